// @ts-check
// Runs before `next build`: checks the settings (so a mistake stops the build in one line, before
// Next prints a stack), fetches Decap's bundle where the CMS is on (a fetch that fails stops the
// build before Next's minutes, not after them), brings the encoded images up to date with
// content/images/, cuts the font to the characters the site prints, reads the icon outlines and
// checks and renders the Markdown.
import './load-env.mjs';
import { join } from 'node:path';
import { MANIFEST_FILE } from '../../lib/content/images.mjs';
import { DECAP, decapBundle } from './decap-bundle.mjs';

const started = Date.now();
try {
  // Imported here, so a wrong setting is this one line, not a stack.
  const { CMS, cmsDraftsOf } = await import('../../lib/settings/env.mjs');
  cmsDraftsOf(process.env);
  await import('../../lib/server/contact-recipient.mjs');
  const { checkCopyFiles } = await import('./languages.mjs');
  const { prepareSources } = await import('./prepare.mjs');
  if (CMS) {
    const { fetched } = decapBundle();
    console.log(
      `prebuild: Decap CMS ${DECAP.version} ${fetched ? 'fetched into' : 'from'} node_modules/.cache/`,
    );
  }
  const { images, font, icons, glyphs, markdown } = await prepareSources({ log: console.log });
  checkCopyFiles(join(import.meta.dirname, '..', '..'), markdown);
  const count = Object.keys(images.images).length;
  console.log(
    `prebuild: ${count} images, ${images.encoded} encoded, ${count - images.encoded} from the cache (${MANIFEST_FILE}); font ${font.cut ? 'cut' : 'unchanged'}, ${font.characters.length} characters, ${font.bytes} B; ${icons.count} icons; ${glyphs.count} letter outlines; ${markdown.articles.length} articles, ${markdown.stories.length} stories; ${Date.now() - started} ms`,
  );
} catch (error) {
  console.error(`prebuild: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
