// @ts-check
// Post-build step: the framework's scripts start once the page itself is on screen.
//
// Next.js puts its chunks in <head> as async scripts (and preloads one), so they download beside
// what the first paint needs, and on a slow phone share its bandwidth. Lighthouse's simulated
// throttling (what PageSpeed Insights reports) also counts every request that ended before the
// largest paint of the fast trace, so those 140 kB of JavaScript pushed its LCP 1.4 s past FCP.
// The page needs no script to show itself (the menu is a popover, the form takes typing before
// hydration), so the chunks move into a JSON list that a tiny inline loader — the same on every
// page, so one CSP hash — starts once the page has loaded and painted
// (lib/browser/inline-scripts/script-loader.mjs and after-first-paint.mjs).
//
// The page's React Server Components payload, which only hydration reads, leaves the HTML too:
// inline it was about half of each page's compressed HTML. The export writes the same text beside
// the page as `index.txt` (client navigation fetches it), so the loader fetches that file. The
// 404 page, served at any address, has no such file and keeps its payload inline.
//
// The loader holds Next's start through the list Next's bootstrap reads (self.__next_s) until
// every file is in. Each kind of page's start-up is run here with the built files (startup.mjs)
// before any page is written, so on a Next release that starts its app another way the step
// stands aside and the pages start as Next wrote them, instead of never.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { FRAMEWORK_ATTRIBUTE, HYDRATED_ATTRIBUTE } from '../../lib/browser/page-state.mjs';
import { afterFirstPaint } from '../../lib/browser/inline-scripts/after-first-paint.mjs';
import {
  ATTEMPTS,
  LATE_AFTER_MS,
  REQUEST_TIMEOUT_MS,
  startFrameworkScripts,
} from '../../lib/browser/inline-scripts/script-loader.mjs';
import { builtInlineScript } from './inline-scripts.mjs';
import { isNotFoundPage } from './host-config.mjs';
import { runStartup } from './startup.mjs';
import {
  frameworkFiles,
  htmlFiles,
  INLINE_PAYLOAD,
  inlinePayload,
  PAYLOAD_ATTRIBUTE,
  payloadUrl,
  planRewrites,
  routeOf,
  SCRIPT_LIST_ID,
  scriptList,
  startTags,
  UnrecognisedOutput,
  writeRewrites,
} from './output.mjs';

export const STEP = 'deferred-scripts';

// The first line of a React Server Components payload is a row: a hex id and a colon. An HTML
// page in its place (a captive portal, a host answering every path with index.html) is not.
const PAYLOAD_START = '^[0-9a-f]+:';

/** Identical on every page, so the CSP step hashes one and the same script. */
export const LOADER = builtInlineScript(startFrameworkScripts, afterFirstPaint, {
  listId: SCRIPT_LIST_ID,
  payloadAttribute: PAYLOAD_ATTRIBUTE,
  hydrated: HYDRATED_ATTRIBUTE,
  framework: FRAMEWORK_ATTRIBUTE,
  attempts: ATTEMPTS,
  timeoutMs: REQUEST_TIMEOUT_MS,
  lateAfterMs: LATE_AFTER_MS,
  payloadStart: PAYLOAD_START,
});

/**
 * The framework scripts a tag starts that the loader can start instead: a same-origin classic
 * script with `async` and no other attribute than an id no part of the page refers to (React
 * names its first bootstrap script `_R_`: 16.2 and 16.3 put it on a chunk's tag, 16.4 on an
 * inline script). Any other tag (crossorigin, integrity, type=module) is left for verifyDeferred
 * to refuse, since the loader would start it otherwise than the tag did.
 * @param {Record<string, string>} attributes
 * @param {string} html the page, for what refers to the tag's id
 * @param {string} prefix
 */
function startedByLoader(attributes, html, prefix) {
  const { src, async, id, ...rest } = attributes;
  return (
    src?.startsWith(prefix) === true &&
    async !== undefined &&
    Object.keys(rest).length === 0 &&
    (id === undefined || !html.includes(`"#${id}"`))
  );
}

/**
 * Moves the framework's scripts into the loader's list and, given the file that holds exactly the
 * page's payload, the payload out of the page. It reads Next's tags by their attributes, in any
 * order or quoting: a tag it does not recognise is left for verifyDeferred to refuse.
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
    .replace(/<link\b[^>]*>/gi, (tag) => {
      const { attributes = {} } = startTags(tag, 'link')[0] ?? {};
      const preloadsScript =
        attributes.rel?.toLowerCase() === 'preload' && attributes.as?.toLowerCase() === 'script';
      return preloadsScript && attributes.href?.startsWith(prefix) ? '' : tag;
    })
    .replace(/<script\b[^>]*><\/script>/gi, (tag) => {
      const { attributes = {} } = startTags(tag, 'script')[0] ?? {};
      if (!startedByLoader(attributes, html, prefix)) return tag;
      const src = attributes.src ?? '';
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
 * What a deferred page must look like: no framework script started or preloaded by a tag, one
 * list naming each chunk once (every one in the output), one loader, and the payload fetched from
 * its file where one stands beside the page, else (the 404 page) still inline and whole.
 * @param {string} html
 * @param {{ page: string, outDir: string, basePath?: string, payloadFile?: string }} context
 *   page: the page's path (routeOf); payloadFile: the text of its `index.txt`, where there is one
 */
