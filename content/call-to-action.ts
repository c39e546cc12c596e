import type { CallToActionContent } from './types';

export const callToAction: CallToActionContent = {
  heading: 'Ready to start your project?',
  intro:
    'Tell us what you are building. We reply within one business day with questions, a rough plan and next steps.',
  primary: { label: 'Start Your Project', href: '/contact' },
  secondary: { label: 'View Our Work', href: '/portfolio' },
};
