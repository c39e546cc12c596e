// @ts-check
// `npm run build`: the settings checked and the sources prepared (prebuild.mjs), `next build`, then
// the post-build steps (postbuild.mjs). One Node entry, so every shell runs it the same way
// (cmd.exe has no VAR=value), with Next's telemetry off.
// Usage: node scripts/build/build.mjs [outDir]
import { join } from 'node:path';
import { binScript, NEXT_ENV, runNode } from '../node-tools.mjs';

try {
  runNode(join(import.meta.dirname, 'prebuild.mjs'));
  runNode(binScript('next'), ['build'], { env: NEXT_ENV });
  runNode(join(import.meta.dirname, 'postbuild.mjs'), process.argv.slice(2));
} catch (error) {
  console.error(`build: ${/** @type {Error} */ (error).message}`);
  process.exit(1);
}
