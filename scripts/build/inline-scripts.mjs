// @ts-check
// The inline scripts the post-build steps write into the pages: functions of
// lib/browser/inline-scripts/, each called with its arguments and minified here, since Node gives a
// function's text as it was written, comments and all. The CSP step hashes whatever ends up inline.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { inlineScript } from '../../lib/browser/inline-scripts/inline-script.mjs';

const require = createRequire(import.meta.url);

const OPTIONS = {
  // The pages' scripts run in the browsers Next supports, all of which read ES2020.
  ecma: /** @type {const} */ (2020),
  compress: { passes: 2 },
  format: { ascii_only: true },
};

/**
 * Each script's minified text kept between builds, by its source, the minifier's version and its
 * options: minifying the four scripts took 0.3-0.4 s of every build, a third of a rebuild's
 * post-build where one page changed.
 */
const CACHE_DIR = join(import.meta.dirname, '../../node_modules/.cache/site-inline-scripts');

/** Each script's minified text by its source: a step writes the same script into every page. */
const minified = new Map();

/** @param {string} source */
function minify(source) {
  /** @type {typeof import('terser')} Loaded only where a script is not in the cache. */
  const terser = require('terser');
  const { code } = terser.minify_sync(source, OPTIONS);
  return code;
}

/**
 * The minified text of an inline script that calls `fn` with `args` (lib/browser/inline-scripts/).
 * @param {(...args: any[]) => void} fn
 * @param {...unknown} args
 * @returns {string}
 */
export function builtInlineScript(fn, ...args) {
  const source = inlineScript(fn, ...args);
  const known = minified.get(source);
  if (known !== undefined) return known;
  const { version } = require('terser/package.json');
  const key = createHash('sha256')
    .update(JSON.stringify({ source, version, OPTIONS }))
    .digest('hex');
  const file = join(CACHE_DIR, `${key}.js`);
  let code;
  try {
    code = readFileSync(file, 'utf8');
  } catch {
    code = minify(source);
    if (!code) throw new Error(`The inline script ${fn.name} minified to nothing`);
    mkdirSync(CACHE_DIR, { recursive: true });
    // Into place by a rename: a build beside this one reads it whole or not at all.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, code);
    renameSync(partial, file);
  }
  minified.set(source, code);
  return code;
}
