// @ts-check
// Runs before `next build`: brings the encoded images up to date with content/images/.
import { MANIFEST_FILE } from '../../lib/images.mjs';
import { buildImages } from './images.mjs';

const started = Date.now();
try {
  const { images, encoded } = await buildImages();
  const count = Object.keys(images).length;
  console.log(
    `prebuild: ${count} images, ${encoded} encoded, ${count - encoded} from the cache (${MANIFEST_FILE}), ${Date.now() - started} ms`,
  );
} catch (error) {
  console.error(`prebuild: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
