// @ts-check
// `npm run build`: the settings checked and the sources prepared (prebuild.mjs), `next build`, then
// the post-build steps (postbuild.mjs), then the same for each other language (languages.mjs).
// One Node entry, so every shell runs it the same way (cmd.exe has no VAR=value), with Next's
// telemetry off. Each part's time is printed as it ends, beside the post-build steps' own.
// Usage: node scripts/build/build.mjs [outDir]
import { join } from 'node:path';
import { binScript, NEXT_ENV, runNode } from '../tools/node-tools.mjs';
import { buildOtherLanguages } from './languages.mjs';

/** Runs a part of the build and prints its time. @param {string} name @param {() => void} run */
function timed(name, run) {
  const start = performance.now();
  run();
  console.log(`build: ${name} took ${((performance.now() - start) / 1000).toFixed(1)} s`);
}

try {
  // Empty (the default language) in the shell, so a SITE_LANGUAGE left in a .env file for
  // `npm run dev` never changes the build.
  const env = { SITE_LANGUAGE: '' };
  timed('prebuild', () => runNode(join(import.meta.dirname, 'prebuild.mjs')));
  timed('next build', () =>
    runNode(binScript('next'), ['build'], { env: { ...NEXT_ENV, ...env } }),
  );
  timed('postbuild', () =>
    runNode(join(import.meta.dirname, 'postbuild.mjs'), process.argv.slice(2), { env }),
  );
  timed('other languages', () => buildOtherLanguages(process.argv[2] ?? 'out', env));
} catch (error) {
  console.error(`build: ${/** @type {Error} */ (error).message}`);
  process.exit(1);
}
