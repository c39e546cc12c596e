// @ts-check
// Post-build step: gives every exported page a Content-Security-Policy <meta> whose script-src
// allows only same-origin files and the exact inline scripts of that page, by hash.
import { readFileSync, writeFileSync } from 'node:fs';
import { htmlFiles, inlineScriptHashes } from './output.mjs';

/**
 * @param {{ scriptHashes: string[], endpoint?: string }} options
 */
export function buildPolicy({ scriptHashes, endpoint }) {
  const endpointOrigin = endpoint ? new URL(endpoint).origin : undefined;
  /** @type {Record<string, (string | undefined)[]>} */
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

/**
 * @param {string} html
 * @param {string} policy
 */
export function addPolicy(html, policy) {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
  const withoutOld = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/i, '');
  // The policy governs only what follows it, so it goes straight after the charset.
  return withoutOld.replace(/(<meta charSet="utf-8"\/>|<head>)/i, `$1${meta}`);
}

/**
 * @param {string} outDir
 * @param {{ endpoint?: string }} options
 * @returns {number} how many pages carry a policy
 */
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