export function verifyDeferred(html, { page, outDir, basePath = '', payloadFile }) {
  const prefix = frameworkFiles(basePath);
  const refuse = (/** @type {string} */ expected) => {
    throw new UnrecognisedOutput(STEP, page, expected);
  };
  for (const { tag, attributes } of startTags(html, 'script')) {
    if (attributes.src?.startsWith(prefix) && !('nomodule' in attributes)) {
      refuse(`expected every framework script started by the loader, found ${tag}`);
    }
  }
  for (const { tag, attributes } of startTags(html, 'link')) {
    const rel = attributes.rel?.toLowerCase() ?? '';
    const preloadsScript =
      rel === 'modulepreload' || (rel === 'preload' && attributes.as?.toLowerCase() === 'script');
    if (preloadsScript && attributes.href?.startsWith(prefix)) {
      refuse(`expected no framework script preloaded by a tag, found ${tag}`);
    }
  }
  const lists = startTags(html, 'script').filter(
    ({ attributes }) => attributes.id === SCRIPT_LIST_ID,
  );
  if (lists.length !== 1)
    refuse(`expected one script list (#${SCRIPT_LIST_ID}), found ${lists.length}`);
  const loaders = html.split(`<script>${LOADER}</script>`).length - 1;
  if (loaders !== 1) refuse(`expected the loader once, found it ${loaders} times`);
  const sources = scriptList(html);
  if (sources.length === 0) refuse('expected at least one framework script in the list');
  const twice = sources.find((src, index) => sources.indexOf(src) !== index);
  if (twice) refuse(`expected each script started once, ${twice} is listed twice`);
  const missing = sources.find((src) => !existsSync(join(outDir, src.slice(basePath.length))));
  if (missing) refuse(`expected every listed script in the output, ${missing} is not`);
  const fetched = payloadUrl(html);
  const inline = inlinePayload(html);
  if (payloadFile !== undefined) {
    if (!fetched) {
      refuse(
        inline === ''
          ? 'expected the payload fetched from index.txt, found neither that nor an inline payload Next writes'
          : `expected the payload fetched from index.txt, but the inline payload (${inline.length} characters) differs from the file (${payloadFile.length})`,
      );
    }
    if (/self\.__next_f\.push\(\[1,/.test(html))
      refuse('expected no payload left inline beside the fetched one');
  } else if (!isNotFoundPage(page)) {
    refuse('expected an index.txt beside the page to fetch its payload from, found none');
  } else if (fetched || inline === '') {
    refuse('expected the payload inline, as the 404 page is served at any address');
  }
}

/**
 * Runs the page's start-up with the built files (startup.mjs): Next's bootstrap must ask the
 * loader's list before it starts the app, and start it once the loader has every file in. Else a
 * Next release that reads the list another way would ship pages whose scripts never start.
 * @param {string} html
 * @param {{ page: string, outDir: string, basePath?: string }} context
 */
export async function verifyStartup(html, { page, outDir, basePath = '' }) {
  const { asked, after, errors } = await runStartup(html, { outDir, basePath });
  const thrown = errors.length > 0 ? ` (the scripts reported: ${errors.join('; ')})` : '';
  if (asked === 0 || after === 0) {
    throw new UnrecognisedOutput(
      STEP,
      page,
      asked === 0
        ? `expected Next's bootstrap to wait on the loader's list (self.__next_s), but it never asked for it${thrown}: this Next starts its app another way, see docs/performance.md#when-next-changes`
        : `expected Next to start the app once the loader had every file in, but nothing started${thrown}: see docs/performance.md#when-next-changes`,
    );
  }
}

const INLINE_PAYLOAD_ROW = new RegExp(`^${INLINE_PAYLOAD.source}$`);

/**
 * What a page's start-up in the sandbox depends on: the scripts its loader starts, whether its
 * payload is fetched, and its inline scripts other than the payload's rows and data blocks. Pages
 * alike in these start alike, so one start-up run stands for all of them: a site of 1,000 pages
 * has a handful of kinds.
 * @param {string} html a deferred page
 */
export function startupKind(html) {
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes = '']) => !/\bsrc=|type="application\/(?:ld\+)?json"/i.test(attributes))
    .map(([whole]) => whole)
    .filter((script) => !INLINE_PAYLOAD_ROW.test(script));
  return JSON.stringify([scriptList(html), payloadUrl(html) !== undefined, inline]);
}

/**
 * Defers every page's scripts, all or nothing: each page's result is checked, and one page of
 * each kind of start-up run (startupKind), before any page is written. On output it does not
 * recognise it throws UnrecognisedOutput with every page as Next wrote it.
 * @param {string} outDir
 * @param {string} [basePath]
 * @returns {Promise<{ pages: number, payloads: number, kinds: number }>} how many pages start
 *   their scripts on load, how many of them fetch their payload, and how many kinds of start-up
 *   were run
 */
export async function deferAllScripts(outDir, basePath = '') {
  const payloadFileOf = (/** @type {string} */ file) => {
    const data = join(dirname(file), 'index.txt');
    return file.endsWith(`${sep}index.html`) && existsSync(data)
      ? {
          url: `${basePath}/${relative(outDir, data).split(sep).join('/')}`,
          text: readFileSync(data, 'utf8'),
        }
      : undefined;
  };
  /** @type {Map<string, { html: string, page: string }>} */
  const kinds = new Map();
  let payloads = 0;
  const plan = planRewrites(htmlFiles(outDir), (html, file) => {
    const payload = payloadFileOf(file);
    const deferred = deferScripts(html, basePath, payload);
    const page = routeOf(file, outDir);
    verifyDeferred(deferred, { page, outDir, basePath, payloadFile: payload?.text });
    const kind = startupKind(deferred);
    if (!kinds.has(kind)) kinds.set(kind, { html: deferred, page });
    if (payloadUrl(deferred)) payloads++;
    return deferred;
  });
  for (const { html, page } of kinds.values())
    await verifyStartup(html, { page, outDir, basePath });
  writeRewrites(plan);
  return { pages: plan.length, payloads, kinds: kinds.size };
}
