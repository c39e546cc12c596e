// @ts-check
// The hosts' files outside the build: the project's root netlify.toml and vercel.json (read on Git
// deploys, generated from the same rules as out/_headers and the rest, scripts/build/host-config.mjs),
// and out/ made ready for one host before an upload.
// Usage: node scripts/host-files.mjs write                 rewrites ./netlify.toml and
// ./vercel.json        node scripts/host-files.mjs check                 fails naming each one that
// is not as written        node scripts/host-files.mjs prune <outDir> <host> removes what that host
// must not publish   hosts: nginx, netlify, cloudflare-pages, vercel, github-pages
import './build/load-env.mjs';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CMS, SITE_BASE_PATH } from '../lib/settings/env.mjs';
import { HOST_READS, isHostName, pruneOutput, rootHostFiles } from './build/host-config.mjs';
import { checkRedirects, contentRedirects } from './build/redirects.mjs';

const ROOT = join(import.meta.dirname, '..');
const [command, outDir = '', host = ''] = process.argv.slice(2);

// The addresses that moved, checked against each other (the build checks their targets too), the
// Markdown files' aliases as the last prebuild read them (npm run build and npm run dev make it).
const redirects = () => checkRedirects(contentRedirects());

try {
  if (command === 'write') {
    const files = Object.entries(rootHostFiles(SITE_BASE_PATH, Boolean(CMS), redirects()));
    for (const [name, text] of files) writeFileSync(join(ROOT, name), text);
    console.log(`host-files: ${files.map(([name]) => name).join(', ')} written`);
  } else if (command === 'check') {
    const stale = Object.entries(rootHostFiles(SITE_BASE_PATH, Boolean(CMS), redirects()))
      .filter(([name, text]) => readFileSync(join(ROOT, name), 'utf8') !== text)
      .map(([name]) => name);
    if (stale.length > 0) {
      throw new Error(
        `${stale.join(', ')} not as the settings make them: run node scripts/host-files.mjs write`,
      );
    }
    console.log('host-files: netlify.toml and vercel.json are as written');
  } else if (command === 'prune' && outDir && isHostName(host)) {
    const removed = pruneOutput(outDir, host);
    console.log(`host-files: ${outDir} for ${host}, ${removed.join(', ') || 'nothing'} removed`);
  } else {
    throw new Error(
      `usage: host-files.mjs write | check | prune <outDir> <${Object.keys(HOST_READS).join('|')}>`,
    );
  }
} catch (error) {
  console.error(`host-files: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
