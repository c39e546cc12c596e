// @ts-check
// Post-build step: asks V8 to compile the scripts every page starts with while they download.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { COMPILE_HINT, htmlFiles, routeOf, startupScripts, UnrecognisedOutput } from './output.mjs';

export const STEP = 'compile-hints';

/*
 * React and the Next router run almost every function they ship while a page hydrates. V8
 * compiles a function lazily, on the main thread, the first time it runs, and on a slow phone
 * that compiling made hydration one long blocking task. The magic comment (V8 explicit compile
 * hints, Chromium 136+) has these files compiled off the main thread as they stream in; other
 * engines see a comment. Chunks loaded later, on demand, keep lazy compilation.
 */
/**
 * @typedef {{
 *   startupScripts(file: string): string[] | undefined,
 *   noteStartupScripts(file: string, scripts: string[]): void,
 * }} KnownScripts the post-build cache (postbuild-cache.mjs): what a page it keeps starts, as read
 *   in the build that made the page, and what the pages read here start, for their entries
 */
/**
 * @param {string} outDir
 * @param {string} [basePath]
 * @param {KnownScripts} [known]
 * @returns {number} how many scripts carry the hint
 */
export function addCompileHints(outDir, basePath = '', known) {
  const pages = htmlFiles(outDir).map((file) => {
    let scripts = known?.startupScripts(file);
    if (!scripts) {
      scripts = startupScripts(readFileSync(file, 'utf8'), basePath);
      known?.noteStartupScripts(file, scripts);
    }
    return { page: routeOf(file, outDir), scripts };
  });
  // Every page hydrates: one that starts no script means its tags went unread, and the step stands
  // aside before it has written a hint.
  for (const { page, scripts: started } of pages) {
    if (started.length === 0) {
      throw new UnrecognisedOutput(STEP, page, 'expected the scripts the page starts, found none');
    }
  }
  const scripts = new Set(pages.flatMap((page) => page.scripts));
  for (const src of scripts) {
    const path = join(outDir, src);
    const code = readFileSync(path, 'utf8');
    if (!code.startsWith(COMPILE_HINT)) writeFileSync(path, COMPILE_HINT + code);
  }
  return scripts.size;
}
