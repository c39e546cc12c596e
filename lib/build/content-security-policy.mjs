// Post-build step: gives every exported page a Content-Security-Policy <meta> whose script-src
// allows only same-origin files and the exact inline scripts of that page, by hash.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const INLINE_SCRIPT = /<script\b((?:(?!\bsrc=)[^>])*)>([\s\S]*?)<\/script>/gi;
// JSON-LD and other data blocks are never executed, so CSP does not govern them.
const DATA_BLOCK = /\btype="application\/(?:ld\+)?json"/i;

export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (DATA_BLOCK.test(attributes) || body.length === 0) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

export function buildPolicy({ scriptHashes, endpoint }) {
  const endpointOrigin = endpoint ? new URL(endpoint).origin : undefined;
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    // React writes style attributes (sonner's toast offsets, next/font fallbacks); attribute
    // styles cannot be hashed without 'unsafe-hashes' per value, and they cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", endpointOrigin],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    // Without JavaScript and without an endpoint the contact form falls back to mailto:.
    'form-action': ["'self'", endpointOrigin ?? 'mailto:'],
    'manifest-src': ["'self'"],
    'worker-src': ["'none'"],
    'frame-src': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources.filter(Boolean)].join(' '))
    .join('; ');
}

export function addPolicy(html, policy) {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
  const withoutOld = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/i, '');
  // The policy governs only what follows it, so it goes straight after the charset.
  return withoutOld.replace(/(<meta charSet="utf-8"\/>|<head>)/i, `$1${meta}`);
}

export function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '_next' ? [] : htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

export function addPolicies(outDir, { endpoint }) {
  const files = htmlFiles(outDir);
  for (const file of files) {
    const html = readFileSync(file, 'utf8');
    writeFileSync(
      file,
      addPolicy(html, buildPolicy({ scriptHashes: inlineScriptHashes(html), endpoint })),
    );
  }
  return files.length;
}
