// @ts-check
// Where the image pipeline (scripts/build/images.mjs) keeps what it makes from content/images/,
// and how the site reads it back: the <picture> component, the route that serves the files and
// the tests share these paths and this manifest, so each is defined once.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Source images: the owner drops photos and screenshots here; content points at them. */
export const IMAGE_SOURCE_DIR = join(process.cwd(), 'content', 'images');

/** Encoded files and their manifest; outside out/ so a rebuild re-encodes nothing unchanged. */
export const IMAGE_CACHE_DIR = join(process.cwd(), 'node_modules', '.cache', 'site-images');

/** The URL folder the generated files are served from (app/media/[file]/route.ts). */
export const MEDIA_PATH = '/media';

/** Widths a raster source is encoded at, never wider than the source itself. */
export const IMAGE_WIDTHS = [384, 640, 828, 1080, 1280, 1920];

/**
 * @typedef {{ width: number, file: string }} ImageFile
 * @typedef {{
 *   kind: 'raster', src: string, hash: string, width: number, height: number,
 *   avif: ImageFile[], webp: ImageFile[], fallback: ImageFile, preview?: string
 * }} RasterImage
 * preview: a small AVIF as a data: URI, for a page's largest picture to paint with the text;
 * none for a source with see-through pixels.
 * @typedef {{ kind: 'vector', src: string, hash: string, width: number, height: number, file: string }} VectorImage
 * @typedef {RasterImage | VectorImage} ImageAsset
 * @typedef {{ images: Record<string, ImageAsset> }} ImageManifest
 */

export const MANIFEST_FILE = join(IMAGE_CACHE_DIR, 'manifest.json');

/** @returns {ImageManifest} */
export function readManifest() {
  if (!existsSync(MANIFEST_FILE)) {
    throw new Error(
      `No image manifest at ${MANIFEST_FILE}: run "node scripts/build/prebuild.mjs" (npm run build and npm run dev do).`,
    );
  }
  return JSON.parse(readFileSync(MANIFEST_FILE, 'utf8'));
}

/**
 * The encoded files of one source, by its path under content/images/.
 * @param {string} src
 * @param {string} usedFor what shows the image, for the error message
 * @param {ImageManifest} [manifest]
 * @returns {ImageAsset}
 */
export function imageAsset(src, usedFor, manifest = readManifest()) {
  const asset = manifest.images[src];
  if (!asset) {
    throw new Error(
      `${usedFor} shows "${src}", which is not in content/images/ (or the image pipeline has not run since it was added).`,
    );
  }
  return asset;
}

/** The files made from one source. @param {ImageAsset} asset */
export function assetFiles(asset) {
  return asset.kind === 'vector'
    ? [asset.file]
    : [...asset.avif, ...asset.webp, asset.fallback].map((variant) => variant.file);
}

/** Every file the pipeline made, as the media route serves them. */
export function mediaFiles() {
  return Object.values(readManifest().images).flatMap(assetFiles);
}

/** @param {string} file a name from mediaFiles() */
export function mediaFilePath(file) {
  return join(IMAGE_CACHE_DIR, 'files', file);
}

const MEDIA_TYPES = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
  svg: 'image/svg+xml',
};

/** @param {string} file */
export function mediaType(file) {
  const extension = /** @type {keyof typeof MEDIA_TYPES} */ (file.split('.').pop() ?? '');
  return MEDIA_TYPES[extension] ?? 'application/octet-stream';
}
