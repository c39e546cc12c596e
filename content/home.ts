import { callToActionCopy } from './shared';
import { site } from './site';
import type { HomeCopy } from './types';

export const homeCopy: HomeCopy = {
  title: site.tagline,
  description:
    'We design and build fast websites, mobile apps and custom software for growing businesses, from first sketch to launch and beyond.',
  eyebrow: site.tagline,
  heading: 'We Build Digital Experiences',
  intro:
    'A small team of designers and engineers shipping websites, mobile apps and custom software that people enjoy using.',
  // The same two actions as the call-to-action band further down the site.
  actions: [callToActionCopy.primary, callToActionCopy.secondary],
};
