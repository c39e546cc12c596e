// @ts-check
// The photos of `npm run dev`, encoded behind the server rather than before it: a camera's photo
// takes seconds (19 of them took 68 s). Until a photo is encoded its manifest entry is a stand-in,
// an SVG box of its size that names it, so its page renders at once, laid out as it will be, and
// shows the photo on the first reload after it is ready; SVGs and photos the cache holds are there
// from the start. One line says when the last photo is ready.
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import sharp from 'sharp';
import {
  dropOtherFiles,
  encodeImage,
  isQuick,
  logUnused,
  planImages,
  shownSize,
  writeImageManifest,
} from '../build/images.mjs';

/**
 * @typedef {import('../build/images.mjs').ImageJob} ImageJob
 * @typedef {import('../build/images.mjs').ImagePlan} ImagePlan
 * @typedef {import('../build/images.mjs').ImageOptions} ImageOptions
 * @typedef {import('../../lib/content/images.mjs').ImageAsset} ImageAsset
 */

/** @param {string} text */
const escapeXml = (text) =>
  text.replace(
    /[<>&"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c] ?? c,
  );

/**
 * A box of the photo's size, from its header alone, that says what is coming.
 * @param {ImageJob} job
 * @param {ImagePlan} plan
 * @returns {Promise<ImageAsset>}
 */
async function standIn({ src, path }, { filesDir }) {
  const { width, height } = shownSize(await sharp(path).metadata());
  const hash = createHash('sha256').update(`${src} ${width} ${height}`).digest('hex').slice(0, 10);
  const file = `${basename(src, extname(src))}-${hash}-stand-in.svg`;
  const size = Math.round(Math.min(width, height) / 12);
  writeFileSync(
    join(filesDir, file),
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
      `<rect width="100%" height="100%" fill="#94a3b8"/>` +
      `<text x="50%" y="50%" text-anchor="middle" dominant-baseline="middle" font-family="sans-serif" font-size="${size}" fill="#0f172a">` +
      `${escapeXml(src)}: encoding…</text></svg>\n`,
  );
  return { kind: 'vector', src, hash, width, height, file };
}

/**
 * The image step as `npm run dev` runs it: update() writes the manifest with a stand-in for each
 * photo not encoded yet and returns; the photos are encoded one at a time behind it, the manifest
 * written again as each is ready. An update while photos are encoded replaces what is left to do,
 * and a photo encoded for an earlier update is kept only if it is still the one content names.
 * @param {ImageOptions} [options]
 */
export function backgroundImages(options = {}) {
  const log = options.log ?? (() => {});
  /** @type {ImagePlan | undefined} */
  let plan;
  /** @type {Record<string, ImageAsset>} */
  let images = {};
  /** @type {ImageJob[]} */
  let queue = [];
  // What this session encoded: a photo content names again, unchanged, is not encoded twice.
  /** @type {Map<string, ImageAsset>} */
  const made = new Map();
  /** @type {Promise<void> | undefined} */
  let working;

  // Started again when it ends, as an update may have queued photos after its last one.
  function startWork() {
    if (working || queue.length === 0) return;
    working = work().finally(() => {
      working = undefined;
      startWork();
    });
  }

  async function work() {
    const started = Date.now();
    let count = 0;
    for (let job = queue.shift(); job && plan; job = queue.shift()) {
      const at = plan;
      const waiting = images[job.src];
      try {
        const { asset } = await encodeImage(
          { ...job, cached: made.get(job.src) ?? job.cached },
          at,
        );
        made.set(job.src, asset);
        count++;
        if (images[job.src] === waiting) {
          images[job.src] = asset;
          writeImageManifest(at, images);
        }
      } catch (error) {
        log(`images: ${error instanceof Error ? error.message : error}`);
      }
    }
    if (plan) dropOtherFiles(plan, images);
    log(
      `images: ${count === 1 ? '1 photo' : `${count} photos`} ready in ${((Date.now() - started) / 1000).toFixed(1)} s: reload the page to see them`,
    );
  }

  return {
    /** Brings the manifest up to date with content, stand-ins for the photos still to encode. */
    async update() {
      const next = await planImages(options);
      /** @type {Record<string, ImageAsset>} */
      const entries = {};
      /** @type {ImageJob[]} */
      const pending = [];
      for (const found of next.jobs) {
        const job = { ...found, cached: made.get(found.src) ?? found.cached };
        if (isQuick(job, next)) entries[job.src] = (await encodeImage(job, next)).asset;
        else {
          entries[job.src] = await standIn(job, next);
          pending.push(job);
        }
      }
      plan = next;
      images = entries;
      queue = pending;
      writeImageManifest(plan, images);
      logUnused(plan);
      if (pending.length > 0)
        log(`images: ${pending.length} to encode; their pages show a box meanwhile`);
      if (working) return;
      if (pending.length > 0) startWork();
      else dropOtherFiles(plan, images);
    },
    /** Resolves when no photo is left to encode. */
    async idle() {
      while (working) await working;
    },
  };
}
