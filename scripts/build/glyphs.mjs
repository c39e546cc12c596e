// @ts-check
// Pre-build step: the outlines of the letters and digits the site's sources contain, in the
// typeface and weight of the brand mark, where lib/content/brand-mark.mjs reads them to draw the
// favicon.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import fontverter from 'fontverter';
import * as hb from 'harfbuzzjs';
import { GLYPHS_FILE, MARK_WEIGHT } from '../../lib/content/brand-mark.mjs';
import { siteCharacters } from './font.mjs';

// Inter's letters first; a name in a script Inter lacks takes Rubik's (Arabic, Hebrew), as the
// social cards' text does (lib/server/og-image.ts).
const FONT_FILES = [
  ...['latin', 'latin-ext'].map(
    (subset) => `node_modules/@fontsource/inter/files/inter-${subset}-${MARK_WEIGHT}-normal.woff2`,
  ),
  ...['arabic', 'hebrew'].map(
    (subset) => `node_modules/@fontsource/rubik/files/rubik-${subset}-${MARK_WEIGHT}-normal.woff2`,
  ),
].map((file) => join(process.cwd(), file));

/** @returns {Promise<{ count: number, written: boolean }>} */
export async function buildGlyphs() {
  const letters = [...siteCharacters()].filter((character) => /[\p{L}\p{N}]/u.test(character));
  /** @type {import('../../lib/content/brand-mark.mjs').GlyphTable} */
  const table = { glyphs: {} };
  for (const file of FONT_FILES) {
    const font = new hb.Font(
      new hb.Face(new hb.Blob(await fontverter.convert(readFileSync(file), 'sfnt')), 0),
    );
    for (const letter of letters) {
      if (table.glyphs[letter]) continue;
      const buffer = new hb.Buffer();
      buffer.addText(letter);
      buffer.guessSegmentProperties();
      hb.shape(font, buffer);
      const id = buffer.getGlyphInfos()[0]?.codepoint ?? 0;
      const extents = font.glyphExtents(id);
      // Glyph 0 is the font's "missing" box: the letter is not in this file.
      if (id === 0 || !extents) continue;
      table.glyphs[letter] = {
        d: font.glyphToPath(id),
        x: extents.xBearing,
        y: extents.yBearing,
        width: extents.width,
        height: -extents.height,
        // Each typeface's own: Inter draws in 2,048 units to the em, Rubik in 1,000.
        unitsPerEm: font.face.upem,
      };
    }
  }
  const text = `${JSON.stringify(table)}\n`;
  const count = Object.keys(table.glyphs).length;
  if (existsSync(GLYPHS_FILE) && readFileSync(GLYPHS_FILE, 'utf8') === text)
    return { count, written: false };
  mkdirSync(dirname(GLYPHS_FILE), { recursive: true });
  writeFileSync(GLYPHS_FILE, text);
  return { count, written: true };
}
