// @ts-check
// Post-build step: gives every exported page a Content-Security-Policy <meta> whose script-src
// allows only same-origin files and the exact inline scripts of that page, by hash.
import { readFileSync, writeFileSync } from 'node:fs';
import { htmlFiles, inlineScriptHashes } from './output.mjs';

/**
 * The source expression for exactly one endpoint: origin and path, no query (CSP matches no query),
 * with the two characters a policy cannot hold percent-encoded.
 * @param {string} endpoint
 */
export function endpointSource(endpoint) {
  const { origin, pathname } = new URL(endpoint);
  return `${origin}${pathname.replaceAll(';', '%3B').replaceAll(',', '%2C')}`;
}

/**
 * @typedef {{ kind: import('../../lib/env.mjs').ContactBackendKind, endpoint?: string }} ContactBackend
 * @param {{ scriptHashes: string[], backend: ContactBackend }} options
 */
export function buildPolicy({ scriptHashes, backend }) {
  // Only 'json' and 'form' have an endpoint (lib/env.mjs); Netlify Forms is the site itself. The
  // form reaches it with fetch and, without JavaScript, by posting itself: 'form' only, since a
  // browser cannot post JSON.
  const endpoint = backend.endpoint ? endpointSource(backend.endpoint) : undefined;
  /** @type {Record<string, (string | undefined)[]>} */
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    // React writes style attributes (sonner's toast offsets, next/font fallbacks); attribute
    // styles cannot be hashed without 'unsafe-hashes' per value, and they cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", endpoint],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", backend.kind === 'form' ? endpoint : undefined],
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
 * @param {ContactBackend} backend
 * @returns {number} how many pages carry a policy
 */
export function addPolicies(outDir, backend) {
  const files = htmlFiles(outDir);
  for (const file of files) {
    const html = readFileSync(file, 'utf8');
    writeFileSync(
      file,
      addPolicy(html, buildPolicy({ scriptHashes: inlineScriptHashes(html), backend })),
    );
  }
  return files.length;
}
