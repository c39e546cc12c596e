// @ts-check
// `npm run dev`: what the pages read from the build's cache (scripts/build/prepare.mjs), then
// `next dev`. A photo added to or changed in content/images/ is encoded again while the server
// runs; reload the page to see it.
import { spawn } from 'node:child_process';
import { watch } from 'node:fs';
import { IMAGE_SOURCE_DIR } from '../lib/images.mjs';
import { buildImages } from './build/images.mjs';
import { prepareSources } from './build/prepare.mjs';
import { binScript, NEXT_ENV } from './node-tools.mjs';

/** @param {unknown} error */
const report = (error) =>
  console.error(`images: ${error instanceof Error ? error.message : error}`);

await prepareSources({ log: console.log }).catch(report);
/** @type {NodeJS.Timeout | undefined} */
let pending;
watch(IMAGE_SOURCE_DIR, { recursive: true }, () => {
  clearTimeout(pending);
  // One run for a burst of events (an editor writes a file in several steps).
  pending = setTimeout(() => {
    buildImages({ log: console.log }).catch(report);
  }, 200);
});

const next = spawn(process.execPath, [binScript('next'), 'dev', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, ...NEXT_ENV },
});
next.on('exit', (code) => process.exit(code ?? 0));
