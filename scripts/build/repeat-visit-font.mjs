// @ts-check
// Post-build step: a first visit paints in the metric-matched fallback and fetches the site's font
// once the page is hydrated; every later visit paints in the font.
//
// A preloaded font is a third request in the first paint's path. Chrome holds the first paint up
// to 50 ms for it, so on a fast connection it lands before the largest paint, and PageSpeed's
// simulation (Lantern) then makes the largest paint on a slow phone wait for its download while
// the first paint does not: up to 172 ms between them on `/`. With `font-display: optional` a slow
// first visit showed the fallback anyway; now every first visit does, without waiting for it.
//
// The font's @font-face moves into its own <style>, `media="not all"`: a face in a stylesheet
// that does not apply is never declared, so never fetched, and the text keeps the fallback that
// next/font matched to its metrics. An inline script in <head> then either
//   - finds the font's address stored by an earlier visit: it preloads the file (from the HTTP
//     cache) and applies the face before anything is painted, or
//   - waits until the page has hydrated (lib/browser/page-state.mjs), so the font never shares the
//     connection with the framework's scripts, then preloads the file as the next visit will,
//     loads it from there through a FontFace that is never applied, and stores its address.
//     The preload is the request every engine serves to the next visit's preload: WebKit asks
//     for a FontFace's file without CORS and for a plain fetch() as no font, and after either
//     fetched the file again on the next visit. The FontFace uses the preload (from memory, in
//     every engine), so Chromium does not warn of a preload left unused.
// The address is the stored flag, so a new cut of the font counts as a first visit again. Without
// JavaScript, or with storage blocked, the fallback stays. The face is never applied to a page
// already painted: that would swap the text (a layout shift).
//
// A right-to-left page reads in the system's font for its script (the `rtl` family of
// tailwind.config.ts: Inter has no Arabic or Hebrew), so it declares no face and gets no script:
// nothing would use the file, yet the script would fetch 16 kB for it after hydration.
//
// With no font preloaded, Next preconnects to the font's origin instead, in the HTML and as a
// hint in the payload that React acts on after hydration. The font is on the page's own origin,
// and that preconnect is anonymous, so it opens a second connection no request ever uses; both
// go.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { FONT_STORAGE_KEY, holdFont } from '../../lib/browser/inline-scripts/repeat-visit-font.mjs';
import { HYDRATED_ATTRIBUTE } from '../../lib/browser/page-state.mjs';
import { builtInlineScript } from './inline-scripts.mjs';
import { INLINE_STYLESHEET } from './inline-stylesheets.mjs';
import {
  allFiles,
  frameworkFiles,
  htmlFiles,
  planRewrites,
  routeOf,
  startTags,
  UnrecognisedOutput,
  writeRewrites,
} from './output.mjs';

export const STEP = 'repeat-visit-font';

/** The id of the <style> that holds the site's font face until a visit applies it. */
export const FONT_STYLE_ID = 'site-font';

