// @ts-check
// Builds test variants (tests/harness/variants.mjs), one after another: `next build` into each one's
// folder with its settings, then the post-build step.
// Usage: node tests/harness/build-variants.mjs basepath json netlify
import { join } from 'node:path';
import { binScript, NEXT_ENV, runNode } from '../../scripts/tools/node-tools.mjs';
import { prepareSources } from '../../scripts/build/prepare.mjs';
import { VARIANT_SETTINGS, VARIANTS } from './variants.mjs';

/** @typedef {import('./variants.mjs').VariantName} VariantName */

/**
 * `next build` into the variant's folder with its settings, then the post-build step.
 * @param {VariantName} name
 */
function buildVariant(name) {
  const { outDir } = VARIANTS[name];
  /** @type {Record<string, string>} */
  const env = VARIANTS[name].env;
  // A test build states every setting it is about, empty where it wants none: a value in the shell
  // wins over the project's .env files, so an owner's form settings never leak into it.
  const stated = Object.fromEntries(
    VARIANT_SETTINGS.map((setting) => [setting, env[setting] ?? '']),
  );
  // The default build keeps Next's own folders; the others write everything into their own.
  const buildEnv = outDir === 'out' ? env : { ...stated, NEXT_DIST_DIR: outDir };
  runNode(binScript('next'), ['build'], { env: { ...NEXT_ENV, ...buildEnv } });
  runNode(join(import.meta.dirname, '..', '..', 'scripts', 'build', 'postbuild.mjs'), [outDir], {
    env: buildEnv,
  });
}

// Every build reads the encoded images, the cut font and the icon outlines (cached, so cheap).
await prepareSources();
for (const name of process.argv.slice(2)) {
  if (!(name in VARIANTS)) throw new Error(`unknown variant ${name}: ${Object.keys(VARIANTS)}`);
  console.log(`variants: building ${name}`);
  buildVariant(/** @type {VariantName} */ (name));
}
