// Runs after `next build`: compile hints for start-up scripts, each page's Content-Security-Policy
// and the host rules.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { addCompileHints } from './compile-hints.mjs';
import { addPolicies } from './content-security-policy.mjs';
import { netlifyHeaders, nginxServerBlock, vercelConfig } from './host-config.mjs';

const outDir = process.argv[2] ?? 'out';
const basePath = (process.env.NEXT_PUBLIC_BASE_PATH ?? '').replace(/\/+$/, '');
const endpoint = process.env.NEXT_PUBLIC_CONTACT_ENDPOINT || undefined;

const hinted = addCompileHints(outDir, basePath);
const pages = addPolicies(outDir, { endpoint });
writeFileSync(join(outDir, '_headers'), netlifyHeaders(basePath));
writeFileSync(join(outDir, 'vercel.json'), vercelConfig(basePath));
writeFileSync(join(outDir, 'nginx.conf'), nginxServerBlock({ basePath }));
writeFileSync(join(outDir, '.nojekyll'), '');

console.log(
  `postbuild: compile hints on ${hinted} scripts; CSP on ${pages} pages; _headers, vercel.json, nginx.conf and .nojekyll written`,
);
