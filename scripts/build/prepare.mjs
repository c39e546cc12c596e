// @ts-check
// What the pages read from the build's cache before they can render: the encoded images, the cut
// font, the icon outlines, the Markdown of content/articles/ and content/stories/ and the design
// tokens' stylesheet. Run by scripts/build/prebuild.mjs, scripts/dev.mjs and the unit
// tests' set-up.
import { buildFont } from './font.mjs';
import { buildGlyphs } from './glyphs.mjs';
import { buildIcons } from './icons.mjs';
import { buildImages } from './images.mjs';
import { buildMarkdown } from './markdown.mjs';
import { buildThemeStylesheet } from './theme-stylesheet.mjs';

/**
 * @param {{ log?: (line: string) => void }} [options] log: told of each image encoded, and of the
 *   texts waiting for their day
 */
export async function prepareSources({ log } = {}) {
  const [images, others] = await Promise.all([
    buildImages({ log }),
    prepareSourcesButImages({ log }),
  ]);
  return { images, ...others };
}

/**
 * All but the images, which scripts/dev.mjs encodes behind the server (scripts/dev/images.mjs).
 * @param {{ log?: (line: string) => void }} [options]
 */
export async function prepareSourcesButImages({ log } = {}) {
  const [font, icons, glyphs, markdown, theme] = await Promise.all([
    buildFont(),
    buildIcons(),
    buildGlyphs(),
    buildMarkdown({ log }),
    buildThemeStylesheet(),
  ]);
  return { font, icons, glyphs, markdown, theme };
}
