// @ts-check
// Captures the installed Next's own export, before any post-build step, into
// tests/fixtures/next-export/<minor>/ (16.4/): the unit tests run the post-build steps on each
// release's capture, and on mutations of it, so a change in what Next writes shows up as a failing
// test instead of a build that quietly ships something else.
// Run it again after upgrading next (tests/unit/postbuild-steps.test.ts says when), and with an
// older release installed in a scratch copy (npm run test:next-releases -- --capture does):
//   node tests/harness/capture-next-export.mjs
//
// Kept: the contact page and its payload (every step rewrites them), the 404 page (the one page
// that keeps its payload inline), the stylesheet, the font, and the chunks those pages start
// (about 560 kB), which the deferred-scripts step runs to see that Next still starts as its loader
// expects (scripts/build/startup.mjs).
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { captureDir, CAPTURED_PAGES } from '../fixtures/next-export.mjs';
import {
  frameworkFiles,
  referencedUrls,
  scriptList,
  startupScripts,
} from '../../scripts/build/output.mjs';
import { binScript, NEXT_ENV, runNode } from '../../scripts/tools/node-tools.mjs';

const ROOT = join(import.meta.dirname, '..', '..');
const BUILD_DIR = '.next-capture';

runNode(binScript('next'), ['build'], {
  cwd: ROOT,
  env: { ...NEXT_ENV, NEXT_DIST_DIR: BUILD_DIR },
});

const next = JSON.parse(readFileSync(join(ROOT, 'node_modules/next/package.json'), 'utf8')).version;
const from = join(ROOT, BUILD_DIR);
const to = join(ROOT, captureDir(next));
rmSync(to, { recursive: true, force: true });
const copy = (
  /** @type {string} */ path,
  /** @type {string} */ text = readFileSync(join(from, path), 'utf8'),
) => {
  mkdirSync(dirname(join(to, path)), { recursive: true });
  writeFileSync(join(to, path), text);
};

/** @type {Set<string>} */
const chunks = new Set();
/** @type {Set<string>} */
const assets = new Set();
for (const page of CAPTURED_PAGES) {
  const html = readFileSync(join(from, page), 'utf8');
  copy(page);
  if (page.endsWith('/index.html')) copy(page.replace(/index\.html$/, 'index.txt'));
  for (const src of [...startupScripts(html), ...scriptList(html)]) chunks.add(src);
  for (const url of referencedUrls(html)) {
    if (url.startsWith(frameworkFiles()) && !url.endsWith('.js'))
      assets.add(url.split('?')[0] ?? url);
  }
}
for (const asset of assets) {
  mkdirSync(dirname(join(to, asset)), { recursive: true });
  cpSync(join(from, asset), join(to, asset));
  // The stylesheet names the font file.
  if (asset.endsWith('.css')) {
    for (const [, url = ''] of readFileSync(join(from, asset), 'utf8').matchAll(
      /url\(([^)]+)\)/g,
    )) {
      const file = new URL(url, `https://site.invalid${asset}`).pathname;
      mkdirSync(dirname(join(to, file)), { recursive: true });
      cpSync(join(from, file), join(to, file));
    }
  }
}
for (const src of chunks) copy(src);
writeFileSync(
  join(to, 'captured.json'),
  `${JSON.stringify({ next, pages: CAPTURED_PAGES }, null, 2)}\n`,
);
rmSync(from, { recursive: true, force: true });
console.log(
  `capture: Next ${next}'s export of ${CAPTURED_PAGES.join(', ')} in ${captureDir(next)}`,
);
