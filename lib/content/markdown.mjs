// @ts-check
// Where the Markdown step (scripts/build/markdown.mjs) keeps what it makes of the collections of
// content/schema.mjs (articles, stories, service pages, people, jobs, the Home page's sections), and how the site, next.config.mjs and the tests read it back: the checked
// frontmatter of every published file and its text as a tree of elements, per language.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PAGE_IDS } from './page-ids.mjs';

export const MARKDOWN_CACHE_DIR = join(process.cwd(), 'node_modules', '.cache', 'site-markdown');
export const MARKDOWN_MANIFEST = join(MARKDOWN_CACHE_DIR, 'manifest.json');

/**
 * The text as elements, made on the server from Markdown with no raw HTML: a string is text, an
 * element its tag, its React props and its children.
 * @typedef {string | { tag: string, props: Record<string, string | number | boolean>, children: MarkdownNode[] }} MarkdownNode
 */

/**
 * One published file.
 * @template Data
 * @typedef {{
 *   file: string,
 *   language: string,
 *   slug: string,
 *   data: Data,
 *   minutes: number,
 *   body: MarkdownNode[],
 * }} MarkdownEntry
 */

/**
 * A section of an article: its heading's level (2 or 3), anchor and words.
 * @typedef {{ depth: 2 | 3, id: string, text: string }} Heading
 */

/**
 * @typedef {{
 *   articles: (MarkdownEntry<import('../../content/types').ArticleFrontmatter> & {
 *     headings: Heading[] })[],
 *   stories: MarkdownEntry<import('../../content/types').StoryFrontmatter>[],
 *   services: MarkdownEntry<import('../../content/types').ServicePageFrontmatter>[],
 *   people: MarkdownEntry<import('../../content/types').PersonFrontmatter>[],
 *   jobs: MarkdownEntry<import('../../content/types').JobFrontmatter>[],
 *   home: MarkdownEntry<import('../../content/types').HomeSectionsFrontmatter>[],
 * }} MarkdownManifest
 *   articles: each with its headings of levels 2 and 3, in order, which carry their anchors as ids
 *   jobs: the open ones only; a job past its last day on the day of the build is left out
 */

/** @type {MarkdownManifest | undefined} */
let cached;

/** @returns {MarkdownManifest} */
export function readMarkdown() {
  if (cached) return cached;
  if (!existsSync(MARKDOWN_MANIFEST)) {
    throw new Error(
      `No Markdown manifest at ${MARKDOWN_MANIFEST}: run "node scripts/build/prebuild.mjs" (npm run build and npm run dev do).`,
    );
  }
  const manifest = JSON.parse(readFileSync(MARKDOWN_MANIFEST, 'utf8'));
  // The development server reads it again after each change (scripts/dev.mjs rewrites it).
  if (process.env.NODE_ENV === 'production') cached = manifest;
  return manifest;
}

/** The routes content/ makes pages of, each a page extension of its own (next.config.mjs). */
export const MARKDOWN_ROUTES = /** @type {const} */ ([
  'articles',
  'article-pages',
  'article-tags',
  'stories',
  'service-pages',
  'people',
  'careers',
]);

/**
 * @typedef {(typeof MARKDOWN_ROUTES)[number]} MarkdownRoute
 * @typedef {{ [Name in keyof MarkdownManifest]: (entries: MarkdownManifest[Name], perPage: number) => Partial<Record<MarkdownRoute, number>> }} RoutesOfCollections
 */

/**
 * How many pages each collection of content/schema.mjs makes under each of its routes, from its
 * entries in one language. A collection the schema gains without an entry here is a type error:
 * its files would validate, show in the CMS and render nowhere. Home's sections render on Home.
 * @satisfies {RoutesOfCollections & Record<keyof typeof import('../../content/schema.mjs').collections, unknown>}
 */
const ROUTES_OF = {
  articles: (articles, perPage) => ({
    articles: articles.length,
    'article-pages': Math.max(0, Math.ceil(articles.length / perPage) - 1),
    'article-tags': new Set(articles.flatMap((article) => article.data.tags.map(tagSlug))).size,
  }),
  stories: (stories) => ({ stories: stories.length }),
  services: (services) => ({ 'service-pages': services.length }),
  // A person has a page where their file has a longer text.
  people: (people) => ({ people: people.filter((person) => person.body.length > 0).length }),
  jobs: (jobs) => ({ careers: jobs.length }),
  home: () => ({}),
};

