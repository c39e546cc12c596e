// @ts-check
// Post-build step, always the last: writes file.gz and file.br beside every text file in out/, so
// hosts that serve precompressed files (nginx's gzip_static and brotli_static) send the smallest
// encoding without compressing on each request. A later change to a file would leave these stale.
// A few files at a time, each read, compressed and written before the next: the memory it takes is
// a few files', whatever the size of the site. With a cache folder, a file whose bytes were
// compressed before gets its copies from there (postbuild-cache.mjs).
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { availableParallelism } from 'node:os';
import { basename, extname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { HOST_FILES } from './host-config.mjs';
import { allFiles, BuildStepError, CMS_FOLDER } from './output.mjs';

export const STEP = 'precompress';

/** The file types that are compressed: every text format the export contains. */
export const COMPRESSIBLE = [
  '.html',
  '.css',
  '.js',
  '.svg',
  '.xml',
  '.rss',
  '.atom',
  '.txt',
  '.json',
  '.webmanifest',
];

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

const GZIP_LEVEL = 9;

/**
 * The encodings written, by suffix. What a copy in the cache was made with, the library's version
 * included, is part of its name: another zlib or Brotli may write other bytes for the same file.
 */
export const ENCODINGS = {
  '.gz': `gzip-${GZIP_LEVEL}-${process.versions.zlib}`,
  '.br': `brotli-${constants.BROTLI_MAX_QUALITY}-${process.versions.brotli}`,
};

/**
 * @param {Buffer} data
 * @returns {Promise<Record<string, Buffer>>} the bytes to write, by file suffix
 */
async function encodings(data) {
  const [gz, br] = await Promise.all([
    gzipAsync(data, { level: GZIP_LEVEL }),
    brotliAsync(data, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  ]);
  return { '.gz': gz, '.br': br };
}

/**
 * The files that get a .gz and a .br: text files, the host configuration excepted (never served),
 * and the CMS's: its 6.5 MB bundle took 27 s of Brotli a build (measured on the 2-core machine
 * under load) for the few people who open /admin/, and hosts compress it as they send it.
 * @param {string} outDir
 */
export function compressibleFiles(outDir) {
  return allFiles(outDir).filter(
    (file) =>
      COMPRESSIBLE.includes(extname(file)) &&
      !HOST_FILES.includes(basename(file)) &&
      relative(outDir, file).split(sep)[0] !== CMS_FOLDER,
  );
}

/**
 * Runs `work` on every item, `limit` at a time.
 * @template T
 * @param {T[]} items
 * @param {number} limit
 * @param {(item: T) => Promise<void>} work
 */
export async function eachLimited(items, limit, work) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(/** @type {T} */ (items[next++]));
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Brotli at its highest quality is slow, so files are compressed on zlib's thread pool, one per
 * core side by side (zlib's pool has four threads), and identical bytes (the export repeats route
 * payloads) only once.
 * @param {string} outDir
 * @param {{ cacheDir?: string }} [options] cacheDir: where copies are kept by the hash of their
 *   file's bytes, for the next build
 * @returns {Promise<{ files: number, compressed: number }>} how many files have copies, and how
 *   many of them were compressed in this run (the others came from the cache)
 */
export async function precompress(outDir, { cacheDir } = {}) {
  const files = compressibleFiles(outDir);
  if (files.length === 0)
    throw new BuildStepError(STEP, outDir, 'expected text files to compress, found none');
  if (cacheDir) mkdirSync(cacheDir, { recursive: true });
  /** Where a file's copies are: in the cache, else beside the first file with the same bytes. */
  /** @type {Map<string, { compressed: Promise<void>, copies: (suffix: string) => string }>} */
  const byContent = new Map();
  let compressed = 0;
  /** @param {(suffix: string) => string} copies @param {Buffer} data */
  const compress = async (copies, data) => {
    if (Object.keys(ENCODINGS).every((suffix) => cacheDir && existsSync(copies(suffix)))) return;
    compressed++;
    for (const [suffix, bytes] of Object.entries(await encodings(data))) {
      // Into place by a rename, never written through: the cache may be hard-linked elsewhere.
      const partial = `${copies(suffix)}.${process.pid}.partial`;
      writeFileSync(partial, bytes);
      renameSync(partial, copies(suffix));
    }
  };
  await eachLimited(files, availableParallelism(), async (file) => {
    const data = readFileSync(file);
    const key = createHash('sha256').update(data).digest('hex');
    let entry = byContent.get(key);
    if (!entry) {
      /** @param {string} suffix */
      const copies = (suffix) =>
        cacheDir
          ? join(cacheDir, `${key}.${ENCODINGS[/** @type {keyof ENCODINGS} */ (suffix)]}${suffix}`)
          : file + suffix;
      entry = { compressed: compress(copies, data), copies };
      byContent.set(key, entry);
    }
    await entry.compressed;
    for (const suffix of Object.keys(ENCODINGS)) {
      if (entry.copies(suffix) !== file + suffix) copyFileSync(entry.copies(suffix), file + suffix);
    }
  });
  // The cache keeps this build's copies only.
  if (cacheDir) {
    const kept = new Set(
      [...byContent.values()].flatMap(({ copies }) => Object.keys(ENCODINGS).map(copies)),
    );
    for (const name of readdirSync(cacheDir)) {
      if (!kept.has(join(cacheDir, name))) rmSync(join(cacheDir, name), { force: true });
    }
  }
  return { files: files.length, compressed };
}
