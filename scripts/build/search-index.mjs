// @ts-check
// Post-build step, where NEXT_PUBLIC_SEARCH is on: Pagefind's index of this build's pages, written
// with Pagefind's own script into <out>/pagefind/ (docs/search.md). Each language is a build of its
// own (languages.mjs), so each has its own index, made from the pages it writes: Pagefind splits
// by <html lang>, and this step checks that it found exactly this language, and every page that
// asked to be indexed (data-pagefind-body: the articles, stories, service pages, people and jobs).
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { SEARCH_BODY_ATTRIBUTE, SEARCH_FOLDER } from '../../lib/settings/search.mjs';
import { BuildStepError, htmlFiles, routeOf } from './output.mjs';

export const STEP = 'search-index';

/** What Pagefind writes first and reads first: the languages it indexed, and how many pages each. */
export const ENTRY_FILE = 'pagefind-entry.json';

/**
 * Pagefind's ready-made interfaces, which it writes beside its index: the search page draws its
 * own (lib/browser/inline-scripts/search.mjs), so they are left out of the site.
 */
const UNUSED = /^pagefind-(ui|modular-ui|component-ui|highlight)\./;

/** What the search page loads: Pagefind's script and the worker it searches in. */
export const SCRIPTS = ['pagefind.js', 'pagefind-worker.js'];

/**
 * @typedef {{ languages: Record<string, { hash: string, wasm: string | null, page_count: number }> }}
 * PagefindEntry
 */

/**
 * @param {string} outDir
 * @param {{ basePath: string, nested?: readonly string[], locale: string }} build basePath: where
 *   its pages live (their addresses in the index); nested: the other languages' base paths in the
 *   default's, left out; locale: the language the pages are written in
 * @returns {Promise<number>} how many pages the index holds
 */
export async function writeSearchIndex(outDir, { basePath, nested = [], locale }) {
  const pages = htmlFiles(outDir)
    .map((file) => ({ file, url: basePath + routeOf(file, outDir) }))
    .filter(({ url }) => !nested.some((root) => url.startsWith(`${root}/`)))
    .map((page) => ({ ...page, html: readFileSync(page.file, 'utf8') }))
    .filter(({ html }) => html.includes(`${SEARCH_BODY_ATTRIBUTE}=`));
  if (pages.length === 0) {
    throw new BuildStepError(
      STEP,
      outDir,
      `expected a page to index (an article, a story, a service page, a person's page or a job) in ${locale}, found none: search has nothing to find`,
    );
  }
  // Loaded here, where search is on: a site without it never starts Pagefind's binary.
  const pagefind = await import('pagefind');
  const created = await pagefind.createIndex({});
  const { index } = created;
  if (!index)
    throw new BuildStepError(STEP, outDir, `expected Pagefind to start: ${created.errors}`);
  try {
    for (const { url, html } of pages) {
      const { errors } = await index.addHTMLFile({ url, content: html });
      if (errors.length > 0)
        throw new BuildStepError(STEP, url, `expected Pagefind to index it: ${errors}`);
    }
    const outputPath = join(outDir, SEARCH_FOLDER);
    const { errors } = await index.writeFiles({ outputPath });
    if (errors.length > 0)
      throw new BuildStepError(STEP, outputPath, `expected the index written: ${errors}`);
    for (const name of readdirSync(outputPath))
      if (UNUSED.test(name)) rmSync(join(outputPath, name));
  } finally {
    await pagefind.close();
  }
  checkSearchIndex(outDir, { locale, pages: pages.length });
  return pages.length;
}

/**
 * The index Pagefind wrote holds this language alone, with every page that asked to be indexed,
 * and its script is there for the search page to load.
 * @param {string} outDir
 * @param {{ locale: string, pages: number }} expected
 */
export function checkSearchIndex(outDir, { locale, pages }) {
  const folder = join(outDir, SEARCH_FOLDER);
  const refuse = (/** @type {string} */ expectation) => {
    throw new BuildStepError(STEP, folder, expectation);
  };
  const entryFile = join(folder, ENTRY_FILE);
  const missing = [ENTRY_FILE, ...SCRIPTS].filter((name) => !existsSync(join(folder, name)));
  if (missing.length > 0) refuse(`expected Pagefind's ${missing.join(', ')}`);
  /** @type {PagefindEntry} */
  const entry = JSON.parse(readFileSync(entryFile, 'utf8'));
  const languages = Object.entries(entry.languages);
  const [code = ''] = locale.toLowerCase().split('-');
  const [found] = languages;
  if (languages.length !== 1 || !found || found[0].split('-')[0] !== code) {
    refuse(
      `expected one index, in ${locale}, found ${languages.map(([name]) => name).join(', ') || 'none'}: does every page's <html lang> say ${locale}?`,
    );
  }
  const [name, { page_count: count }] = /** @type {[string, { page_count: number }]} */ (found);
  if (count !== pages) refuse(`expected ${pages} pages in the ${name} index, found ${count}`);
}
