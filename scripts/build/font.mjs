// @ts-check
// Pre-build step: the site's typeface cut down to what the site writes. Inter's latin file holds
// every latin glyph at every weight from 100 to 900 (48 kB); the pages use plain ASCII, a few
// typographic marks and weights 400 to 800. The cut file is a third of that, and it is what the
// first paint waits for on a slow phone. Characters a visitor types that it lacks (ë, €, emoji)
// come from the fallback font, glyph by glyph.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import subsetFont from 'subset-font';

const SOURCE_FONT = join(
  process.cwd(),
  'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
);
/** app/fonts.ts loads this file; next/font needs the path written there as a literal. */
export const SUBSET_FONT = join(process.cwd(), 'node_modules/.cache/site-fonts/inter.woff2');
// Every printable ASCII character, and the marks good typography reaches for.
const ALWAYS = `${Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('')}‘’“”–—…•·©®™€£×`;
export const FONT_SETTINGS = {
  variationAxes: { wght: { min: 400, max: 800 } },
  noLayoutClosure: true,
};
const TEXT_FOLDERS = ['app', 'components', 'content', 'lib'];

/** @param {string} dir @returns {string[]} */
function textFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return textFiles(path);
    return /\.(ts|tsx|mjs|css|md)$/.test(name) ? [path] : [];
  });
}

/** The characters the site can print: ASCII plus every other character its sources contain. */
export function siteCharacters(root = process.cwd()) {
  const found = new Set(ALWAYS);
  for (const file of TEXT_FOLDERS.flatMap((folder) => textFiles(join(root, folder)))) {
    for (const character of readFileSync(file, 'utf8')) {
      if (character > '~') found.add(character);
    }
  }
  return [...found].sort().join('');
}

/** Writes the cut font unless the one there was cut from the same characters and settings. */
export async function buildFont() {
  const characters = siteCharacters();
  const source = readFileSync(SOURCE_FONT);
  const stamp = createHash('sha256')
    .update(source)
    .update(characters)
    .update(JSON.stringify(FONT_SETTINGS))
    .digest('hex');
  const stampFile = `${SUBSET_FONT}.sha256`;
  if (
    existsSync(SUBSET_FONT) &&
    existsSync(stampFile) &&
    readFileSync(stampFile, 'utf8') === stamp
  ) {
    return { bytes: statSync(SUBSET_FONT).size, characters, cut: false };
  }
  const font = await subsetFont(source, characters, { targetFormat: 'woff2', ...FONT_SETTINGS });
  mkdirSync(dirname(SUBSET_FONT), { recursive: true });
  writeFileSync(SUBSET_FONT, font);
  writeFileSync(stampFile, stamp);
  return { bytes: font.length, characters, cut: true };
}
