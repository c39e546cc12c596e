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

// The legal pages, linked from every footer and listed in the sitemap: the privacy notice and the
// accessibility statement always, the imprint where content/site.ts gives its facts
// (lib/content/legal-pages.ts). Their paths are the pages' addresses.
export const legalLinks = {
  privacy: { href: '/privacy', label: 'Privacy' },
  accessibility: { href: '/accessibility', label: 'Accessibility' },
  imprint: { href: '/imprint', label: 'Imprint' },
} as const satisfies Readonly<Record<string, PageLink>>;

export type LegalPath = (typeof legalLinks)[keyof typeof legalLinks]['href'];

/** A list of links with each label replaced: the same addresses in the same order. */
type Relabelled<Links extends readonly PageLink[]> = {
  readonly [Index in keyof Links]: { readonly href: Links[Index]['href']; readonly label: string };
};

/**
 * Another language's copy of a list of links: the same pages in the same order, each labelled
 * by its address, so a page added to the list is a type error in each language's file that
 * names the page (`Property '/pricing' is missing`), not a list out of step.
 */
export function relabel<const Links extends readonly PageLink[]>(
  links: Links,
  labels: Readonly<Record<Links[number]['href'], string>>,
): Relabelled<Links> {
  const relabelled = links.map(({ href }) => ({
    href,
    label: labels[href as Links[number]['href']],
  }));
  // map() keeps a tuple's length and order, which TypeScript does not follow.
  return relabelled as unknown as Relabelled<Links>;
}
