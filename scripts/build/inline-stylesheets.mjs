// @ts-check
// Post-build step: every page carries its stylesheet in a <style> element instead of fetching it.
//
// An external stylesheet holds the first paint for a second round trip after the HTML: on a slow
// phone (devtools throttling: 562.5 ms a request) that is half of the first paint. The site's one
// stylesheet is 6 kB with Brotli, so inline the whole first paint arrives with the HTML.
// Next's `experimental.inlineCss` does the same but also copies the CSS into the payload that
// hydration reads; here the payload is fetched after the first paint (deferred-scripts.mjs), so
// the HTML grows by the stylesheet alone.
//
// The <link> stays, `disabled`: the payload still names the stylesheet, and React adopts a link it
// finds in the document instead of adding one. Without it, React would fetch the file after
// hydration and apply it a second time, and its second @font-face would swap in a font that
// `font-display: optional` had already turned down (a layout shift). A disabled link is never
// fetched.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  CSS_URL,
  frameworkFiles,
  htmlFiles,
  planRewrites,
  routeOf,
  startTags,
  UnrecognisedOutput,
  writeRewrites,
} from './output.mjs';

export const STEP = 'inline-stylesheets';

/**
 * A page's inlined stylesheet: the first bare <style>, which ends at the first `</style` since
 * cssForPage refuses a stylesheet that holds one.
 */
export const INLINE_STYLESHEET = /<style>[\s\S]*?<\/style>/;

/**
 * A stylesheet's text as it must read inside the page: its relative url()s resolved against the
 * file's own address, since inside the page they would resolve against the page's.
 * @param {string} css
 * @param {string} href the stylesheet's address, e.g. /_next/static/chunks/a.css
 */
export function cssForPage(css, href) {
  // The HTML parser ends a <style> at the first `</style`, whatever the CSS around it.
  if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style" and cannot be inlined`);
  // An @import would be fetched after all, and relative to the page.
  if (/@import/i.test(css)) throw new Error(`${href} imports another stylesheet`);
  return css.replace(CSS_URL, (whole, quote, url) =>
    /^(?:[a-z][a-z\d+.-]*:|\/|#)/i.test(url)
      ? whole
      : `url(${quote}${resolveUrl(url, href)}${quote})`,
  );
}

/**
 * @param {string} url relative, e.g. ../media/inter.woff2
 * @param {string} base an absolute path, e.g. /_next/static/chunks/a.css
 */
function resolveUrl(url, base) {
  const resolved = new URL(url, `https://site.invalid${base}`);
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}

/**
 * @param {string} html
 * @param {(href: string) => string} readStylesheet the text of the stylesheet at an address
 * @param {string} [basePath]
 */
export function inlineStylesheets(html, readStylesheet, basePath = '') {
  const prefix = frameworkFiles(basePath);
  return html.replace(/<link rel="stylesheet" href="([^"]+\.css)"([^>]*)\/>/g, (tag, href, rest) =>
    href.startsWith(prefix)
      ? `<style>${cssForPage(readStylesheet(href), href)}</style><link rel="stylesheet" href="${href}"${rest} disabled=""/>`
      : tag,
  );
}

/**
 * What an inlined page must look like: its stylesheet inside the page, and no link that would
 * fetch one (a link left enabled, in whatever form, blocks the first paint for a round trip).
 * @param {string} html
 * @param {{ page: string, basePath?: string }} context
 */
export function verifyInlined(html, { page, basePath = '' }) {
  const prefix = frameworkFiles(basePath);
  const links = startTags(html, 'link').filter(
    ({ attributes }) => attributes.rel?.toLowerCase() === 'stylesheet',
  );
  for (const { tag, attributes } of links) {
    if (!('disabled' in attributes)) {
      throw new UnrecognisedOutput(STEP, page, `expected every stylesheet inline, found ${tag}`);
    }
    if (!attributes.href?.startsWith(prefix)) {
      throw new UnrecognisedOutput(
        STEP,
        page,
        `expected only the framework's stylesheet, found ${tag}`,
      );
    }
  }
  if (links.length === 0 || !INLINE_STYLESHEET.test(html)) {
    throw new UnrecognisedOutput(STEP, page, 'expected the stylesheet inline, found no stylesheet');
  }
}

/**
 * @param {string} outDir
 * @param {string} [basePath]
 * @returns {number} how many pages carry their stylesheet inline
 */
export function inlineAllStylesheets(outDir, basePath = '') {
  const read = (/** @type {string} */ href) =>
    readFileSync(join(outDir, href.slice(basePath.length)), 'utf8');
  // Every page checked before any is written: a page it does not recognise leaves all as they were.
  const plan = planRewrites(htmlFiles(outDir), (html, file) => {
    const inlined = inlineStylesheets(html, read, basePath);
    verifyInlined(inlined, { page: routeOf(file, outDir), basePath });
    return inlined;
  });
  writeRewrites(plan);
  return plan.length;
}
