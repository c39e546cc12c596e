// @ts-check
// Post-build step: gives every exported page a Content-Security-Policy <meta> whose script-src
// allows only same-origin files and the exact inline scripts of that page, by hash, and which
// lets the page embed from other sites exactly what content/embeds.mjs allows it.
import { readFileSync } from 'node:fs';
import { EMBED_PAGES } from '../../lib/settings/embeds.mjs';
import { LANGUAGE } from '../../lib/content/languages.mjs';
import { pageEmbeds, videoPages } from '../../lib/content/videos.mjs';
import { EMBED_ATTRIBUTES } from '../../lib/browser/inline-scripts/embed-on-request.mjs';
import { serviceSources, serviceSourcesOf } from '../../lib/settings/third-parties.mjs';
import { SEARCH_ATTRIBUTE, SEARCH_PATH } from '../../lib/settings/search.mjs';
import { CAPTCHA_ATTRIBUTE } from '../../lib/settings/vendors.mjs';
import {
  BuildStepError,
  htmlFiles,
  inlineScriptHashes,
  rewriteFiles,
  routeOf,
  startTags,
} from './output.mjs';

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

const NO_EMBEDS = { frame: [], image: [], connect: [] };

/**
 * @typedef {{ kind: import('../../lib/settings/env.mjs').ContactBackendKind, endpoint?: string }}
 * ContactBackend
 * @param {{
 *   scriptHashes: string[],
 *   backend: ContactBackend,
 *   embeds?: import('../../lib/settings/embeds.mjs').AllowedEmbeds,
 *   services?: import('../../lib/settings/third-parties.mjs').ServiceSources,
 *   dev?: boolean,
 *   search?: boolean,
 * }} options services: the analytics and captcha origins (lib/settings/third-parties.mjs); dev: the
 *   policy `npm run dev` sends (next.config.mjs), whose own scripts are inline and evaluated;
 *   everything else is as in the build; search: the search page's, which runs Pagefind
 */
