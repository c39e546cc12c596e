// @ts-check
// The image pipeline, run before `next build` and by `npm run dev`: every raster source under
// content/images/ that content refers to becomes AVIF and WebP at the widths the layout can ask
// for, plus one file in its own format for browsers without either; SVG is copied as it is. A
// source no content names is neither encoded nor shipped; a picture content names that is not
// there stops the build, naming the file and the field (scripts/build/image-references.mjs finds
// them), rather than the page that renders it minutes later. File names carry a hash of the source
// and the settings, so hosts may cache them for a year. A source whose hash is in the cache is not
// encoded again. Run by scripts/build/prebuild.mjs and scripts/dev.mjs, which print a line per
// image encoded: a photo straight from a camera takes seconds.
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { basename, extname, join, relative } from 'node:path';
import sharp from 'sharp';
import { imageReferences, STEP } from './image-references.mjs';
import { BuildStepError } from './output.mjs';
import {
  assetFiles,
  IMAGE_CACHE_DIR,
  IMAGE_SOURCE_DIR,
  IMAGE_WIDTHS,
} from '../../lib/content/images.mjs';

/** How each format is encoded; part of every file's hash, so a change here re-encodes. */
export const ENCODING = {
  widths: IMAGE_WIDTHS,
  // The widest fallback: only browsers without AVIF and WebP ever load it.
  fallbackWidth: 1280,
  avif: { quality: 50, effort: 4 },
  webp: { quality: 75, effort: 4 },
  jpg: { quality: 80, mozjpeg: true },
  png: { compressionLevel: 9, effort: 7 },
  // What a page's largest picture paints with the text, inside its HTML, while its file is on
  // its way: wider than a phone's picture (a preview drawn larger than its pixels does not count
  // as the largest paint), and soft, to stay about 1–3 kB (docs/performance.md#images).
  preview: { width: 480, avif: { quality: 20, effort: 4 } },
};

const RASTER = new Set(['.jpg', '.jpeg', '.png', '.webp', '.avif']);
/** @param {string} name */
const isSource = (name) => RASTER.has(extname(name).toLowerCase()) || /\.svg$/i.test(name);

/**
 * @typedef {import('../../lib/content/images.mjs').ImageAsset} ImageAsset
 * @typedef {import('../../lib/content/images.mjs').ImageFile} ImageFile
 * @typedef {typeof ENCODING} Encoding
 */

/** @param {string} dir @returns {string[]} */
function sourceFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return isSource(entry.name) ? [path] : [];
  });
}

/** @param {Buffer} bytes @param {Encoding} encoding */
function hashOf(bytes, encoding) {
  return createHash('sha256')
    .update(bytes)
    .update(JSON.stringify(encoding))
    .digest('hex')
    .slice(0, 10);
}

/** The width and height an SVG declares, from its viewBox (or width/height attributes). @param {string} svg */
function svgSize(svg) {
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0] ?? '';
  const viewBox = /viewBox="\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*"/i.exec(root);
  const width = Number(viewBox?.[1] ?? /\swidth="([\d.]+)"/.exec(root)?.[1]);
  const height = Number(viewBox?.[2] ?? /\sheight="([\d.]+)"/.exec(root)?.[1]);
  if (!(width > 0 && height > 0)) throw new Error('the SVG has no viewBox and no width and height');
  return { width: Math.round(width), height: Math.round(height) };
}

/**
 * The widths one source is encoded at: the standard steps that fit inside it, or its own width
 * when it is narrower than all of them.
 * @param {number} sourceWidth
 * @param {number[]} widths
 */
export function widthsFor(sourceWidth, widths) {
  const fitting = widths.filter((width) => width <= sourceWidth);
  return fitting.length > 0 ? fitting : [sourceWidth];
}

/**
 * The width and height a photo shows at, its EXIF orientation applied.
 * @param {import('sharp').Metadata} meta
 */
export const shownSize = ({ width = 0, height = 0, orientation = 1 }) =>
  orientation >= 5 ? { width: height, height: width } : { width, height };

/**
 * A source content names: its path under content/images/ (src), on disk (path), and what the
 * cache holds of it from an earlier run.
 * @typedef {{ src: string, path: string, references: string[], cached?: ImageAsset }} ImageJob
 */

/**
 * The cached entry of a source, if it was made from these bytes with these settings and its files
 * are all there. The kind is compared too: `npm run dev` keeps a stand-in for a photo it has not
 * encoded yet (scripts/dev/images.mjs), which is never the photo's own entry.
 * @param {ImageJob} job
 * @param {Buffer} bytes
 * @param {{ filesDir: string, encoding: Encoding }} plan
 */
function cachedEntry({ path, cached }, bytes, { filesDir, encoding }) {
  const vector = extname(path).toLowerCase() === '.svg';
  return cached?.hash === hashOf(bytes, encoding) &&
    (cached.kind === 'vector') === vector &&
    assetFiles(cached).every((file) => existsSync(join(filesDir, file)))
    ? cached
    : undefined;
}

