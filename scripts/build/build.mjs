// @ts-check
// `npm run build`: the settings checked and the sources prepared (prebuild.mjs), `next build`, then
// the post-build steps (postbuild.mjs), then the same for each other language (languages.mjs).
// One Node entry, so every shell runs it the same way (cmd.exe has no VAR=value), with Next's
// telemetry off. Each part's time is printed as it ends, beside the post-build steps' own.
// Usage: node scripts/build/build.mjs [outDir] [--host <host>]
//   --host netlify: out/ for that host alone, as `node scripts/host-files.mjs prune out netlify`
//   leaves it, and no precompressed copies made where the host compresses as it sends (every host
//   but nginx): Brotli 11 is most of a clean post-build, for files such a host would publish as
//   files of their own. Without it, out/ holds every host's files and the copies.
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { binScript, NEXT_ENV, runNode } from '../tools/node-tools.mjs';
import { hostNamed, pruneOutput } from './host-config.mjs';
import { buildOtherLanguages } from './languages.mjs';

/** Runs a part of the build and prints its time. @param {string} name @param {() => void} run */
function timed(name, run) {
  const start = performance.now();
  run();
  console.log(`build: ${name} took ${((performance.now() - start) / 1000).toFixed(1)} s`);
}

try {
  // Read before anything runs: a host misspelt stops the build at once, not after `next build`.
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { host: { type: 'string' } },
  });
  const host = values.host === undefined ? undefined : hostNamed(values.host);
  const outDir = positionals[0] ?? 'out';
  const hostArgs = host ? ['--host', host] : [];
  // Empty (the default language) in the shell, so a SITE_LANGUAGE left in a .env file for
  // `npm run dev` never changes the build.
  const env = { SITE_LANGUAGE: '' };
  timed('prebuild', () => runNode(join(import.meta.dirname, 'prebuild.mjs')));
  timed('next build', () =>
    runNode(binScript('next'), ['build'], { env: { ...NEXT_ENV, ...env } }),
  );
  timed('postbuild', () =>
    runNode(join(import.meta.dirname, 'postbuild.mjs'), [...positionals, ...hostArgs], { env }),
  );
  timed('other languages', () => buildOtherLanguages(outDir, env, host));
  // Once every language is in: the other languages' 404 route folders go too.
  if (host) {
    timed(`prune for ${host}`, () => {
      const removed = pruneOutput(outDir, host);
      console.log(`build: ${outDir} for ${host}, ${removed.join(', ') || 'nothing'} removed`);
    });
  }
} catch (error) {
  console.error(`build: ${/** @type {Error} */ (error).message}`);
  process.exit(1);
}
