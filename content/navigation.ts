import type { PageLink } from './types';

// One list feeds the header, the mobile menu, the footer, the sitemap and the tools that visit
// every page. Articles is there only in a language with an article (lib/content/navigation.ts).
export const mainNavigation = [
  { href: '/', label: 'Home' },
  { href: '/about', label: 'About' },
  { href: '/services', label: 'Services' },
  { href: '/portfolio', label: 'Portfolio' },
  { href: '/articles', label: 'Articles' },
  { href: '/contact', label: 'Contact' },
] as const satisfies readonly PageLink[];

export type RoutePath = (typeof mainNavigation)[number]['href'];

// Pages the footer links and the sitemap lists but the header and the mobile menu leave out, each
// only in a language where it has something to show: Careers while a job of content/jobs/ is open.
export const footerNavigation = [
  { href: '/careers', label: 'Careers' },
] as const satisfies readonly PageLink[];

// The legal pages, linked from every footer and listed in the sitemap: the privacy notice always,
// the imprint where content/site.ts gives its facts (lib/content/legal-pages.ts). Their paths are
// the pages' addresses.
export const legalLinks = {
  privacy: { href: '/privacy', label: 'Privacy' },
  imprint: { href: '/imprint', label: 'Imprint' },
} as const satisfies Readonly<Record<string, PageLink>>;

export type LegalPath = (typeof legalLinks)[keyof typeof legalLinks]['href'];