/**
 * Whether a source needs no encoding: in the cache and up to date, or an SVG, which is copied.
 * @param {ImageJob} job
 * @param {{ filesDir: string, encoding: Encoding }} plan
 */
export const isQuick = (job, plan) =>
  extname(job.path).toLowerCase() === '.svg' ||
  cachedEntry(job, readFileSync(job.path), plan) !== undefined;

/**
 * Encodes one source (or finds it in the cache) and returns its manifest entry.
 * @param {ImageJob} job
 * @param {{ filesDir: string, encoding: Encoding }} plan
 * @returns {Promise<ImageAsset>}
 */
async function encode(job, plan) {
  const { path, src } = job;
  const { filesDir, encoding } = plan;
  const bytes = readFileSync(path);
  const cached = cachedEntry(job, bytes, plan);
  if (cached) return cached;
  const hash = hashOf(bytes, encoding);
  const stem = `${basename(src, extname(src))}-${hash}`;

  if (extname(path).toLowerCase() === '.svg') {
    const file = `${stem}.svg`;
    writeFileSync(join(filesDir, file), bytes);
    return { kind: 'vector', src, hash, ...svgSize(bytes.toString('utf8')), file };
  }

  // autoOrient applies the EXIF orientation; sharp writes no metadata (EXIF, GPS, XMP) unless
  // asked to, so what a phone recorded about where a photo was taken never ships.
  const image = sharp(bytes, { autoOrient: true, failOn: 'error' });
  const meta = await image.metadata();
  const { width, height } = shownSize(meta);
  const format = extname(path).toLowerCase() === '.png' ? 'png' : 'jpg';
  /** @param {number} targetWidth @param {'avif' | 'webp' | 'jpg' | 'png'} to @returns {Promise<ImageFile>} */
  const variant = async (targetWidth, to) => {
    const file = `${stem}-${targetWidth}.${to}`;
    const resized = image.clone().resize({ width: targetWidth, withoutEnlargement: true });
    const output =
      to === 'avif'
        ? resized.avif(encoding.avif)
        : to === 'webp'
          ? resized.webp(encoding.webp)
          : to === 'png'
            ? resized.png(encoding.png)
            : resized.jpeg(encoding.jpg);
    await output.toFile(join(filesDir, file));
    return { width: targetWidth, file };
  };
  const widths = widthsFor(width, encoding.widths);
  const fallbackWidth = Math.min(width, encoding.fallbackWidth);
  // A picture with see-through pixels would show its preview through them: it gets none.
  const opaque = !meta.hasAlpha || (await image.stats()).isOpaque;
  const [avif, webp, fallback, preview] = await Promise.all([
    Promise.all(widths.map((w) => variant(w, 'avif'))),
    Promise.all(widths.map((w) => variant(w, 'webp'))),
    variant(fallbackWidth, format),
    opaque
      ? image
          .clone()
          .resize({ width: encoding.preview.width, withoutEnlargement: true })
          .avif(encoding.preview.avif)
          .toBuffer()
          .then((avifBytes) => `data:image/avif;base64,${avifBytes.toString('base64')}`)
      : undefined,
  ]);
  return {
    kind: 'raster',
    src,
    hash,
    width,
    height,
    avif,
    webp,
    fallback,
    ...(preview && { preview }),
  };
}

const megabytes = (/** @type {number} */ bytes) => `${(bytes / 1e6).toFixed(1)} MB`;

/**
 * @typedef {{
 *   sourceDir?: string, cacheDir?: string, contentDir?: string, languages?: readonly string[],
 *   encoding?: Encoding, log?: (line: string) => void,
 * }} ImageOptions languages: the codes of the languages besides the default
 *   (image-references.mjs); log: told of each image encoded or left out, and of the total
 * @typedef {{
 *   filesDir: string, manifestFile: string, encoding: Encoding, jobs: ImageJob[],
 *   unused: string[], unpublished: string[], log: (line: string) => void,
 * }} ImagePlan
 */

/**
 * What content names of content/images/, each with what the cache holds of it; stops at a picture
 * content names that is not there.
 * @param {ImageOptions} [options]
 * @returns {Promise<ImagePlan>}
 */
