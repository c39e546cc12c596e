// @ts-check
// Post-build step: asks V8 to compile the scripts every page starts with while they download.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { COMPILE_HINT, htmlFiles, startupScripts } from './output.mjs';

/*
 * React and the Next router run almost every function they ship while a page hydrates. V8
 * compiles a function lazily, on the main thread, the first time it runs, and on a slow phone
 * that compiling made hydration one long blocking task. The magic comment (V8 explicit compile
 * hints, Chromium 136+) has these files compiled off the main thread as they stream in; other
 * engines see a comment. Chunks loaded later, on demand, keep lazy compilation.
 */
/**
 * @param {string} outDir
 * @param {string} [basePath]
 * @returns {number} how many scripts carry the hint
 */
export function addCompileHints(outDir, basePath = '') {
  const scripts = new Set(
    htmlFiles(outDir).flatMap((file) => startupScripts(readFileSync(file, 'utf8'), basePath)),
  );
  for (const src of scripts) {
    const path = join(outDir, src);
    const code = readFileSync(path, 'utf8');
    if (!code.startsWith(COMPILE_HINT)) writeFileSync(path, COMPILE_HINT + code);
  }
  return scripts.size;
}