const FACE_WITH_FILE = /@font-face\{[^}]*src:url\(([^)"']+)\)[^}]*\}/g;

const PRECONNECT_TAG = '<link rel="preconnect" href="/" crossorigin=""/>';

// A payload row of its own: a hint has no id and ends at the line's end.
const PRECONNECT_HINT = /^:HC\["\/",""\]\n/gm;

/**
 * A page's payload (a `.txt` the export wrote) without the same-origin preconnect hint.
 * @param {string} payload
 */
export function withoutPreconnectHint(payload) {
  return payload.replace(PRECONNECT_HINT, '');
}

/**
 * The script that applies the font on a repeat visit, else caches it once the page is hydrated
 * (lib/browser/inline-scripts/repeat-visit-font.mjs).
 * @param {string} url the font file
 */
export function fontScript(url) {
  return builtInlineScript(holdFont, url, FONT_STORAGE_KEY, FONT_STYLE_ID, HYDRATED_ATTRIBUTE);
}

/**
 * Whether a page is written right to left (its <html dir>).
 * @param {string} html
 */
const isRightToLeft = (html) => startTags(html, 'html')[0]?.attributes.dir?.toLowerCase() === 'rtl';

/**
 * Moves the @font-face that names a file out of the page's inline stylesheet into a <style> that
 * does not apply, adds the script that decides per visit, and drops Next's same-origin preconnect.
 * A right-to-left page loses the face and the preconnect and gets no script.
 * @param {string} html
 */
export function holdFontForRepeatVisits(html) {
  if (html.includes(`id="${FONT_STYLE_ID}"`)) return html;
  /** @type {{ face: string, url: string }[]} */
  const faces = [];
  const withoutFaces = html.replace(INLINE_STYLESHEET, (style) =>
    style.replace(FACE_WITH_FILE, (face, /** @type {string} */ url) => {
      faces.push({ face, url });
      return '';
    }),
  );
  if (faces.length === 0) return html;
  if (isRightToLeft(html)) return withoutFaces.replace(PRECONNECT_TAG, '');
  const urls = [...new Set(faces.map((f) => f.url))];
  if (urls.length > 1) throw new Error(`One font file expected, found ${urls.join(', ')}`);
  const url = urls[0] ?? '';
  const held =
    `<style id="${FONT_STYLE_ID}" media="not all">${faces.map((f) => f.face).join('')}</style>` +
    `<script>${fontScript(url)}</script>`;
  return withoutFaces
    .replace(PRECONNECT_TAG, '')
    .replace(INLINE_STYLESHEET, (style) => `${style}${held}`);
}

/**
 * What a page must look like once its font is held: no face with a file in the stylesheet that
 * applies, one held face naming one file of the output with its script, and nothing that asks
 * for the font or its origin on a first visit (a preload, a preconnect in any form). A
 * right-to-left page: no face with a file at all, held or applied, and nothing that asks for one.
 * @param {string} html
 * @param {{ page: string, outDir: string, basePath?: string }} context
 */
export function verifyFontHeld(html, { page, outDir, basePath = '' }) {
  const refuse = (/** @type {string} */ expected) => {
    throw new UnrecognisedOutput(STEP, page, expected);
  };
  for (const { tag, attributes } of startTags(html, 'link')) {
    const rel = attributes.rel?.toLowerCase() ?? '';
    if (rel === 'preconnect' || rel === 'dns-prefetch' || attributes.as?.toLowerCase() === 'font') {
      refuse(`expected nothing to ask for the font on a first visit, found ${tag}`);
    }
  }
  if (isRightToLeft(html)) {
    if (html.search(FACE_WITH_FILE) !== -1 || html.includes(`id="${FONT_STYLE_ID}"`)) {
      refuse('expected no font face with a file on a right-to-left page');
    }
    return;
  }
  const applied = INLINE_STYLESHEET.exec(html)?.[0] ?? '';
  if (applied.search(FACE_WITH_FILE) !== -1) {
    refuse('expected no font face with a file in the applied stylesheet');
  }
  const held = new RegExp(`<style id="${FONT_STYLE_ID}" media="not all">([^<]*)</style>`).exec(
    html,
  );
  if (!held) refuse(`expected the font face held in <style id="${FONT_STYLE_ID}" media="not all">`);
  const urls = [...new Set([...(held?.[1] ?? '').matchAll(FACE_WITH_FILE)].map(([, url]) => url))];
  if (urls.length !== 1)
    refuse(`expected the held faces to name one font file, found ${urls.length}`);
  const url = urls[0] ?? '';
  if (
    !url.startsWith(frameworkFiles(basePath)) ||
    !existsSync(join(outDir, url.slice(basePath.length)))
  ) {
    refuse(`expected the held font file in the output, ${url} is not`);
  }
  if (!html.includes(`<script>${fontScript(url)}</script>`))
    refuse('expected the script that applies the held font');
}

/**
 * @param {string} outDir
 * @param {string} [basePath]
 * @returns {{ held: number, rightToLeft: number }} how many pages hold their font for repeat
 *   visits, and how many, right to left, have none
 */
export function holdFontsForRepeatVisits(outDir, basePath = '') {
  // Every payload and page checked before any is written, so a step that stands aside leaves
  // them all as Next wrote them.
  const payloads = planRewrites(
    allFiles(outDir).filter((path) => path.endsWith('.txt')),
    (payload, file) => {
      const rewritten = withoutPreconnectHint(payload);
      if (/^:HC\[/m.test(rewritten)) {
        throw new UnrecognisedOutput(
          STEP,
          routeOf(file, outDir),
          'expected no preconnect hint left in the payload',
        );
      }
      return rewritten;
    },
  );
  const pages = planRewrites(htmlFiles(outDir), (html, file) => {
    const held = holdFontForRepeatVisits(html);
    verifyFontHeld(held, { page: routeOf(file, outDir), outDir, basePath });
    return held;
  });
  writeRewrites(payloads);
  writeRewrites(pages);
  const rightToLeft = pages.filter(({ text }) => isRightToLeft(text)).length;
  return { held: pages.length - rightToLeft, rightToLeft };
}
