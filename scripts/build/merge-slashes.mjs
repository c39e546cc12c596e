// @ts-check
// Post-build step: every page repairs an address with repeated slashes before Next.js reads it.
import { readFileSync } from 'node:fs';
import { repairSlashes } from '../../lib/browser/inline-scripts/slash-repair.mjs';
import { builtInlineScript } from './inline-scripts.mjs';
import { BuildStepError, htmlFiles, rewriteFiles, routeOf } from './output.mjs';

export const STEP = 'merge-slashes';

/** The slash repair (lib/browser/inline-scripts/slash-repair.mjs), first in every page's <head>. */
export const MERGE_SLASHES_SCRIPT = builtInlineScript(repairSlashes);

const TAG = `<script>${MERGE_SLASHES_SCRIPT}</script>`;

/**
 * @param {string} html
 */
export function addMergeSlashesScript(html) {
  if (html.includes(TAG)) return html;
  // After the charset, which must stay within the first 1024 bytes, and before every other script.
  const charset = '<meta charSet="utf-8"/>';
  return html.includes(charset)
    ? html.replace(charset, `${charset}${TAG}`)
    : html.replace(/<head>/i, `<head>${TAG}`);
}

/**
 * @param {string} outDir
 * @returns {number} how many pages carry the script
 */
export function addMergeSlashesScripts(outDir) {
  const files = htmlFiles(outDir);
  rewriteFiles(files, addMergeSlashesScript);
  for (const file of files) {
    const html = readFileSync(file, 'utf8');
    if (html.search(/<script\b/i) !== html.indexOf(TAG) || html.indexOf(TAG) === -1) {
      throw new BuildStepError(
        STEP,
        routeOf(file, outDir),
        'expected the slash repair as the first script',
      );
    }
  }
  return files.length;
}
