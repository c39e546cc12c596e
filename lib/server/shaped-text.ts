import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fontverter from 'fontverter';
import type * as HarfBuzz from 'harfbuzzjs';
import { IMAGE_FONT_FILES } from './card-typography';

// Right-to-left text on a generated image, shaped by HarfBuzz and drawn as outlines. Satori, which
// draws the images, has no bidirectional algorithm (vercel/satori#74) and measured Arabic words by
// their unjoined letters: the words came out spaced unevenly and a letter beside a full stop as a
// box. HarfBuzz joins the letters, mirrors brackets and places each glyph; this file orders the
// words right to left, keeps a run of left-to-right words (a name, a number) in its own order, and
// breaks the lines.

type Weight = 400 | 800;

// Imported when first needed: an ES module that awaits its WebAssembly, which a CommonJS caller (the
// tests' runner) can reach only through import().
const harfBuzz = () => import('harfbuzzjs');

interface Face {
  font: HarfBuzz.Font;
  /** Font units per em: Inter draws in 2,048, Rubik in 1,000. */
  upem: number;
  covers: Set<number>;
  ascender: number;
  descender: number;
}

interface Glyph {
  face: Face;
  id: number;
  /** From the start of its word, in font units of its face. */
  x: number;
  y: number;
}

interface Word {
  text: string;
  glyphs: Glyph[];
  /** In pixels at the text's size. */
  width: number;
  rightToLeft: boolean;
}

/** Where a text's words are drawn, in pixels from its top left. */
export interface RightToLeftLayout {
  width: number;
  height: number;
  /** Each line's words, left to right as drawn. */
  lines: { text: string; left: number; width: number }[][];
  /** The characters no face has a glyph for, drawn as the first face's missing box. */
  missing: string[];
  paths: string[];
}

interface Options {
  fontSize: number;
  fontWeight: Weight;
  lineHeight: number;
  maxWidth: number;
}

const RIGHT_TO_LEFT = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}]/u;
const LEFT_TO_RIGHT = /[\p{L}\p{N}]/u;

const faces = new Map<Weight, Promise<Face[]>>();

/** The image typefaces at a weight, in the order a character looks for its glyph. */
function facesAt(weight: Weight) {
  const known = faces.get(weight);
  if (known) return known;
  const loading = harfBuzz().then((hb) =>
    Promise.all(
      IMAGE_FONT_FILES.map(async ({ file }) => {
        const data = await readFile(join(process.cwd(), `${file}-${weight}-normal.woff`));
        const face = new hb.Face(new hb.Blob(await fontverter.convert(data, 'sfnt')), 0);
        const font = new hb.Font(face);
        const { ascender, descender } = font.hExtents();
        return {
          font,
          upem: face.upem,
          covers: new Set(face.collectUnicodes()),
          ascender,
          descender,
        };
      }),
    ),
  );
  faces.set(weight, loading);
  return loading;
}

/** A text's characters that no face has a glyph for, each once. */
function uncovered(text: string, all: Face[]) {
  const characters = [...new Set(text)].filter((c) => !/\s/.test(c));
  return characters.filter((c) => !all.some((face) => face.covers.has(c.codePointAt(0) ?? 0)));
}

/**
 * The characters of a text the image typefaces have no glyph for, each once: drawn as a box, or
 * not at all, on a card.
 */
export async function missingGlyphs(text: string, weight: Weight) {
  return uncovered(text, await facesAt(weight));
}

/** The first face with a glyph for a character; the first face's missing box where none has. */
function faceFor(character: string, all: Face[]) {
  const code = character.codePointAt(0) ?? 0;
  return all.find((face) => face.covers.has(code)) ?? (all[0] as Face);
}

/**
 * A word's glyphs, left to right as they are drawn: runs of one face and one direction, each
 * shaped on its own. Letters of a right-to-left script run right to left, Latin letters and digits
 * left to right, and marks between them (a full stop, a bracket) the word's way.
 */
