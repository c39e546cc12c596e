// @ts-check
// What the build costs as the content grows (`npm run bench -- --generated 10,100,400,1000`): a
// copy of the project in .content-bench/ (node_modules hard-linked, as the owners' copies are:
// tests/harness/owner-check.mjs) gets that many generated articles of about 600 words, each with a
// photo the project already has. Each size is built clean (no .next/, no post-build cache), then
// again after one article changed. For each build: the whole build's time, `next build`'s, the
// post-build's and each of its steps', the largest process's peak memory (where GNU time is on
// the PATH) and the post-build's own, and the files of out/ as the build left them.
// Built for Cloudflare Pages (`--host cloudflare-pages`), the strictest host: it compresses as it
// sends, so the post-build measured is the one every host but nginx gets (no precompressed
// copies), and it takes 20,000 files, so the count is the one held against that limit.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { linkTree } from '../../tests/harness/link-tree.mjs';
import { allFiles } from '../build/output.mjs';
import { readable } from './machine.mjs';

const ROOT = join(import.meta.dirname, '..', '..');
export const WORKSPACE = join(ROOT, '.content-bench');
const ARTICLES = join(WORKSPACE, 'content', 'articles', 'en');
/** @type {import('../build/host-config.mjs').HostName} */
const HOST = 'cloudflare-pages';
// GNU time's report of the largest process's peak, found on the PATH: BSD's (macOS) has no -v and
// Windows no time at all, and there the post-build's own peak is given alone.
const GNU_TIME = spawnSync('time', ['-v', process.execPath, '--version']).status === 0;

const WORDS = (
  'the site build page article reader photo static export step cache team client design ' +
  'browser script style font policy host file search index content language measure change ' +
  'every again only whole fast slow small large first last before after inside outside'
).split(' ');
const TAGS = ['Design', 'Engineering', 'Accessibility', 'Performance', 'Content', 'Hosting'];

/** A fresh copy of the project, its articles removed. */
function makeWorkspace() {
  rmSync(WORKSPACE, { recursive: true, force: true });
  // The project as it stands, committed or not, without what git ignores (builds, caches).
  const files = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '-z'],
    { cwd: ROOT, encoding: 'utf8' },
  )
    .split('\0')
    .filter((file) => file && readable(join(ROOT, file)) && !file.startsWith('content/articles/'));
  for (const file of files) {
    mkdirSync(dirname(join(WORKSPACE, file)), { recursive: true });
    cpSync(join(ROOT, file), join(WORKSPACE, file));
  }
  // The caches are the project's (a write through a link would land in both); the encoded photos
  // are copied, so the one photo the articles share is not encoded again.
  const cache = join(ROOT, 'node_modules', '.cache');
  linkTree(join(ROOT, 'node_modules'), join(WORKSPACE, 'node_modules'), (path) => path === cache);
  const images = join(cache, 'site-images');
  if (existsSync(images)) {
    cpSync(images, join(WORKSPACE, 'node_modules', '.cache', 'site-images'), { recursive: true });
  }
}

/** A photo of content/images/, as an article's cover names it. */
function aPhoto() {
  const images = join(WORKSPACE, 'content', 'images');
  const photo = allFiles(images).find((file) => /\.(jpe?g|png)$/i.test(file));
  if (!photo) throw new Error('content/images/ has no photo for the generated articles');
  return photo
    .slice(images.length + 1)
    .split('\\')
    .join('/');
}

/**
 * An article of about 600 words, the same for the same number.
 * @param {number} n @param {string} photo
 */
