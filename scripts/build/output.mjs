// @ts-check
// Reads what `npm run build` wrote to out/. Shared by the post-build steps, the tools and the tests
// that check the build, so each of them sees the output the same way.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Where Next writes its hashed files (scripts, stylesheets, fonts), under the site's basePath.
 * @param {string} [basePath]
 */
export function frameworkFiles(basePath = '') {
  return `${basePath}/_next/static/`;
}

/**
 * A post-build step that did not do what it meant to. The build stops with one line naming the
 * step, the page and what was expected, so a change in the framework's output is never shipped.
 */
export class BuildStepError extends Error {
  /**
   * @param {string} step the step's name, as postbuild.mjs lists it
   * @param {string} page the page (or file) it failed on
   * @param {string} expected what the step expected to find or leave
   */
  constructor(step, page, expected) {
    super(`${step}: ${page}: ${expected}`);
    this.name = 'BuildStepError';
  }
}

/**
 * Framework output a step that rewrites Next's pages does not recognise. The step has written
 * nothing, so the pages start as Next wrote them: the build goes on without it, saying in one
 * line which step stood aside and why (steps.mjs), since a site a little slower beats no deploy.
 */
export class UnrecognisedOutput extends BuildStepError {
  /**
   * @param {string} step
   * @param {string} page
   * @param {string} expected
   */
  constructor(step, page, expected) {
    super(step, page, expected);
    this.name = 'UnrecognisedOutput';
  }
}

/**
 * @typedef {{ step: string, why: string }} StoodAside a step that left Next's output as it was,
 *   and what it did not recognise
 */

/**
 * Where a build keeps the steps that stood aside: beside the output folder, never inside it, so
 * no host serves it; the Lighthouse gate reads it (tests/quality/lighthouse.mjs).
 * @param {string} outDir
 */
export function stoodAsideFile(outDir) {
  return `${resolve(outDir)}.stood-aside.json`;
}

/**
 * @param {string} outDir
 * @returns {StoodAside[]} none where the build kept no record
 */
export function readStoodAside(outDir) {
  const file = stoodAsideFile(outDir);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : [];
}

/**
 * Written on every build, an empty list included, so no record of an earlier build outlives it.
 * @param {string} outDir
 * @param {StoodAside[]} stoodAside
 */
export function recordStoodAside(outDir, stoodAside) {
  writeFileSync(stoodAsideFile(outDir), `${JSON.stringify(stoodAside, null, 2)}\n`);
}

/**
 * Every start tag of an element with its attributes, whatever their order, quoting or case.
 * @param {string} html
 * @param {string} element e.g. 'script'
 * @returns {{ tag: string, attributes: Record<string, string> }[]}
 */
export function startTags(html, element) {
  return [...html.matchAll(new RegExp(`<${element}\\b([^>]*)>`, 'gi'))].map(([tag, rest = '']) => {
    /** @type {Record<string, string>} */
    const attributes = {};
    for (const [, name = '', ...values] of rest.matchAll(
      /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g,
    )) {
      attributes[name.toLowerCase()] = values.find((value) => value !== undefined) ?? '';
    }
    return { tag, attributes };
  });
}

/** V8's explicit compile hint, put at the top of every start-up script by compile-hints.mjs. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Every file under a folder, hashed assets included.
 * @param {string} dir
 * @returns {string[]}
 */
export function allFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    // The entry's own type, no stat a file: a link is followed.
    const folder = entry.isSymbolicLink() ? statSync(path).isDirectory() : entry.isDirectory();
    return folder ? allFiles(path) : [path];
  });
}

/** The CMS's folder in the output (scripts/build/cms.mjs): an app of its own, not a page. */
export const CMS_FOLDER = 'admin';

/**
 * Every page under a folder: its HTML files, hashed assets (_next/) and the CMS excluded.
 * @param {string} dir
 * @param {string[]} [files] the folder's files, where they were listed already (allFiles)
 * @returns {string[]}
 */
export function htmlFiles(dir, files = allFiles(dir)) {
  return files.filter((path) => {
    const [top, ...rest] = relative(dir, path).split(sep);
    return path.endsWith('.html') && top !== CMS_FOLDER && ![top, ...rest].includes('_next');
  });
}

/**
 * A post-build step's rewrite: each file's text through `transform`, written back where it changed.
 * @param {string[]} files
 * @param {(text: string, file: string) => string} transform
 * @returns {number} how many files changed
 */
export function rewriteFiles(files, transform) {
  let changed = 0;
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const rewritten = transform(text, file);
    if (rewritten === text) continue;
    writeFileSync(file, rewritten);
    changed++;
  }
  return changed;
}

/**
 * A step's rewrite of many files, planned before any is written: each file's text and what the
 * step makes of it, so the step can check every result and stand aside with nothing written.
 * @param {string[]} files
 * @param {(text: string, file: string) => string} transform
 * @returns {{ file: string, text: string, rewritten: string }[]}
 */
export function planRewrites(files, transform) {
  return files.map((file) => {
    const text = readFileSync(file, 'utf8');
    return { file, text, rewritten: transform(text, file) };
  });
}

/**
 * Writes a plan of planRewrites where it changed a file.
 * @param {{ file: string, text: string, rewritten: string }[]} plan
 * @returns {number} how many files changed
 */
export function writeRewrites(plan) {
  const changed = plan.filter(({ text, rewritten }) => rewritten !== text);
  for (const { file, rewritten } of changed) writeFileSync(file, rewritten);
  return changed.length;
}

