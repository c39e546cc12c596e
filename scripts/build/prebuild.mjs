// @ts-check
// Runs before `next build` (and `npm run dev`): brings the encoded images up to date with
// content/images/ and cuts the font to the characters the site prints.
import { MANIFEST_FILE } from '../../lib/images.mjs';
import { buildFont } from './font.mjs';
import { buildImages } from './images.mjs';

const started = Date.now();
try {
  const [{ images, encoded }, font] = await Promise.all([buildImages(), buildFont()]);
  const count = Object.keys(images).length;
  console.log(
    `prebuild: ${count} images, ${encoded} encoded, ${count - encoded} from the cache (${MANIFEST_FILE}); font ${font.cut ? 'cut' : 'unchanged'}, ${font.characters.length} characters, ${font.bytes} B; ${Date.now() - started} ms`,
  );
} catch (error) {
  console.error(`prebuild: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
