// @ts-check
// Post-build step: the framework's scripts start once the page itself has loaded.
//
// Next.js puts its chunks in <head> as async scripts (and preloads one), so they download beside
// the stylesheet, the font and the first image that the first paint needs, and on a slow phone
// share its bandwidth. Lighthouse's simulated throttling (what PageSpeed Insights reports) also
// counts every request that ended before the largest paint of the fast trace, so those 140 kB of
// JavaScript pushed its LCP 1.4 s past FCP. The page needs no script to show itself (the menu
// opens without one), so the chunks move into a JSON list that a tiny inline loader — the same on
// every page, so one CSP hash — appends once the page has loaded (everything the first screen
// uses) and its first contentful paint has been reported (after-first-paint.mjs).
//
// The page's React Server Components payload, which only hydration reads, leaves the HTML too:
// inline it was about half of each page's compressed HTML, on the first paint's critical path.
// The export already writes the same text beside the page as `index.txt` (client navigation
// fetches it), so the loader fetches that file and hands it to Next exactly as the inline scripts
// did before it starts the chunks. A page whose payload has no such file (the 404, served at any
// address) keeps it inline.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { AFTER_FIRST_PAINT } from './after-first-paint.mjs';
import {
  frameworkFiles,
  htmlFiles,
  INLINE_PAYLOAD,
  inlinePayload,
  PAYLOAD_ATTRIBUTE,
  payloadUrl,
  SCRIPT_LIST_ID,
} from './output.mjs';

/** Identical on every page, so the CSP step hashes one and the same script. */
export const LOADER = [
  `(function(){${AFTER_FIRST_PAINT}afterFirstPaint(function(){`,
  `var list=document.getElementById("${SCRIPT_LIST_ID}"),payload=list.getAttribute("${PAYLOAD_ATTRIBUTE}");`,
  'function run(){JSON.parse(list.textContent).forEach(function(src){',
  'var script=document.createElement("script");script.src=src;document.head.appendChild(script)})}',
  'if(!payload)return run();',
  'fetch(payload).then(function(response){',
  'if(!response.ok)throw new Error(payload+" answered "+response.status);return response.text()',
  '}).then(function(text){(self.__next_f=self.__next_f||[]).push([1,text]);run()})})})()',
].join('');

/**
 * @param {string} html
 * @param {string} [basePath]
 * @param {{ url: string, text: string }} [payload] the file holding the page's payload, if any
 */
export function deferScripts(html, basePath = '', payload) {
  const prefix = frameworkFiles(basePath);
  /** @type {string[]} */
  const sources = [];
  let without = html
    // A preload would start the download as early as the tags did.
    .replace(/<link rel="preload" as="script"[^>]*\/>/g, (tag) =>
      tag.includes(`href="${prefix}`) ? '' : tag,
    )
    .replace(/<script src="([^"]+)" async=""><\/script>/g, (tag, src) => {
      if (!src.startsWith(prefix)) return tag;
      if (!sources.includes(src)) sources.push(src);
      return '\u0000';
    });
  if (sources.length === 0) return html;
  let fetched = '';
  // Only a file that holds exactly the inline text may stand in for it.
  if (payload && payload.text !== '' && inlinePayload(without) === payload.text) {
    without = without.replace(INLINE_PAYLOAD, '');
    fetched = ` ${PAYLOAD_ATTRIBUTE}="${payload.url}"`;
  }
  const list = `<script type="application/json" id="${SCRIPT_LIST_ID}"${fetched}>${JSON.stringify(sources)}</script><script>${LOADER}</script>`;
  // The list takes the place of the first tag; the other tags simply go.
  return without.replace('\u0000', () => list).replace(/\u0000/g, '');
}

/**
 * @param {string} outDir
 * @param {string} [basePath]
 * @returns {{ pages: number, payloads: number }} how many pages start their scripts on load, and
 *   how many of them fetch their payload
 */
export function deferAllScripts(outDir, basePath = '') {
  let pages = 0;
  let payloads = 0;
  for (const file of htmlFiles(outDir)) {
    const html = readFileSync(file, 'utf8');
    const data = join(dirname(file), 'index.txt');
    const payload =
      file.endsWith(`${sep}index.html`) && existsSync(data)
        ? {
            url: `${basePath}/${relative(outDir, data).split(sep).join('/')}`,
            text: readFileSync(data, 'utf8'),
          }
        : undefined;
    const deferred = deferScripts(html, basePath, payload);
    if (deferred !== html) pages++;
    if (payloadUrl(deferred)) payloads++;
    writeFileSync(file, deferred);
  }
  return { pages, payloads };
}
