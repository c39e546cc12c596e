// @ts-check
// `npm run dev`: what the pages read from the build's cache (scripts/build/prepare.mjs), then
// `next dev`, which listens without waiting for the photos: they are encoded behind it, a box of
// their size standing in for each until it is ready (scripts/dev/images.mjs), and one line says
// when they all are. Any change in content/ (a photo, an article or story, the copy), however the
// editor saves it, makes the images and the Markdown again, in that order, so a photo and the text
// that names it show whichever comes first (scripts/dev/watch.mjs); reload the page to see it. The
// first article of a language (or story, or tag) adds routes, which only a restart shows
// (next.config.mjs).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildMarkdown } from './build/markdown.mjs';
import { prepareSourcesButImages } from './build/prepare.mjs';
import { backgroundImages } from './dev/images.mjs';
import { rerunOnChange } from './dev/watch.mjs';
import { binScript, NEXT_ENV } from './tools/node-tools.mjs';

/** @param {string} step @returns {(error: unknown) => void} */
const report = (step) => (error) =>
  console.error(`${step}: ${error instanceof Error ? error.message : error}`);

const images = backgroundImages({ log: console.log });
await Promise.all([images.update(), prepareSourcesButImages()]).catch(report('prepare'));

rerunOnChange(join(process.cwd(), 'content'), [images.update, buildMarkdown], {
  report: report('content'),
});

const next = spawn(process.execPath, [binScript('next'), 'dev', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, ...NEXT_ENV },
});
next.on('exit', (code) => process.exit(code ?? 0));
