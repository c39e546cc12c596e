// @ts-check
// The addresses that moved: content/redirects.mjs and each Markdown file's `aliases`, as one
// checked list. host-config.mjs writes it into every host's rules (301); this step writes, where
// the host has none (GitHub Pages, S3), a page per old address that sends the visitor on. A loop,
// a chain or a target the build does not write stops the build, naming the entry.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { redirects as listed } from '../../content/redirects.mjs';
import { LANGUAGE, LANGUAGES } from '../../lib/content/languages.mjs';
import { readMarkdown } from '../../lib/content/markdown.mjs';
import { PREVIEW_PATHS } from './cms.mjs';
import { addPolicy, buildPolicy, verifyPolicy } from './content-security-policy.mjs';
import { BuildStepError, publishedPaths } from './output.mjs';

export const STEP = 'redirect-pages';

const LIST_FILE = 'content/redirects.mjs';

/**
 * One old address and the page it moved to, as paths without the site's base path and with the
 * trailing slash the site's pages have; `entry` names where it is written (the list's entry, or a
 * file's field), as the build names it when it stops.
 * @typedef {{ from: string, to: string, entry: string }} Redirect
 * @typedef {{ file: string, language: string, slug: string, data: { aliases?: readonly string[] } }}
 *   AliasedEntry a published Markdown file as the manifest holds it
 */

/** Segments of letters, digits and - . _ ~, nothing a host's rule file would read as syntax. */
const PATH = /^\/(?:[A-Za-z0-9._~-]+\/?)*$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A path as the rules compare it, with its trailing slash (/de/alt → /de/alt/).
 * @param {string} path
 * @param {string} entry
 * @param {string} field
 */
function sitePath(path, entry, field) {
  if (typeof path !== 'string' || !PATH.test(path) || /\/\.{1,2}(?:\/|$)/.test(path)) {
    throw new BuildStepError(
      STEP,
      entry,
      `${field}: "${path}" is not a path of the site (/old-page/: letters, digits, - . _ ~)`,
    );
  }
  return path.endsWith('/') ? path : `${path}/`;
}

/**
 * Every redirect the content names, unchecked against each other and the build: the list's
 * entries, then each published Markdown file's aliases (as the Markdown step's manifest holds
 * them), in its language (a German file's under /de/). An alias is a file name the entry had
 * (old-name: its collection's path with that name) or a path (/blog/old-name).
 * @param {{
 *   list?: readonly { from: string, to: string }[],
 *   manifest?: Partial<Record<string, readonly AliasedEntry[]>>,
 * }} [from] manifest: the Markdown step's (lib/content/markdown.mjs), read when not given
 * @returns {Redirect[]}
 */
export function contentRedirects({ list = listed, manifest } = {}) {
  const own = list.map(({ from, to }, index) => {
    const entry = `${LIST_FILE}, entry ${index + 1} (${from})`;
    return { from: sitePath(from, entry, 'from'), to: sitePath(to, entry, 'to'), entry };
  });
  const entries = /** @type {Partial<Record<string, readonly AliasedEntry[]>>} */ (
    manifest ?? readMarkdown()
  );
  const aliases = Object.entries(PREVIEW_PATHS).flatMap(([collection, preview]) =>
    (entries[collection] ?? []).flatMap(({ file, language, slug, data }) => {
      const prefix = LANGUAGES.find(({ code }) => code === language)?.prefix ?? '';
      const pageOf = (/** @type {string} */ name) =>
        `${prefix}/${preview.replace('{{slug}}', name)}`;
      const entry = `${file}, aliases`;
      return (data.aliases ?? []).map((alias) => ({
        from: sitePath(SLUG.test(alias) ? pageOf(alias) : `${prefix}${alias}`, entry, `"${alias}"`),
        to: pageOf(slug),
        entry,
      }));
    }),
  );
  return [...own, ...aliases];
}

/**
 * Stops at the first entry that cannot be a redirect: one old address twice, an old address the
 * build writes a page at (the redirect would hide it), a loop, a chain (its target is itself
 * redirected: point it at the final page instead), or, given the build's pages, a target that is
 * none of them.
 * @param {Redirect[]} redirects
 * @param {ReadonlySet<string>} [pages] the build's pages, as paths without the base path
 * @returns {Redirect[]} the same list
 */
