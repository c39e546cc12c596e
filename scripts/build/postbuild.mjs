// @ts-check
// Runs after `next build`: compile hints for start-up scripts, each page's Content-Security-Policy
// and the host rules. Usage: node scripts/build/postbuild.mjs [outDir]
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BASE_PATH, CONTACT_BACKEND, CONTACT_ENDPOINT } from '../../lib/env.mjs';
import { addCompileHints } from './compile-hints.mjs';
import { addPolicies } from './content-security-policy.mjs';
import { netlifyHeaders, nginxServerBlock, vercelConfig } from './host-config.mjs';

const outDir = process.argv[2] ?? 'out';

const hinted = addCompileHints(outDir, BASE_PATH);
const pages = addPolicies(outDir, { kind: CONTACT_BACKEND, endpoint: CONTACT_ENDPOINT });
writeFileSync(join(outDir, '_headers'), netlifyHeaders(BASE_PATH));
writeFileSync(join(outDir, 'vercel.json'), vercelConfig(BASE_PATH));
writeFileSync(join(outDir, 'nginx.conf'), nginxServerBlock({ basePath: BASE_PATH }));
writeFileSync(join(outDir, '.nojekyll'), '');

console.log(
  `postbuild: compile hints on ${hinted} scripts; CSP on ${pages} pages; _headers, vercel.json, nginx.conf and .nojekyll written`,
);
