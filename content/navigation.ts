import type { NavItem } from './types';

export const mainNavigation = [
  { href: '/', label: 'Home' },
  { href: '/about', label: 'About' },
  { href: '/services', label: 'Services' },
  { href: '/portfolio', label: 'Portfolio' },
  { href: '/contact', label: 'Contact' },
] as const satisfies readonly NavItem[];

export type RoutePath = (typeof mainNavigation)[number]['href'];