export function checkRedirects(redirects, pages) {
  /** @type {Map<string, Redirect>} */
  const byFrom = new Map();
  for (const redirect of redirects) {
    const earlier = byFrom.get(redirect.from);
    if (earlier)
      throw new BuildStepError(
        STEP,
        redirect.entry,
        `${redirect.from} is redirected already by ${earlier.entry}`,
      );
    byFrom.set(redirect.from, redirect);
  }
  for (const redirect of redirects) {
    const { from, to, entry } = redirect;
    if (from === '/') throw new BuildStepError(STEP, entry, 'the home page cannot move');
    if (pages?.has(from))
      throw new BuildStepError(
        STEP,
        entry,
        `${from} is a page of the site: a redirect would hide it`,
      );
    if (byFrom.has(to)) {
      // Followed to its end: back to an address already passed is a loop, else a chain.
      const passed = [from];
      let next = to;
      while (byFrom.has(next) && !passed.includes(next)) {
        passed.push(next);
        next = /** @type {Redirect} */ (byFrom.get(next)).to;
      }
      if (passed.includes(next))
        throw new BuildStepError(STEP, entry, `a loop: ${[...passed, next].join(' → ')}`);
      throw new BuildStepError(
        STEP,
        entry,
        `a chain: ${to} is redirected itself (${byFrom.get(to)?.entry}); send ${from} to ${next} instead`,
      );
    }
    if (pages && !pages.has(to))
      throw new BuildStepError(
        STEP,
        entry,
        `${to} is no page of the build (as the sitemap lists them)`,
      );
  }
  return redirects;
}

/**
 * The build's redirects checked against its pages: those the sitemap lists, every language's.
 * @param {string} outDir
 * @param {string} siteBasePath
 */
export function buildRedirects(outDir, siteBasePath) {
  const pages = new Set(
    publishedPaths(outDir, { basePath: siteBasePath }).map((path) =>
      path.slice(siteBasePath.length),
    ),
  );
  return checkRedirects(contentRedirects(), pages);
}

/** What tells a redirect page from the site's pages, which no step before this one has seen. */
const REFRESH = '<meta http-equiv="refresh"';

/** Whether an HTML file of the output is an old address's page. @param {string} html */
export const isRedirectPage = (html) => html.includes(REFRESH);

/** @param {string} text */
const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The page at an old address where the host has no rules: a refresh at once to the new address
 * (it needs no script), the new one as its canonical address, kept out of search engines'
 * indexes, and a link for whoever's browser does not follow the refresh. Its words are the new
 * page's title where this build wrote it, else the new address itself.
 * @param {{ url: string, href: string, title?: string, language: { locale: string, dir: string } }} page
 *   url: the new page's absolute address; href: its path
 */
export function redirectPage({ url, href, title, language }) {
  const words = escapeHtml(title ?? url);
  return `<!DOCTYPE html><html lang="${language.locale}" dir="${language.dir}"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><title>${words}</title><meta name="robots" content="noindex"/><link rel="canonical" href="${escapeHtml(url)}"/>${REFRESH} content="0; url=${escapeHtml(href)}"/></head><body><main><p><a href="${escapeHtml(href)}">${words}</a></p></main></body></html>`;
}

/**
 * Writes the page of each old address under this build's base path (not under a language's
 * nested in it, which that language's build writes), with its own Content-Security-Policy.
 * @param {string} outDir
 * @param {{
 *   basePath: string, siteBasePath: string, nested: readonly string[], origin: string,
 *   backend: import('./content-security-policy.mjs').ContactBackend,
 * }} build
 * @returns {number} how many pages were written
 */
export function writeRedirectPages(outDir, { basePath, siteBasePath, nested, origin, backend }) {
  const policy = buildPolicy({ scriptHashes: [], backend });
  const ours = buildRedirects(outDir, siteBasePath)
    .map((redirect) => ({ ...redirect, from: `${siteBasePath}${redirect.from}` }))
    .filter(
      ({ from }) =>
        from.startsWith(`${basePath}/`) && !nested.some((root) => from.startsWith(`${root}/`)),
    );
  for (const { from, to, entry } of ours) {
    const file = join(outDir, from.slice(basePath.length), 'index.html');
    if (existsSync(file))
      throw new BuildStepError(STEP, entry, `expected no file at ${from}, found ${file}`);
    const href = `${siteBasePath}${to}`;
    const target = join(
      outDir,
      href.startsWith(`${basePath}/`) ? href.slice(basePath.length) : '',
      'index.html',
    );
    const title =
      href.startsWith(`${basePath}/`) && existsSync(target)
        ? /<title>([^<]*)<\/title>/.exec(readFileSync(target, 'utf8'))?.[1]
        : undefined;
    const html = addPolicy(
      redirectPage({
        url: `${origin}${href}`,
        href,
        title: title && unescapeHtml(title),
        language: LANGUAGE,
      }),
      policy,
    );
    verifyPolicy(html, { page: from });
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, html);
  }
  return ours.length;
}

/** A title as the page wrote it, back to its words (redirectPage escapes them again). @param {string} text */
const unescapeHtml = (text) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');