/**
 * Which of the routes that content makes have a page in a language, and how many: a route with
 * none is left out of the build altogether (next.config.mjs), since a static export refuses a
 * dynamic route without pages.
 * @param {string} code the language's code (en, de)
 * @param {number} perPage articles on one page of the index (ARTICLES_PER_PAGE)
 * @returns {Record<MarkdownRoute, number>}
 */
export function markdownRoutes(code, perPage) {
  const manifest = readMarkdown();
  /** @type {RoutesOfCollections} */
  const routesOf = ROUTES_OF;
  /**
   * @template {keyof MarkdownManifest} Name
   * @param {Name} name
   */
  const pagesOf = (name) =>
    routesOf[name](
      /** @type {MarkdownManifest[Name]} */ (
        manifest[name].filter((entry) => entry.language === code)
      ),
      perPage,
    );
  return {
    ...Object.fromEntries(MARKDOWN_ROUTES.map((route) => [route, 0])),
    ...Object.assign(
      {},
      .../** @type {(keyof MarkdownManifest)[]} */ (Object.keys(ROUTES_OF)).map(pagesOf),
    ),
  };
}

/**
 * A tag's address: lower case, letters and digits, words joined by single hyphens
 * (Next.js → next-js, Barrierefreiheit → barrierefreiheit, a German sharp s → ss). The symbols
 * that make a tag another tag are words in it: '+' is plus, '#' after a letter or digit is sharp,
 * and a '.' opening a word is dot (C++ → c-plus-plus, C# → c-sharp, F# → f-sharp,
 * .NET → dot-net), so that C, C# and C++ each get an address. Any other symbol only separates
 * words, as before (#a11y → a11y, CI/CD → ci-cd), so every address without these stays as it was.
 * A tag with letters of another script (Arabic, Cyrillic, Greek …) gets a short code made from it
 * instead, so that every address stays in the letters the site's own are written in: Next's
 * export does not yet make pages of other parameters (vercel/next.js#92192), and each host's
 * files, the sitemap and the feeds would have to escape them. Written as escapes: the font is cut
 * to the characters the sources hold (scripts/build/font.mjs).
 * @param {string} tag
 */
export function tagSlug(tag) {
  const words = wordsOf(tag);
  return /[^a-z0-9-]/.test(words) ? `t-${fnv1a(words)}` : words;
}

/**
 * A text's words as tagSlug reads them: Latin letters lower case and without their accents,
 * symbols spelled out or dropped, words joined by single hyphens; another script's letters as
 * they are.
 * @param {string} text
 */
function wordsOf(text) {
  const latin = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\u00df/g, 'ss')
    .replace(/\+/g, ' plus ')
    .replace(/(?<=[\p{L}\p{N}])#/gu, ' sharp ')
    .replace(/(?<![\p{L}\p{N}.])\.(?=[\p{L}\p{N}])/gu, ' dot ');
  return latin.replace(/[^\p{L}\p{N}\p{M}]+/gu, '-').replace(/^-|-$/g, '');
}

/**
 * A heading's anchor, made from its words as a tag's address is (Lifts break → lifts-break, an
 * umlaut without its dots, Why C# → why-c-sharp), an apostrophe inside a word left out (What we'd
 * keep → what-wed-keep). Another script keeps its own letters, composed again after the Latin
 * accents came off (NFC): an Arabic heading's anchor is its Arabic words joined by hyphens. An id
 * and a URL's fragment take any letter, and a reader who copies the address sees their words
 * where a code would tell them nothing; only a tag's address needs a code, as it names a file.
 * The curly apostrophe is an escape: the font is cut to the characters the sources hold.
 * @param {string} text the heading's text, its code and emphasis as plain text
 */
export function headingId(text) {
  return wordsOf(text.replace(/(?<=\p{L})['\u2019](?=\p{L})/gu, '')).normalize('NFC');
}

/**
 * Each heading's anchor, in order: its words (headingId), a second heading of the same words
 * with -2, a third -3, and none of the page's own ids (PAGE_IDS). A heading with no letter or
 * digit is a section (section, section-2 …).
 * @param {readonly string[]} texts
 * @returns {string[]}
 */
export function anchorsOf(texts) {
  /** @type {Set<string>} */
  const taken = new Set(Object.values(PAGE_IDS));
  return texts.map((text) => {
    const base = headingId(text) || 'section';
    let id = base;
    for (let count = 2; taken.has(id); count++) id = `${base}-${count}`;
    taken.add(id);
    return id;
  });
}

/**
 * FNV-1a, 32 bits, in base 36: the same text always gives the same 7 characters or fewer.
 * @param {string} text
 */
function fnv1a(text) {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}