function article(n, photo) {
  const word = (/** @type {number} */ i) => WORDS[(n * 7 + i * 13 + ((i * i) % 11)) % WORDS.length];
  const paragraph = (/** @type {number} */ p) =>
    Array.from({ length: 50 }, (_, i) => word(p * 50 + i)).join(' ') + '.';
  const date = new Date(Date.UTC(2025, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
  return `---
title: Generated article ${n}
description: Article ${n} of the generated content, about six hundred words, to measure what the build costs.
date: ${date}
author: Build Bench
tags:
  - ${TAGS[n % TAGS.length]}
cover:
  src: ${photo}
  alt: The photo every generated article shares
---

${Array.from({ length: 12 }, (_, p) => `${p % 4 === 0 ? `## Part ${p / 4 + 1}\n\n` : ''}${paragraph(p)}`).join('\n\n')}
`;
}

/** @param {number} count */
function writeArticles(count) {
  rmSync(ARTICLES, { recursive: true, force: true });
  mkdirSync(ARTICLES, { recursive: true });
  const photo = aPhoto();
  for (let n = 1; n <= count; n++) {
    writeFileSync(join(ARTICLES, `generated-${String(n).padStart(4, '0')}.md`), article(n, photo));
  }
}

/**
 * One `npm run build` in the copy: its times, peak memory and files.
 * @param {boolean} clean
 */
function build(clean) {
  if (clean) {
    for (const dir of ['.next', 'out', 'node_modules/.cache/site-postbuild'])
      rmSync(join(WORKSPACE, dir), { recursive: true, force: true });
  }
  const script = [join('scripts', 'build', 'build.mjs'), '--host', HOST];
  const started = performance.now();
  const [command, args] = GNU_TIME
    ? ['time', ['-v', process.execPath, ...script]]
    : [process.execPath, script];
  const run = spawnSync(command, args, {
    cwd: WORKSPACE,
    encoding: 'utf8',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    maxBuffer: 64 * 1024 * 1024,
  });
  const seconds = (performance.now() - started) / 1000;
  if (run.status !== 0) throw new Error(`build failed:\n${run.stdout}\n${run.stderr}`);
  const took = (/** @type {string} */ part) =>
    Number(new RegExp(`^build: ${part} took ([\\d.]+) s`, 'm').exec(run.stdout)?.[1]);
  const steps = [...run.stdout.matchAll(/^postbuild: ([\w-]+): ([\d.]+) s/gm)].map(
    ([, name, time]) => `${name} ${time}`,
  );
  const peakKb = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(run.stderr)?.[1]);
  const postbuildMb = Number(/^postbuild: peak memory (\d+) MB/m.exec(run.stdout)?.[1]);
  const [, cached = '0', made = '0'] =
    /^postbuild: cache: .* (\d+) pages finished in the cache, (\d+) to make/m.exec(run.stdout) ??
    [];
  return {
    seconds,
    next: took('next build'),
    postbuild: took('postbuild'),
    steps,
    peakMb: peakKb / 1024,
    postbuildMb,
    pages: `${cached} cached, ${made} made`,
    files: allFiles(join(WORKSPACE, 'out')).length,
  };
}

/**
 * Builds the copy with each number of articles, clean and after one article changed, and prints
 * a line for each build as it ends.
 * @param {number[]} sizes
 * @param {(line: string) => void} [log]
 */
export function benchGeneratedContent(sizes, log = console.log) {
  log(`bench: copying the project into ${WORKSPACE}`);
  makeWorkspace();
  const results = [];
  try {
    for (const size of sizes) {
      writeArticles(size);
      for (const kind of ['clean', 'one article changed']) {
        if (kind !== 'clean') {
          appendFileSync(
            join(ARTICLES, readdirSync(ARTICLES).sort()[0] ?? ''),
            '\nOne more sentence.\n',
          );
        }
        const result = { size, kind, ...build(kind === 'clean') };
        results.push(result);
        const mb = (/** @type {number} */ value) =>
          Number.isNaN(value) ? 'n/a' : value.toFixed(0);
        log(
          `bench: ${size} articles, ${kind}: build ${result.seconds.toFixed(1)} s, next build ${result.next} s, post-build ${result.postbuild} s (${result.steps.join(', ')}); peak ${mb(result.peakMb)} MB, post-build peak ${mb(result.postbuildMb)} MB; pages ${result.pages}; ${result.files} files in out/ for ${HOST}`,
        );
      }
    }
  } finally {
    rmSync(WORKSPACE, { recursive: true, force: true });
  }
  log(`
| articles | build | total s | next build s | post-build s | peak MB | post-build MB | page folders | files in out/ (${HOST}) |
| --- | --- | --- | --- | --- | --- | --- | --- | --- |
${results
  .map(
    (r) =>
      `| ${r.size} | ${r.kind} | ${r.seconds.toFixed(0)} | ${r.next} | ${r.postbuild} | ${r.peakMb.toFixed(0)} | ${r.postbuildMb} | ${r.pages} | ${r.files} |`,
  )
  .join('\n')}`);
  return results;
}
