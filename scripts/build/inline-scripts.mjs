// @ts-check
// The inline scripts the post-build steps write into the pages: functions of
// lib/browser/inline-scripts/, each called with its arguments and minified here, since Node gives a
// function's text as it was written, comments and all. The CSP step hashes whatever ends up inline.
import { minify_sync } from 'terser';
import { inlineScript } from '../../lib/browser/inline-scripts/inline-script.mjs';

/** Each script's minified text by its source: a step writes the same script into every page. */
const minified = new Map();

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
  const { code } = minify_sync(source, {
    // The pages' scripts run in the browsers Next supports, all of which read ES2020.
    ecma: 2020,
    compress: { passes: 2 },
    format: { ascii_only: true },
  });
  if (!code) throw new Error(`The inline script ${fn.name} minified to nothing`);
  minified.set(source, code);
  return code;
}
