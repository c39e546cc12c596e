// @ts-check
// The brand mark: the first letter of the company's name on the brand colour. The favicon
// (app/favicon.svg/route.ts) draws it from the letter's outline, which the build reads from the
// typeface (scripts/build/glyphs.mjs); the app icons and the social cards draw that same SVG
// (app/icons, app/og). Rename the company and they all follow.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Outlines of every letter and digit the site's sources contain, in Inter 800 (Rubik's where Inter has none). */
export const GLYPHS_FILE = join(
  process.cwd(),
  'node_modules',
  '.cache',
  'site-fonts',
  'glyphs.json',
);

/** The weight of the mark's letter, wherever it is drawn. */
export const MARK_WEIGHT = 800;

/**
 * @typedef {{ d: string, x: number, y: number, width: number, height: number, unitsPerEm: number }} Glyph
 *   d: the outline as SVG path data in font units, y up; x, y: the top-left of its bounding box;
 *   unitsPerEm: its typeface's font units to the em
 * @typedef {{ glyphs: Record<string, Glyph> }} GlyphTable
 */

/** The letter the mark shows: the name's first character. */
export function markInitial(/** @type {string} */ name) {
  return [...name][0] ?? '';
}

/** @returns {GlyphTable} */
function readGlyphs() {
  if (!existsSync(GLYPHS_FILE)) {
    throw new Error(`No glyph outlines at ${GLYPHS_FILE}: run "node scripts/build/prebuild.mjs".`);
  }
  return JSON.parse(readFileSync(GLYPHS_FILE, 'utf8'));
}

/**
 * The mark as an image's address, for the pictures that draw it (app icons, social cards): the
 * favicon's own outline, so every picture shows the same letter, centred the same way.
 * @param {{ name: string, background: string, foreground: string }} mark
 */
export function markDataUri(mark) {
  return `data:image/svg+xml,${encodeURIComponent(markSvg(mark))}`;
}

/**
 * The mark as an SVG document: the letter's outline, centred on a rounded square.
 * @param {{ name: string, background: string, foreground: string }} mark
 */
export function markSvg({ name, background, foreground }) {
  const initial = markInitial(name);
  const { glyphs } = readGlyphs();
  const glyph = glyphs[initial];
  if (!glyph) {
    throw new Error(
      `The brand mark cannot draw "${initial}": neither Inter nor Rubik has the letter.`,
    );
  }
  const size = 64;
  // The letter at 60 % of the square as its font size, the mark's proportion wherever it is drawn.
  const scale = (size * 0.6) / glyph.unitsPerEm;
  const x = (size - glyph.width * scale) / 2 - glyph.x * scale;
  const y = (size - glyph.height * scale) / 2 + glyph.y * scale;
  const round = (/** @type {number} */ n) => Math.round(n * 1000) / 1000;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" rx="14" fill="${background}"/><path transform="translate(${round(x)} ${round(y)}) scale(${round(scale)} ${round(-scale)})" d="${glyph.d}" fill="${foreground}"/></svg>\n`;
}