function shapeWord(
  hb: typeof HarfBuzz,
  word: string,
  all: Face[],
  pixelsPerUnit: (face: Face) => number,
): Word {
  const characters = [...word];
  const rightToLeft =
    characters.some((c) => RIGHT_TO_LEFT.test(c)) || !characters.some((c) => LEFT_TO_RIGHT.test(c));
  const runs: { face: Face; rtl: boolean; text: string }[] = [];
  for (const character of characters) {
    const face = faceFor(character, all);
    const rtl = RIGHT_TO_LEFT.test(character)
      ? true
      : LEFT_TO_RIGHT.test(character)
        ? false
        : rightToLeft;
    const last = runs.at(-1);
    if (last && last.face === face && last.rtl === rtl) last.text += character;
    else runs.push({ face, rtl, text: character });
  }
  const glyphs: Glyph[] = [];
  let width = 0;
  for (const run of rightToLeft ? runs.reverse() : runs) {
    const buffer = new hb.Buffer();
    buffer.addText(run.text);
    buffer.guessSegmentProperties();
    buffer.setDirection(run.rtl ? hb.Direction.RTL : hb.Direction.LTR);
    hb.shape(run.face.font, buffer);
    const scale = pixelsPerUnit(run.face);
    let x = width / scale;
    const positions = buffer.getGlyphPositions();
    buffer.getGlyphInfos().forEach(({ codepoint }, index) => {
      const { xAdvance = 0, xOffset = 0, yOffset = 0 } = positions[index] ?? {};
      glyphs.push({ face: run.face, id: codepoint, x: x + xOffset, y: yOffset });
      x += xAdvance;
    });
    width = x * scale;
  }
  return { text: word, glyphs, width, rightToLeft };
}

/**
 * A line's words in the order they are drawn, left to right: right-to-left words from the right,
 * and each run of left-to-right words in its own order.
 */
function drawnOrder(line: Word[]) {
  const groups: Word[][] = [];
  for (const word of line) {
    const last = groups.at(-1);
    if (last && !word.rightToLeft && !last[0]?.rightToLeft) last.push(word);
    else groups.push([word]);
  }
  return groups.reverse().flat();
}

/**
 * Right-to-left text set in lines from the right edge, broken between words to fit `maxWidth`: as
 * wide as its longest line.
 */
export async function layOutRightToLeft(
  text: string,
  { fontSize, fontWeight, lineHeight, maxWidth }: Options,
): Promise<RightToLeftLayout> {
  const [hb, all] = await Promise.all([harfBuzz(), facesAt(fontWeight)]);
  const pixelsPerUnit = (face: Face) => fontSize / face.upem;
  const words = text
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => shapeWord(hb, word, all, pixelsPerUnit));
  const space = shapeWord(hb, ' ', all, pixelsPerUnit).width;
  const broken: Word[][] = [];
  for (const word of words) {
    const line = broken.at(-1);
    if (line && lineWidth(line, space) + space + word.width <= maxWidth) line.push(word);
    else broken.push([word]);
  }
  const width = Math.ceil(Math.max(0, ...broken.map((line) => lineWidth(line, space))));
  const linePixels = fontSize * lineHeight;
  // The line box centres the first right-to-left face's ascent and descent, as CSS centres a font's.
  const main = faceFor([...text].find((c) => RIGHT_TO_LEFT.test(c)) ?? text, all);
  const mainScale = pixelsPerUnit(main);
  const baseline =
    (linePixels - (main.ascender - main.descender) * mainScale) / 2 + main.ascender * mainScale;
  const paths: string[] = [];
  const lines = broken.map((line, index) => {
    let x = width - lineWidth(line, space);
    return drawnOrder(line).map((word) => {
      const left = x;
      x += word.width + space;
      for (const { face, id, x: glyphX, y } of word.glyphs) {
        const scale = round(pixelsPerUnit(face), 6);
        const at = `${round(left + glyphX * scale)} ${round(index * linePixels + baseline - y * scale)}`;
        paths.push(
          `<path transform="translate(${at}) scale(${scale} ${-scale})" d="${face.font.glyphToPath(id)}"/>`,
        );
      }
      return { text: word.text, left, width: word.width };
    });
  });
  return {
    width,
    height: Math.ceil(broken.length * linePixels),
    lines,
    missing: uncovered(text, all),
    paths,
  };
}

/** Right-to-left text as an SVG of its lines, in one colour (layOutRightToLeft). */
export async function shapeRightToLeft(text: string, options: Options & { color: string }) {
  const { width, height, paths } = await layOutRightToLeft(text, options);
  return {
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" fill="${options.color}">${paths.join('')}</svg>`,
    width,
    height,
  };
}

function lineWidth(line: Word[], space: number) {
  return line.reduce((sum, word) => sum + word.width, 0) + space * (line.length - 1);
}

const round = (value: number, digits = 2) => Number(value.toFixed(digits));
