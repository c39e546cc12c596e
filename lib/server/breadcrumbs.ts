import { footerNavigation, mainNavigation } from '@/content/navigation';

// The way down to a nested page (an article, a story, a service, a person, a job, a tag): Home,
// the page that lists it, then the page itself. The first two are named as the navigation names
// them in the page's language; the last by the page's own heading.

type Listed = (typeof mainNavigation)[number]['href'] | (typeof footerNavigation)[number]['href'];

/** A step of the trail: a page's address and its name. */
export interface Crumb {
  readonly href: string;
  readonly label: string;
}

/** A page of the menu or the footer (Careers) that lists nested pages. */
export type ListingPath = Exclude<Listed, '/'>;

function navigationLink(href: Listed): Crumb {
  const link = [...mainNavigation, ...footerNavigation].find((entry) => entry.href === href);
  if (!link) throw new Error(`content/navigation.ts has no link to ${href}`);
  return { href: link.href, label: link.label };
}

/** The trail to a page under a listing page: Home, the listing, the page. */
export function trailTo(listing: ListingPath, page: Crumb): readonly Crumb[] {
  return [navigationLink('/'), navigationLink(listing), page];
}
