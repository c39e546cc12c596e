// @ts-check
// Runs before `next build`: checks the settings (so a mistake stops the build in one line, before
// Next prints a stack), brings the encoded images up to date with content/images/, cuts the font
// to the characters the site prints and reads the icon outlines.
import './load-env.mjs';
import { join } from 'node:path';
import { COPY_FILES } from '../../lib/languages.mjs';
import { MANIFEST_FILE } from '../../lib/images.mjs';
import { missingCopyFiles } from './languages.mjs';
import { prepareSources } from './prepare.mjs';

const started = Date.now();
try {
  await import('../../lib/env.mjs');
  const missing = missingCopyFiles(join(import.meta.dirname, '..', '..'));
  if (missing.length > 0) {
    throw new Error(
      `${missing.join(', ')} missing: each language of content/languages.mjs has its own ${COPY_FILES.map((file) => `${file}.ts`).join(', ')}`,
    );
  }
  const { images, font, icons, glyphs } = await prepareSources({ log: console.log });
  const count = Object.keys(images.images).length;
  console.log(
    `prebuild: ${count} images, ${images.encoded} encoded, ${count - images.encoded} from the cache (${MANIFEST_FILE}); font ${font.cut ? 'cut' : 'unchanged'}, ${font.characters.length} characters, ${font.bytes} B; ${icons.count} icons; ${glyphs.count} letter outlines; ${Date.now() - started} ms`,
  );
} catch (error) {
  console.error(`prebuild: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
