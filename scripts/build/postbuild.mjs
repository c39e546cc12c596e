// @ts-check
// Runs after `next build`, in this order: compile hints for the scripts pages start, those scripts
// started once the page has loaded, the stylesheet inlined, the font held for repeat visits, the
// repeated-slash repair, each page's Content-Security-Policy (it hashes the inline scripts the
// steps before wrote), the host rules and, last, the precompressed copies.
// Usage: node scripts/build/postbuild.mjs [outDir]
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BASE_PATH, CONTACT_BACKEND, CONTACT_ENDPOINT, SITE_URL } from '../../lib/env.mjs';
import { addCompileHints } from './compile-hints.mjs';
import { addPolicies } from './content-security-policy.mjs';
import { deferAllScripts } from './deferred-scripts.mjs';
import { hostFiles } from './host-config.mjs';
import { inlineAllStylesheets } from './inline-stylesheets.mjs';
import { addMergeSlashesScripts } from './merge-slashes.mjs';
import { precompress } from './precompress.mjs';
import { holdFontsForRepeatVisits } from './repeat-visit-font.mjs';

const outDir = process.argv[2] ?? 'out';

const hinted = addCompileHints(outDir, BASE_PATH);
const deferred = deferAllScripts(outDir, BASE_PATH);
const inlined = inlineAllStylesheets(outDir, BASE_PATH);
const fonts = holdFontsForRepeatVisits(outDir);
addMergeSlashesScripts(outDir);
const pages = addPolicies(outDir, { kind: CONTACT_BACKEND, endpoint: CONTACT_ENDPOINT });
const hosts = Object.entries(hostFiles({ basePath: BASE_PATH, origin: SITE_URL }));
for (const [name, text] of hosts) writeFileSync(join(outDir, name), text);
// Last: a step that changed a file after this one would leave a stale .gz or .br beside it.
const compressed = await precompress(outDir);

console.log(
  `postbuild: compile hints on ${hinted} scripts; scripts started on load on ${deferred.pages} pages (${deferred.payloads} fetch their payload); stylesheet inline on ${inlined} pages; font held for repeat visits on ${fonts} pages; slash repair and CSP on ${pages} pages; ${hosts
    .map(([name]) => name)
    .join(', ')} written; ${compressed} text files precompressed (.gz, .br)`,
);
