// @ts-check
// Next's build id, which every page carries (in its payload, hashed by its CSP): by default a new
// random one each build, so every page of a build would differ from the last one's and the
// post-build cache (postbuild-cache.mjs) could keep none. Here it is the hash of what the scripts
// the browser runs are made from: the code, the packages, the copy and the public settings. The
// Markdown (articles, stories, jobs) and the images are left out: they change a page's HTML and
// payload, never the scripts, so a browser holding the last build's scripts still navigates
// within the new one. A change to anything hashed gives a new id, and Next's router loads the
// next page whole rather than mix two builds' scripts.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';

/** What the browser's scripts are built from, relative to the project's folder. */
const SOURCES = [
  'app',
  'components',
  'lib',
  'content',
  'public',
  'next.config.mjs',
  'package-lock.json',
  'postcss.config.mjs',
  'tailwind.config.ts',
  'tsconfig.json',
];

/** Content that reaches pages, never scripts: Markdown and images. */
const PAGES_ONLY = ['.md', '.jpg', '.jpeg', '.png', '.webp', '.avif', '.gif'];

/** The settings Next writes into the browser's scripts. */
const PUBLIC_SETTINGS = /^(NEXT_PUBLIC_|SITE_)/;

/** @param {string} path @returns {string[]} */
function files(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => files(join(path, name)));
}

/**
 * The files of the project's folders and files named, in a steady order, without the Markdown
 * and images: the code and copy, which the post-build cache keys on too (postbuild-cache.mjs).
 * @param {string} root the project's folder
 * @param {readonly string[]} sources relative to it
 */
export function sourceFiles(root, sources) {
  return sources
    .flatMap((source) => files(join(root, source)))
    .filter((file) => !PAGES_ONLY.includes(extname(file).toLowerCase()));
}

/**
 * @param {string} root the project's folder
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {string} digits only: Next's own ids avoid "ad", which ad blockers stop in URLs
 */
export function buildId(root, env = process.env) {
  const hash = createHash('sha256');
  for (const file of sourceFiles(root, SOURCES)) {
    hash.update(`${file.slice(root.length)}\0`).update(readFileSync(file));
  }
  const settings = Object.entries(env)
    .filter(([name]) => PUBLIC_SETTINGS.test(name))
    .sort(([a], [b]) => a.localeCompare(b));
  hash.update(JSON.stringify(settings));
  return BigInt(`0x${hash.digest('hex')}`)
    .toString()
    .slice(0, 24);
}
