import type { HomeHeroContent } from './types';

export const homeHero: HomeHeroContent = {
  eyebrow: 'Web, mobile and custom software',
  actions: [
    { label: 'Start Your Project', href: '/contact' },
    { label: 'View Our Work', href: '/portfolio' },
  ],
};
