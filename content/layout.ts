import type { FooterContent, HeaderContent, NotFoundContent } from './types';

export const header: HeaderContent = {
  skipLink: 'Skip to main content',
  navLabel: 'Main',
  openMenu: 'Open main menu',
  closeMenu: 'Close main menu',
};

export const footer: FooterContent = {
  navHeading: 'Pages',
  contactHeading: 'Get in touch',
  socialHeading: 'Follow us',
  rights: 'All rights reserved.',
};

export const notFound: NotFoundContent = {
  code: '404',
  title: 'Oops! Page not found',
  text: 'The page you are looking for does not exist or has moved.',
  homeLabel: 'Return to Home',
};
