import type {
  BreadcrumbCopy,
  CallToActionCopy,
  EmbedCopy,
  FooterCopy,
  HeaderCopy,
  NotFoundCopy,
  SocialCopy,
} from './types';

// Copy that appears on every page or on several: the header and footer, the 404 page, the
// call-to-action band, the social links and a video in a text.

export const headerCopy: HeaderCopy = {
  skipLink: 'Skip to main content',
  navLabel: 'Main',
  openMenu: 'Open main menu',
  closeMenu: 'Close main menu',
  languages: 'Languages',
  theme: { label: 'Theme', system: 'System', light: 'Light', dark: 'Dark' },
};

export const footerCopy: FooterCopy = {
  navLabel: 'Footer',
  navHeading: 'Pages',
  contactHeading: 'Get in touch',
  rights: 'All rights reserved.',
  legalLabel: 'Legal',
};

export const breadcrumbCopy: BreadcrumbCopy = {
  navLabel: 'Breadcrumb',
};

export const socialCopy: SocialCopy = {
  heading: 'Follow us',
  newTab: 'opens in a new tab',
};

/** A video in an article's or a story's text, until it is played. {site} is its host. */
export const videoCopy: EmbedCopy = {
  notice: 'The video comes from {site}, which learns your IP address once it plays.',
  show: 'Play the video',
  open: 'Watch it on {site}',
};

export const notFoundCopy: NotFoundCopy = {
  code: '404',
  title: 'Oops! Page not found',
  text: 'The page you are looking for does not exist or has moved.',
  homeLabel: 'Return to Home',
};

export const callToActionCopy = {
  heading: 'Ready to start your project?',
  intro:
    'Tell us what you are building. We reply within one business day with questions, a rough plan and next steps.',
  primary: { label: 'Start Your Project', href: '/contact' },
  secondary: { label: 'View Our Work', href: '/portfolio' },
} as const satisfies CallToActionCopy;
