// @ts-check
// Post-build step: gives every exported page a Content-Security-Policy <meta> whose script-src
// allows only same-origin files and the exact inline scripts of that page, by hash.
import { readFileSync } from 'node:fs';
import { BuildStepError, htmlFiles, inlineScriptHashes, rewriteFiles, routeOf } from './output.mjs';

export const STEP = 'content-security-policy';

const POLICY_META = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/gi;

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
  const withoutOld = html.replace(POLICY_META, '');
  // The policy governs only what follows it, so it goes straight after the charset.
  return withoutOld.replace(/(<meta charSet="utf-8"\/>|<head>)/i, `$1${meta}`);
}

/**
 * A page's policy must come before every script and allow exactly the inline scripts it runs.
 * @param {string} html
 * @param {{ page: string }} context
 */
export function verifyPolicy(html, { page }) {
  const policies = [...html.matchAll(POLICY_META)];
  const refuse = (/** @type {string} */ expected) => {
    throw new BuildStepError(STEP, page, expected);
  };
  if (policies.length !== 1)
    refuse(`expected one Content-Security-Policy, found ${policies.length}`);
  const [meta] = policies;
  if ((meta?.index ?? 0) > html.search(/<script\b/i) && html.search(/<script\b/i) !== -1) {
    refuse('expected the policy ahead of every script');
  }
  const allowed = /script-src ([^;]*)/.exec(meta?.[1] ?? '')?.[1]?.split(' ') ?? [];
  const unhashed = inlineScriptHashes(html).find((hash) => !allowed.includes(hash));
  if (unhashed) refuse(`expected every inline script allowed by its hash, ${unhashed} is not`);
}

/**
 * @param {string} outDir
 * @param {ContactBackend} backend
 * @returns {number} how many pages carry a policy
 */
export function addPolicies(outDir, backend) {
  const files = htmlFiles(outDir);
  rewriteFiles(files, (html) =>
    addPolicy(html, buildPolicy({ scriptHashes: inlineScriptHashes(html), backend })),
  );
  for (const file of files)
    verifyPolicy(readFileSync(file, 'utf8'), { page: routeOf(file, outDir) });
  return files.length;
}
