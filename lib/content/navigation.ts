import { footerNavigation, mainNavigation } from '@/content/navigation';
import type { PageLink } from '@/content/types';
import { ARTICLES_PER_PAGE } from '@/lib/settings/env.mjs';
import { LANGUAGE, type Language } from './languages.mjs';
import { markdownRoutes, type MARKDOWN_ROUTES } from './markdown.mjs';

/** The pages of a navigation list that content/ makes, by the route that has their pages. */
const CONTENT_INDEXES: Readonly<Record<string, (typeof MARKDOWN_ROUTES)[number]>> = {
  '/articles': 'articles',
  '/careers': 'careers',
};

/**
 * The links of a navigation list whose pages a language has: Articles only where it has an
 * article (content/articles/<code>/), Careers only while a job is open (content/jobs/<code>/), so
 * an owner without any ships the five pages and no link.
 */
export function publishedLinks<Link extends PageLink>(
  links: readonly Link[],
  language: Language,
): Link[] {
  const routes = markdownRoutes(language.code, ARTICLES_PER_PAGE);
  return links.filter((link) => {
    const route = CONTENT_INDEXES[link.href];
    return route === undefined || routes[route] > 0;
  });
}

/** This build's pages, in content/navigation.ts's order: the header, the menu, the footer. */
export const siteNavigation = publishedLinks(mainNavigation, LANGUAGE);

/** This build's pages the footer adds to those, after them; none on a site without a job. */
export const footerPages = publishedLinks(footerNavigation, LANGUAGE);
