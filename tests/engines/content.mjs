// @ts-check
// The content the checks expect to read, from content/ as the owner edits it: the suite runs on
// plain Node, and jiti loads the TypeScript files (with the project's @/ alias) as Next does.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';
import { DEFAULT_LANGUAGE, OTHER_LANGUAGES } from '../../lib/content/languages.mjs';
import { SEARCH_FOLDER } from '../../lib/settings/search.mjs';
import { nestedLanguageRoots } from '../../scripts/build/languages.mjs';
import { publishedPaths } from '../../scripts/build/output.mjs';
import { searchedPage } from '../searched-page.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
// Its cache in the checkout (else a /tmp/jiti shared by every user and checkout).
const jiti = createJiti(import.meta.url, {
  alias: { '@/': root },
  fsCache: join(root, 'node_modules', '.cache', 'jiti'),
});

/** @type {typeof import('../../content/navigation')} */
const navigation = await jiti.import('../../content/navigation.ts');
/** @type {typeof import('../../content/shared')} */
const shared = await jiti.import('../../content/shared.ts');
/** @type {typeof import('../../content/contact')} */
const contact = await jiti.import('../../content/contact.ts');
/** @type {typeof import('../../lib/content/home-sections')} */
const home = await jiti.import('../../lib/content/home-sections.ts');
/** @type {typeof import('../../lib/content/legal-pages')} */
const legalPages = await jiti.import('../../lib/content/legal-pages.ts');

/** The pages of the navigation the build has (Articles only with an article), by its sitemap. */
const published = new Set(publishedPaths('out'));
export const siteNavigation = navigation.mainNavigation.filter((link) =>
  published.has(link.href === '/' ? '/' : `${link.href}/`),
);
/** The pages content/ makes one level down (/<section>/<name>/: an article, a story, a service). */
const contentMade = publishedPaths('out', { nested: nestedLanguageRoots('') }).filter((path) =>
  /^\/[^/]+\/[^/]+\/$/.test(path),
);
const sectionOf = (/** @type {string} */ path) => path.split('/')[1];
/**
 * The first page of each kind content/ makes in the default language, in the sitemap's order: the
 * others of a kind are the same template with other words.
 */
export const contentPages = contentMade.filter(
  (path, index) => contentMade.findIndex((other) => sectionOf(other) === sectionOf(path)) === index,
);
/** The pages content/jobs/ makes in every language, by the sitemap: none while no job is open. */
export const careersPages = [...published].filter((path) =>
  /^(?:\/[a-z]{2})?\/careers\//.test(path),
);
/**
 * The pages content/ makes or fills, each a layout of its own: Home where the owner gives it
 * sections (content/home-sections/), the first page of each kind, and the careers pages.
 */
export const madePages = [
  ...new Set([...(home.homeSections().length > 0 ? ['/'] : []), ...contentPages, ...careersPages]),
];
/** Where the build has a search index: what to search its default language for. */
export const searched = existsSync(join('out', SEARCH_FOLDER, 'pagefind.js'))
  ? searchedPage(DEFAULT_LANGUAGE.code)
  : undefined;
export const { headerCopy, notFoundCopy } = shared;
export const { contactCopy } = contact;
/** Every page the site publishes: the menu's, then the legal ones. */
export const { sitePages } = legalPages;

/** The mobile menu's links on the default language's pages: the pages, then the other languages. */
export const menuLabels = [
  ...siteNavigation.map((link) => link.label),
  ...OTHER_LANGUAGES.map((language) => language.name),
];
