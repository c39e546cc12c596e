import type { PageLink } from './types';

// One list feeds the header, the mobile menu, the footer, the sitemap and the tools that visit
// every page.
export const mainNavigation = [
  { href: '/', label: 'Home' },
  { href: '/about', label: 'About' },
  { href: '/services', label: 'Services' },
  { href: '/portfolio', label: 'Portfolio' },
  { href: '/contact', label: 'Contact' },
] as const satisfies readonly PageLink[];

export type RoutePath = (typeof mainNavigation)[number]['href'];