export async function planImages({
  sourceDir = IMAGE_SOURCE_DIR,
  cacheDir = IMAGE_CACHE_DIR,
  contentDir = join(process.cwd(), 'content'),
  languages,
  encoding = ENCODING,
  log = () => {},
} = {}) {
  const filesDir = join(cacheDir, 'files');
  const manifestFile = join(cacheDir, 'manifest.json');
  mkdirSync(filesDir, { recursive: true });
  /** @type {Record<string, ImageAsset>} */
  const previous = existsSync(manifestFile)
    ? JSON.parse(readFileSync(manifestFile, 'utf8')).images
    : {};
  const sources = new Map(
    sourceFiles(sourceDir).map((path) => [relative(sourceDir, path).split('\\').join('/'), path]),
  );
  /** @type {Map<string, string[]>} */
  const shownBy = new Map();
  /** Sources a page shows, not only a draft or a text waiting for its day. */
  const published = new Set();
  for (const { src, file, field, shown } of await imageReferences({ contentDir, languages })) {
    if (!sources.has(src)) {
      // Compared with the names as they are, so a path in another case stops the build on every
      // system, not only where the file system ignores case (the page looks it up as written).
      const alike = [...sources.keys()].find((name) => name.toLowerCase() === src.toLowerCase());
      throw new BuildStepError(
        STEP,
        file,
        !isSource(src)
          ? `${field}: ${src} is not a JPEG, PNG, WebP, AVIF or SVG under content/images/`
          : `${field}: ${src} is not in content/images/${alike ? ` (${alike} is: write it alike)` : ''}`,
      );
    }
    shownBy.set(src, [...(shownBy.get(src) ?? []), `${file}, ${field}`]);
    if (shown) published.add(src);
  }
  /** @type {ImageJob[]} */
  const jobs = [];
  /** @type {string[]} */
  const unused = [];
  /** @type {string[]} */
  const unpublished = [];
  for (const [src, path] of sources) {
    const references = shownBy.get(src);
    if (!references) unused.push(src);
    else if (!published.has(src)) unpublished.push(src);
    else jobs.push({ src, path, references, cached: previous[src] });
  }
  return { filesDir, manifestFile, encoding, jobs, unused, unpublished, log };
}

/** Tells the log which sources are left out, and why. @param {ImagePlan} plan */
export function logUnused({ unused, unpublished, log }) {
  if (unused.length > 0)
    log(`images: left out, as no content refers to them: ${unused.join(', ')}`);
  if (unpublished.length > 0)
    log(
      `images: left out until their text is on the site (a draft, or dated later): ${unpublished.join(', ')}`,
    );
}

/**
 * One source's entry, encoded (and told to the log) or from the cache.
 * @param {ImageJob} job
 * @param {ImagePlan} plan
 * @returns {Promise<{ asset: ImageAsset, encodedBytes: number }>} encodedBytes: the source's
 *   size if it was encoded, else 0
 */
export async function encodeImage(job, plan) {
  const began = Date.now();
  try {
    const asset = await encode(job, plan);
    if (asset === job.cached) return { asset, encodedBytes: 0 };
    const { size } = statSync(job.path);
    plan.log(
      `images: ${job.src} (${asset.width} × ${asset.height}, ${megabytes(size)}) encoded in ${((Date.now() - began) / 1000).toFixed(1)} s`,
    );
    return { asset, encodedBytes: size };
  } catch (error) {
    throw new Error(
      `content/images/${job.src} cannot be used: ${error instanceof Error ? error.message : error} (shown by ${job.references.join('; ')})`,
    );
  }
}

/**
 * Writes the manifest the pages read: to a file beside it first, then over it, so `next dev`
 * reading it meanwhile (scripts/dev/images.mjs writes it while the server runs) never reads half.
 * @param {ImagePlan} plan
 * @param {Record<string, ImageAsset>} images
 */
export function writeImageManifest({ manifestFile }, images) {
  writeFileSync(`${manifestFile}.part`, `${JSON.stringify({ images }, null, 2)}\n`);
  renameSync(`${manifestFile}.part`, manifestFile);
}

/**
 * Drops the files of sources that changed or went away, so the site ships only current ones.
 * @param {ImagePlan} plan
 * @param {Record<string, ImageAsset>} images
 */
export function dropOtherFiles({ filesDir }, images) {
  const current = new Set(Object.values(images).flatMap(assetFiles));
  for (const file of readdirSync(filesDir)) {
    if (!current.has(file)) rmSync(join(filesDir, file));
  }
}

/**
 * Brings the cache up to date with the sources content refers to and writes the manifest.
 * @param {ImageOptions} [options]
 */
export async function buildImages(options) {
  const plan = await planImages(options);
  /** @type {Record<string, ImageAsset>} */
  const images = {};
  let encoded = 0;
  let encodedBytes = 0;
  const started = Date.now();
  for (const job of plan.jobs) {
    const result = await encodeImage(job, plan);
    images[job.src] = result.asset;
    if (result.encodedBytes > 0) {
      encoded++;
      encodedBytes += result.encodedBytes;
    }
  }
  logUnused(plan);
  if (encoded > 0) {
    plan.log(
      `images: ${encoded} encoded (${megabytes(encodedBytes)} of sources) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  dropOtherFiles(plan, images);
  writeImageManifest(plan, images);
  return { images, encoded, unused: plan.unused };
}
