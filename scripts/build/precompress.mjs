// @ts-check
// Post-build step, always the last: writes file.gz and file.br beside every text file in out/, so
// hosts that serve precompressed files (nginx's gzip_static and brotli_static) send the smallest
// encoding without compressing on each request. A later change to a file would leave these stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, extname } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { HOST_FILES } from './host-config.mjs';
import { allFiles } from './output.mjs';

/** The file types that are compressed: every text format the export contains. */
export const COMPRESSIBLE = [
  '.html',
  '.css',
  '.js',
  '.svg',
  '.xml',
  '.txt',
  '.json',
  '.webmanifest',
];

/** The encodings written beside each file, with their file suffix. */
export const PRECOMPRESSED = {
  '.gz': (/** @type {Buffer} */ data) => gzipSync(data, { level: 9 }),
  '.br': (/** @type {Buffer} */ data) =>
    brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
};

/**
 * The files that get a .gz and a .br: text files, the host configuration excepted (never served).
 * @param {string} outDir
 */
export function compressibleFiles(outDir) {
  return allFiles(outDir).filter(
    (file) => COMPRESSIBLE.includes(extname(file)) && !HOST_FILES.includes(basename(file)),
  );
}

/**
 * @param {string} outDir
 * @returns {number} how many files were compressed
 */
export function precompress(outDir) {
  const files = compressibleFiles(outDir);
  for (const file of files) {
    const data = readFileSync(file);
    for (const [suffix, compress] of Object.entries(PRECOMPRESSED)) {
      writeFileSync(file + suffix, compress(data));
    }
  }
  return files.length;
}
