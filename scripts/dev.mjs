// @ts-check
// `npm run dev`: the settings the build reads (.env.production among them, scripts/build/load-env.mjs),
// what the pages read from the build's cache (scripts/build/prepare.mjs), then `next dev`. A photo added to or changed in content/images/, or an article or story changed in
// content/, is made again while the server runs; reload the page to see it. The first article of
// a language (or story, or tag) adds routes, which only a restart shows (next.config.mjs).
import { loadedEnvFiles } from './build/load-env.mjs';
import { spawn } from 'node:child_process';
import { existsSync, statSync, watch } from 'node:fs';
import { join } from 'node:path';
import { collections } from '../content/schema.mjs';
import { SEARCH, SITE_LANGUAGE } from '../lib/settings/env.mjs';
import { IMAGE_SOURCE_DIR } from '../lib/content/images.mjs';
import { buildImages } from './build/images.mjs';
import { buildMarkdown } from './build/markdown.mjs';
import { prepareSources } from './build/prepare.mjs';
import { DEV_SEARCH_ORIGIN, lastBuildIndex, serveIndex } from './dev/search-index.mjs';
import { binScript, NEXT_ENV } from './tools/node-tools.mjs';

/** @param {string} step @returns {(error: unknown) => void} */
const report = (step) => (error) =>
  console.error(`${step}: ${error instanceof Error ? error.message : error}`);

console.log(
  `dev: settings from ${loadedEnvFiles.length > 0 ? loadedEnvFiles.join(', ') : 'no .env file'}, as the build reads them`,
);
await prepareSources({ log: console.log }).catch(report('prepare'));

/**
 * Runs a step again after changes under a folder: once for a burst of events (an editor writes a
 * file in several steps).
 * @param {string} dir
 * @param {() => Promise<unknown>} step
 * @param {string} name
 */
function rerunOnChange(dir, step, name) {
  /** @type {NodeJS.Timeout | undefined} */
  let pending;
  watch(dir, { recursive: true }, () => {
    clearTimeout(pending);
    pending = setTimeout(() => {
      step().catch(report(name));
    }, 200);
  });
}

rerunOnChange(IMAGE_SOURCE_DIR, () => buildImages({ log: console.log }), 'images');
for (const { folder } of Object.values(collections)) {
  const dir = join(process.cwd(), folder);
  if (existsSync(dir)) rerunOnChange(dir, buildMarkdown, 'markdown');
}

/** @type {Record<string, string>} */
const searchEnv = {};
if (SEARCH) {
  const index = lastBuildIndex(join('out', SITE_LANGUAGE));
  if (index) {
    const { origin } = await serveIndex(index);
    searchEnv[DEV_SEARCH_ORIGIN] = origin;
    console.log(
      `dev: search finds what the last build indexed (${index}/, ${statSync(index).mtime.toISOString()})`,
    );
  } else console.log('dev: search has no index until `npm run build` has made one');
}

const next = spawn(process.execPath, [binScript('next'), 'dev', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, ...NEXT_ENV, ...searchEnv },
});
next.on('exit', (code) => process.exit(code ?? 0));
// Stopped by another program (a test, an editor's task), the server stops with it.
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
  process.on(signal, () => next.kill(signal));