export function buildPolicy({
  scriptHashes,
  backend,
  embeds = NO_EMBEDS,
  services = serviceSourcesOf(),
  dev = false,
  search = false,
}) {
  // Only 'json' and 'form' have an endpoint (lib/settings/env.mjs); Netlify Forms is the site
  // itself. The form reaches it with fetch and, without JavaScript, by posting itself: 'form' only,
  // since a browser cannot post JSON.
  const endpoint = backend.endpoint ? endpointSource(backend.endpoint) : undefined;
  const frames = [...embeds.frame, ...services.frame];
  /** @type {Record<string, (string | undefined)[]>} */
  const directives = {
    'default-src': ["'self'"],
    // Pagefind's script and index are the site's own files ('self' in script-src and connect-src);
    // it compiles its WebAssembly search from them, which 'wasm-unsafe-eval' allows on the search
    // page alone: it lets no JavaScript be evaluated (docs/search.md).
    'script-src': dev
      ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"]
      : ["'self'", ...scriptHashes, search ? "'wasm-unsafe-eval'" : undefined, ...services.script],
    // React writes style attributes (sonner's toast offsets, next/font fallbacks); attribute
    // styles cannot be hashed without 'unsafe-hashes' per value, and they cannot run code.
    'style-src': ["'self'", "'unsafe-inline'", ...services.style],
    'img-src': ["'self'", 'data:', ...embeds.image],
    'font-src': ["'self'"],
    'connect-src': ["'self'", endpoint, ...embeds.connect, ...services.connect],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", backend.kind === 'form' ? endpoint : undefined],
    'manifest-src': ["'self'"],
    // Pagefind searches in a worker of its own script, pagefind-worker.js, beside its index.
    'worker-src': search
      ? ["'self'", ...services.worker]
      : services.worker.length > 0
        ? services.worker
        : ["'none'"],
    'frame-src': frames.length > 0 ? frames : ["'none'"],
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
 * The policy `next dev` sends as a header (next.config.mjs): the build's for each page, with the
 * development server's own inline and evaluated scripts allowed, so an embed content/embeds.mjs
 * does not allow is blocked while editing, as it would be once deployed.
 * @param {ContactBackend} backend
 * @param {{ search?: boolean }} [options] search: the search page is on (NEXT_PUBLIC_SEARCH)
 * @returns {{ source: string, headers: { key: string, value: string }[] }[]}
 */
export function devPolicyHeaders(backend, { search = false } = {}) {
  /** @param {string} path @param {boolean} [searchPage] */
  const header = (path, searchPage = false) => [
    {
      key: 'Content-Security-Policy',
      value: buildPolicy({
        scriptHashes: [],
        backend,
        embeds: pageEmbeds(path, LANGUAGE.code),
        // The development server cannot look into a page first: every page may show the captcha.
        services: serviceSources({ captcha: true }),
        dev: true,
        search: searchPage,
      }),
    },
  ];
  /** @param {string} path */
  const sources = (path) => [path, `${path}/`];
  // Later rules win: every page first, then each page content/embeds.mjs names or whose text shows
  // a video (as the Markdown stood when the server started), and the search page, whose worker
  // the build's policy allows there alone.
  const videos = videoPages(LANGUAGE.code).map((page) => page.path);
  return [
    { source: '/:path*', headers: header('/') },
    ...[...new Set([...EMBED_PAGES, ...videos])].flatMap((path) =>
      sources(path).map((source) => ({ source, headers: header(path) })),
    ),
    ...(search
      ? sources(SEARCH_PATH).map((source) => ({ source, headers: header(SEARCH_PATH, true) }))
      : []),
  ];
}

/**
 * The page's path as content/navigation.ts and content/embeds.mjs write it: /contact/ → /contact.
 * @param {string} page a path in the output, as routeOf gives it
 */
export function navigationPath(page) {
  return page === '/' ? page : page.replace(/\/$/, '');
}

/**
 * What a page shows from other origins, by the directive that must allow it.
 * @param {string} html
 * @returns {{ directive: 'frame-src' | 'img-src', origin: string, tag: string }[]}
 */
function embedded(html) {
  /** @param {string} value */
  const origins = (value) =>
    value
      .split(',')
      .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
      .filter((url) => /^(https?:)?\/\//i.test(url))
      .map((url) => new URL(url, 'https://site.invalid').origin);
  return [
    ...startTags(html, 'iframe').flatMap(({ tag, attributes }) =>
      origins(attributes.src ?? '').map((origin) => ({
        directive: /** @type {const} */ ('frame-src'),
        origin,
        tag,
      })),
    ),
    // A frame that loads when asked: the policy must let it load then.
    ...startTags(html, 'div').flatMap(({ tag, attributes }) =>
      origins(attributes[EMBED_ATTRIBUTES.embed] ?? '').map((origin) => ({
        directive: /** @type {const} */ ('frame-src'),
        origin,
        tag,
      })),
    ),
    ...['img', 'source'].flatMap((element) =>
      startTags(html, element).flatMap(({ tag, attributes }) =>
        [attributes.src, attributes.srcset]
          .flatMap((value) => origins(value ?? ''))
          .map((origin) => ({ directive: /** @type {const} */ ('img-src'), origin, tag })),
      ),
    ),
  ];
}

/**
 * A page's policy must come before every script, allow exactly the inline scripts it runs, and
 * allow what the page shows from other sites (else it shows a blocked frame or a broken image).
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
  const sources = (/** @type {string} */ directive) =>
    new RegExp(`(?:^|; )${directive} ([^;]*)`).exec(meta?.[1] ?? '')?.[1]?.split(' ') ?? [];
  const unhashed = inlineScriptHashes(html).find((hash) => !sources('script-src').includes(hash));
  if (unhashed) refuse(`expected every inline script allowed by its hash, ${unhashed} is not`);
  for (const { directive, origin, tag } of embedded(html)) {
    if (!sources(directive).includes(origin)) {
      refuse(
        `expected ${origin} allowed by ${directive}, as ${tag} shows it: add the origin to content/embeds.mjs`,
      );
    }
  }
}

/**
 * @param {string} outDir
 * @param {ContactBackend} backend
 * @returns {number} how many pages carry a policy
 */
export function addPolicies(outDir, backend) {
  const files = htmlFiles(outDir);
  rewriteFiles(files, (html, file) =>
    addPolicy(
      html,
      buildPolicy({
        scriptHashes: inlineScriptHashes(html),
        backend,
        embeds: pageEmbeds(navigationPath(routeOf(file, outDir)), LANGUAGE.code),
        services: serviceSources({ captcha: html.includes(`${CAPTCHA_ATTRIBUTE}=`) }),
        search: html.includes(`${SEARCH_ATTRIBUTE}=`),
      }),
    ),
  );
  for (const file of files)
    verifyPolicy(readFileSync(file, 'utf8'), { page: routeOf(file, outDir) });
  return files.length;
}
