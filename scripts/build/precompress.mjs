// @ts-check
// Post-build step, always the last: writes file.gz and file.br beside every text file in out/, so
// hosts that serve precompressed files (nginx's gzip_static and brotli_static) send the smallest
// encoding without compressing on each request. A later change to a file would leave these stale.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, extname, relative, sep } from 'node:path';
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

/**
 * @param {Buffer} data
 * @returns {Promise<Record<string, Buffer>>} the bytes to write, by file suffix
 */
async function encodings(data) {
  const [gz, br] = await Promise.all([
    gzipAsync(data, { level: 9 }),
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
 * Brotli at its highest quality is slow, so files are compressed on zlib's thread pool, side by
 * side, and identical files (the export repeats route payloads) only once.
 * @param {string} outDir
 * @returns {Promise<number>} how many files were compressed
 */
export async function precompress(outDir) {
  const files = compressibleFiles(outDir);
  if (files.length === 0)
    throw new BuildStepError(STEP, outDir, 'expected text files to compress, found none');
  /** @type {Map<string, Promise<Record<string, Buffer>>>} */
  const byContent = new Map();
  await Promise.all(
    files.map(async (file) => {
      const data = readFileSync(file);
      const key = createHash('sha256').update(data).digest('hex');
      const encoded = byContent.get(key) ?? encodings(data);
      byContent.set(key, encoded);
      for (const [suffix, bytes] of Object.entries(await encoded)) {
        writeFileSync(file + suffix, bytes);
      }
    }),
  );
  return files.length;
}
