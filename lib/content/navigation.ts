import { mainNavigation } from '@/content/navigation';
import type { PageLink } from '@/content/types';
import { ARTICLES_PER_PAGE } from '@/lib/settings/env.mjs';
import { LANGUAGE, type Language } from './languages.mjs';
import { markdownRoutes } from './markdown.mjs';

/**
 * The links of a navigation list whose pages a language has: Articles only where it has an
 * article (content/articles/<code>/), so an owner without any ships the five pages and no link.
 */
export function publishedLinks<Link extends PageLink>(
  links: readonly Link[],
  language: Language,
): Link[] {
  const { articles } = markdownRoutes(language.code, ARTICLES_PER_PAGE);
  return links.filter((link) => link.href !== '/articles' || articles > 0);
}

/** This build's pages, in content/navigation.ts's order: the header, the menu, the footer. */
export const siteNavigation = publishedLinks(mainNavigation, LANGUAGE);
