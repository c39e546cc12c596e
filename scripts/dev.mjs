// @ts-check
// `npm run dev`: the settings the build reads (.env.production among them, scripts/build/load-env.mjs),
// what the pages read from the build's cache (scripts/build/prepare.mjs), then `next dev`, which
// listens without waiting for the photos: they are encoded behind it, a box of their size standing
// in for each until it is ready (scripts/dev/images.mjs), and one line says when they all are. Any
// change in content/ (a photo, an article or story, the copy), however the editor saves it, makes
// the images and the Markdown again, in that order, so a photo and the text that names it show
// whichever comes first (scripts/dev/watch.mjs); reload the page to see it. Where search is on, the
// last build's index answers (scripts/dev/search-index.mjs). The first article of a language (or
// story, or tag) adds routes, which only a restart shows (next.config.mjs).
import { loadedEnvFiles } from './build/load-env.mjs';
import { spawn } from 'node:child_process';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGE, OTHER_LANGUAGES } from '../lib/content/languages.mjs';
import { SEARCH, SITE_BASE_PATH, SITE_LANGUAGE } from '../lib/settings/env.mjs';
import { buildMarkdown } from './build/markdown.mjs';
import { prepareSourcesButImages } from './build/prepare.mjs';
import { backgroundImages } from './dev/images.mjs';
import { DEV_LANGUAGES_ORIGIN, serveLanguages } from './dev/languages.mjs';
import { DEV_SEARCH_ORIGIN, lastBuildIndex, serveIndex } from './dev/search-index.mjs';
import { rerunOnChange } from './dev/watch.mjs';
import { binScript, NEXT_ENV } from './tools/node-tools.mjs';

/** @param {string} step @returns {(error: unknown) => void} */
const report = (step) => (error) =>
  console.error(`${step}: ${error instanceof Error ? error.message : error}`);

console.log(
  `dev: settings from ${loadedEnvFiles.length > 0 ? loadedEnvFiles.join(', ') : 'no .env file'}, as the build reads them`,
);
const images = backgroundImages({ log: console.log });
await Promise.all([images.update(), prepareSourcesButImages()]).catch(report('prepare'));

rerunOnChange(join(process.cwd(), 'content'), [images.update, buildMarkdown], {
  report: report('content'),
});

/** @type {Record<string, string>} */
const served = {};
const languages =
  LANGUAGE.isDefault && OTHER_LANGUAGES.length > 0
    ? await serveLanguages({
        languages: OTHER_LANGUAGES,
        siteBasePath: SITE_BASE_PATH,
        log: console.log,
      })
    : undefined;
if (languages) served[DEV_LANGUAGES_ORIGIN] = languages.origin;
if (SEARCH) {
  const index = lastBuildIndex(join('out', SITE_LANGUAGE));
  if (index) {
    const { origin } = await serveIndex(index);
    served[DEV_SEARCH_ORIGIN] = origin;
    console.log(
      `dev: search finds what the last build indexed (${index}/, ${statSync(index).mtime.toISOString()})`,
    );
  } else console.log('dev: search has no index until `npm run build` has made one');
}

const next = spawn(process.execPath, [binScript('next'), 'dev', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, ...NEXT_ENV, ...served },
});
next.on('exit', (code) => {
  languages?.close();
  process.exit(code ?? 0);
});
// Stopped by another program (a test, an editor's task), the server stops with it.
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
  process.on(signal, () => next.kill(signal));
