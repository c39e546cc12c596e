// @ts-check
// What the pages read from the build's cache before they can render: the encoded images, the cut
// font and the icon outlines. Run by scripts/build/prebuild.mjs, scripts/dev.mjs and the unit
// tests' set-up.
import { buildFont } from './font.mjs';
import { buildIcons } from './icons.mjs';
import { buildImages } from './images.mjs';

export async function prepareSources() {
  const [images, font, icons] = await Promise.all([buildImages(), buildFont(), buildIcons()]);
  return { images, font, icons };
}
