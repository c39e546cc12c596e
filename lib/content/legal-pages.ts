import { legalLinks } from '@/content/navigation';
import { site } from '@/content/site';
import type { ImprintFacts, LegalFacts } from '@/content/types';
import { siteNavigation } from './navigation';

// Typed as an owner may write them: the imprint's facts are there or not.
const legal: LegalFacts = site.legal;

/** The imprint's facts, where content/site.ts gives them; without them the site has no imprint. */
export const imprintFacts: ImprintFacts | undefined = legal.imprint;

/**
 * The legal pages a site has: the privacy notice and the accessibility statement always, the
 * imprint where its facts are given.
 */
export function legalNavigationOf(links: typeof legalLinks, facts: LegalFacts) {
  const always = [links.privacy, links.accessibility];
  return facts.imprint ? [...always, links.imprint] : always;
}

/** This site's legal pages, for the footer, the sitemap and the legal route. */
export const legalNavigation = legalNavigationOf(legalLinks, legal);

/** Every page of the navigation and the legal pages this build publishes: the menu's, then the legal ones. */
export const sitePages = [...siteNavigation, ...legalNavigation];
