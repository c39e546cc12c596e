// @ts-check
// Post-build step: a first visit paints in the metric-matched fallback and fetches the site's font
// after the page has loaded; every later visit paints in the font.
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
//   - waits until the page has loaded and painted (after-first-paint.mjs), fetches the file into
//     the HTTP cache at low priority and stores its address.
// The address is the stored flag, so a new cut of the font counts as a first visit again. Without
// JavaScript, or with storage blocked, the fallback stays. The face is never applied to a page
// already painted: that would swap the text (a layout shift).
//
// With no font preloaded, Next preconnects to the font's origin instead, in the HTML and as a
// hint in the payload that React acts on after hydration. The font is on the page's own origin,
// and that preconnect is anonymous, so it opens a second connection no request ever uses; both
// go.
import { AFTER_FIRST_PAINT } from './after-first-paint.mjs';
import { INLINE_STYLESHEET } from './inline-stylesheets.mjs';
import { allFiles, htmlFiles, rewriteFiles } from './output.mjs';

/** The id of the <style> that holds the site's font face until a visit applies it. */
export const FONT_STYLE_ID = 'site-font';

/** The localStorage key under which a visit records the font file it has cached. */
export const FONT_STORAGE_KEY = 'site-font';

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
 * The script that applies the font on a repeat visit, else caches it after load.
 * @param {string} url the font file
 */
export function fontScript(url) {
  const file = JSON.stringify(url);
  const key = JSON.stringify(FONT_STORAGE_KEY);
  return [
    '(function(d,u,k){',
    'try{if(localStorage.getItem(k)===u){',
    'var l=d.createElement("link");l.rel="preload";l.as="font";l.type="font/woff2";l.crossOrigin="";l.href=u;d.head.appendChild(l);',
    `d.getElementById("${FONT_STYLE_ID}").media="all";return}}catch(e){}`,
    AFTER_FIRST_PAINT,
    'afterFirstPaint(function(){fetch(u,{priority:"low"}).then(function(r){if(!r.ok)throw new Error(u+" answered "+r.status);return r.arrayBuffer()})',
    '.then(function(){localStorage.setItem(k,u)}).catch(function(){})})',
    `})(document,${file},${key})`,
  ].join('');
}

/**
 * Moves the @font-face that names a file out of the page's inline stylesheet into a <style> that
 * does not apply, adds the script that decides per visit, and drops Next's same-origin preconnect.
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
 * @param {string} outDir
 * @returns {number} how many pages hold their font for repeat visits
 */
export function holdFontsForRepeatVisits(outDir) {
  const payloads = allFiles(outDir).filter((path) => path.endsWith('.txt'));
  rewriteFiles(payloads, withoutPreconnectHint);
  return rewriteFiles(htmlFiles(outDir), holdFontForRepeatVisits);
}