/**
 * The path a file answers, e.g. out/about/index.html → /about/.
 * @param {string} file
 * @param {string} outDir
 */
export function routeOf(file, outDir) {
  return `/${relative(outDir, file).split('\\').join('/')}`.replace(/index\.html$/, '');
}

/**
 * The pages the site publishes, as paths (`/`, `/about/`, `/de/about/` …), in the sitemap's order.
 * The sitemap is generated from content/navigation.ts and content/languages.mjs, so no tool keeps
 * a route list of its own.
 * @param {string} [outDir]
 * @param {{ basePath?: string, nested?: readonly string[] }} [build] only one build's pages: those
 *   under its base path, less those under the base paths nested in it (the other languages' in
 *   the default's)
 */
export function publishedPaths(outDir = 'out', { basePath = '', nested = [] } = {}) {
  const sitemap = readFileSync(join(outDir, 'sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map(([, loc = '']) => new URL(loc).pathname)
    .filter(
      (path) =>
        path.startsWith(`${basePath}/`) && !nested.some((root) => path.startsWith(`${root}/`)),
    );
}

/** The id of the JSON list of framework scripts a page starts once loaded (deferred-scripts.mjs). */
export const SCRIPT_LIST_ID = 'framework-scripts';

/** The attribute of that list naming the file the page's payload is fetched from. */
export const PAYLOAD_ATTRIBUTE = 'data-payload';

const SCRIPT_LIST = new RegExp(
  `<script type="application/json" id="${SCRIPT_LIST_ID}"([^>]*)>([^<]*)</script>`,
);

/**
 * The framework scripts a page's loader starts (deferred-scripts.mjs), in order.
 * @param {string} html
 * @returns {string[]}
 */
export function scriptList(html) {
  const list = SCRIPT_LIST.exec(html)?.[2];
  return list ? JSON.parse(list) : [];
}

/**
 * The file a page fetches its payload from (deferred-scripts.mjs), if it has one.
 * @param {string} html
 */
export function payloadUrl(html) {
  const attributes = SCRIPT_LIST.exec(html)?.[1] ?? '';
  return new RegExp(`\\s${PAYLOAD_ATTRIBUTE}="([^"]+)"`).exec(attributes)?.[1];
}

// Next hands its payload to the page as `self.__next_f.push([1,"…"])` scripts, the argument JSON.
export const INLINE_PAYLOAD =
  /<script>self\.__next_f\.push\((\[1,"(?:[^"\\]|\\[\s\S])*"\])\)<\/script>/g;

/**
 * The payload text a page's inline scripts hand to Next ('' when there are none).
 * @param {string} html
 */
export function inlinePayload(html) {
  return [...html.matchAll(INLINE_PAYLOAD)]
    .map(([, argument = '[]']) => /** @type {[1, string]} */ (JSON.parse(argument))[1])
    .join('');
}

/**
 * The same-origin classic scripts a page starts, from its tags and from its deferred list
 * (nomodule polyfills excluded), as paths inside the output folder.
 * @param {string} html
 * @param {string} [basePath]
 */
export function startupScripts(html, basePath = '') {
  const tagged = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map(([, attributes = '']) => attributes)
    .filter((attributes) => !/\snomodule/i.test(attributes))
    .map((attributes) => /\ssrc="([^"]+)"/.exec(attributes)?.[1] ?? '');
  return [...tagged, ...scriptList(html)]
    .filter((src) => src.startsWith(frameworkFiles(basePath)))
    .map((src) => src.slice(basePath.length).split('?')[0] ?? src);
}

/**
 * The gzip size of each script a page starts.
 * @param {string} html
 * @param {string} outDir
 */
export function startupScriptSizes(html, outDir) {
  return startupScripts(html).map((src) => ({
    src,
    gzipBytes: gzipSync(readFileSync(join(outDir, src))).length,
  }));
}

const INLINE_SCRIPT = /<script\b((?:(?!\bsrc=)[^>])*)>([\s\S]*?)<\/script>/gi;
// JSON-LD and other data blocks are never executed, so CSP does not govern them.
const DATA_BLOCK = /\btype="application\/(?:ld\+)?json"/i;

/**
 * The CSP source of every inline script a page runs ('sha256-…'), data blocks and empty scripts
 * (which never run) excluded.
 * @param {string} html
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (DATA_BLOCK.test(attributes) || body.length === 0) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** A url() in CSS: the quote it uses, then the URL. */
export const CSS_URL = /url\((['"]?)([^'")]+)\1\)/g;

/**
 * Every URL a page points at: href, src and srcset candidates (attribute values are HTML-escaped
 * in the export; links only ever need &amp; undone) and the url()s of its <style> elements.
 * @param {string} html
 */
export function referencedUrls(html) {
  /** @param {RegExp} pattern */
  const attributes = (pattern) =>
    [...html.matchAll(pattern)].map(([, value = '']) => value.replaceAll('&amp;', '&'));
  const single = attributes(/\s(?:href|src)="([^"]*)"/g);
  const srcsets = attributes(/\s(?:srcset|imagesrcset)="([^"]*)"/gi).flatMap((set) =>
    set.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? ''),
  );
  const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].flatMap(([, css = '']) =>
    [...css.matchAll(CSS_URL)].map(([, , url = '']) => url),
  );
  return [...single, ...srcsets, ...styles].filter(Boolean);
}
