// @ts-check
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { getTransformedRoutes } from '@vercel/routing-utils';
import { languageRoot, LANGUAGES, OTHER_LANGUAGES } from '../../lib/content/languages.mjs';
import { CMS_HEADERS } from './cms.mjs';
import { allFiles, BuildStepError, CMS_FOLDER } from './output.mjs';
// One list of response headers and rules, written out in each static host's own format.
// Netlify and Cloudflare Pages merge every matching rule (Cloudflare joins a header set twice with
// a comma), so there Cache-Control is set once per path and HTML keeps the host's revalidating
// default. nginx spells the HTML one out; on Vercel a later rule wins, so hashed files override it.

const ONE_YEAR = 31536000;

/**
 * Where each language's export lives under the site's base path: the default's at it, the others'
 * under their prefix (/de), each with its own assets and its own 404 page.
 * @param {string} basePath
 */
const languageRoots = (basePath) => LANGUAGES.map((language) => languageRoot(language, basePath));

/** The files in out/ that configure hosts. No host may serve them, and precompression skips them. */
export const HOST_FILES = ['_headers', '_redirects', 'vercel.json', 'nginx.conf', '.nojekyll'];

/** Exported folders that are not pages: the 404 page's own route folders (soft 404s if served). */
export const NOT_FOUND_FOLDERS = ['404', '_not-found'];

/**
 * Whether an exported page is the 404 page (404.html, or a copy in one of its route folders).
 * @param {string} page its path in the output, as routeOf gives it (/404.html, /404/)
 */
export function isNotFoundPage(page) {
  return page === '/404.html' || NOT_FOUND_FOLDERS.some((folder) => page.startsWith(`/${folder}/`));
}

/** Sent on HTTPS only: browsers ignore it over HTTP, and Mozilla's Observatory counts it there as missing. */
const strictTransportSecurity = 'max-age=63072000; includeSubDomains';

export const securityHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'X-Frame-Options': 'DENY',
  // A <meta> policy cannot forbid framing; the per-page policy itself lives in each HTML file.
  'Content-Security-Policy': "frame-ancestors 'none'",
  'Cross-Origin-Opener-Policy': 'same-origin',
  // No other site's page may load these files; social networks fetch the share images from servers.
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/** Every HTTPS answer's headers. */
const httpsHeaders = { 'Strict-Transport-Security': strictTransportSecurity, ...securityHeaders };

/** Where the CMS is (scripts/build/cms.mjs), when the build has it. @param {string} basePath */
const cmsPath = (basePath) => `${basePath}/${CMS_FOLDER}/`;

export const immutableCache = `public, max-age=${ONE_YEAR}, immutable`;
// Folders whose file names carry content hashes: Next's assets and the image pipeline's output.
export const immutablePaths = ['/_next/static/', '/media/'];
export const revalidateCache = 'public, max-age=0, must-revalidate';

/** The TLS settings of Mozilla's "intermediate" profile (ssl-config.mozilla.org, guidelines 6). */
export const mozillaIntermediateTls = {
  protocols: 'TLSv1.2 TLSv1.3',
  curves: 'X25519:prime256v1:secp384r1',
  ciphers: [
    'ECDHE-ECDSA-AES128-GCM-SHA256',
    'ECDHE-RSA-AES128-GCM-SHA256',
    'ECDHE-ECDSA-AES256-GCM-SHA384',
    'ECDHE-RSA-AES256-GCM-SHA384',
    'ECDHE-ECDSA-CHACHA20-POLY1305',
    'ECDHE-RSA-CHACHA20-POLY1305',
  ].join(':'),
};

/**
 * Netlify and Cloudflare add the CMS's rule to the one for every path: both Content-Security-Policy
 * values apply (the CMS's adds to frame-ancestors 'none'), and the CMS's Cross-Origin-Opener-Policy
 * either replaces the site's (Netlify) or, joined to it with a comma (Cloudflare), makes a value
 * browsers ignore; either way the login window the GitHub backend opens can answer its opener.
 * @param {string} [basePath]
 * @param {boolean} [cms] whether the build has the CMS
 */
export function netlifyHeaders(basePath = '', cms = false) {
  /** @param {string} path @param {Record<string, string>} headers */
  const block = (path, headers) =>
    [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return `${[
    block(`${basePath}/*`, httpsHeaders),
    ...languageRoots(basePath).flatMap((root) =>
      immutablePaths.map((path) => block(`${root}${path}*`, { 'Cache-Control': immutableCache })),
    ),
    ...(cms ? [block(`${cmsPath(basePath)}*`, CMS_HEADERS)] : []),
  ].join('\n\n')}\n`;
}

/**
 * Where the `_redirects` rules send what no host may show: a path no build ever writes, so the
 * host answers 404 with its 404 page.
 */
const NEVER_PUBLISHED = '/_never-published';

/**
 * The paths of the 404 pages' routes (each language's) and of the host files, each with the root
 * whose 404 page answers it.
 * @param {string} basePath
 * @returns {[path: string, root: string][]}
 */
function hiddenPaths(basePath) {
  return [
    ...languageRoots(basePath).flatMap((root) =>
      [
        `${root}/404.html`,
        ...NOT_FOUND_FOLDERS.flatMap((folder) => [`${root}/${folder}`, `${root}/${folder}/*`]),
      ].map((path) => /** @type {[string, string]} */ ([path, root])),
    ),
    ...HOST_FILES.map(
      (file) => /** @type {[string, string]} */ ([`${basePath}/${file}`, basePath]),
    ),
  ];
}

/**
 * `_redirects`, in the syntax Cloudflare Pages and Netlify both parse: the 404 page's own routes
 * and the other hosts' files answer 404 with the 404 page. Cloudflare accepts no forced rule
 * (`404!`: one such line and it drops every rule) and no 404 status, so each rule rewrites (200) to
 * a path that never exists; Cloudflare applies a rule before it looks for a file, so the rules hide
 * files too. Netlify lets a file win over a rule that is not forced, so it gets forced rules of
 * its own in netlify.toml, and `prune out netlify` removes this file (scripts/host-files.mjs).
 * (No regular expressions on either host, so repeated slashes are left to the page.) The moved
 * addresses (redirects.mjs) answer 301 with their new ones.
 * @param {string} [basePath]
 * @param {readonly Moved[]} [redirects]
 */
function pagesRedirects(basePath = '', redirects = []) {
  // Cloudflare answers a missing path with the nearest 404.html above it: under /de/, German.
  return `${[
    ...hiddenPaths(basePath).map(([path, root]) => `${path}  ${root}${NEVER_PUBLISHED}  200`),
    // Cloudflare matches the path as asked: the old address with and without its last slash.
    ...redirects.flatMap(({ from, to }) =>
      [from, from.slice(0, -1)].map((path) => `${basePath}${path}  ${basePath}${to}  301`),
    ),
  ].join('\n')}\n`;
}

/**
 * netlify.toml, read from the project's root: how Netlify builds and what it publishes, and its
 * `_redirects` rules forced, so that they win over files. Headers come from out/_headers, the file
 * Cloudflare Pages reads too.
 * @param {string} [basePath]
 * @param {readonly Moved[]} [redirects]
 */
function netlifyToml(basePath = '', redirects = []) {
  const hidden = hiddenPaths(basePath).map(
    ([path, root]) => `[[redirects]]
  from = "${path}"
  to = "${root}/404.html"
  status = 404
  force = true
`,
  );
  // Netlify answers every other missing path with the root's 404.html; a language's own comes
  // from a rule that is not forced, so the language's files win over it.
  const languages = languageRoots(basePath)
    .slice(1)
    .map(
      (root) => `[[redirects]]
  from = "${root}/*"
  to = "${root}/404.html"
  status = 404
`,
    );
  // Netlify matches a path with or without its last slash, and answers both from one rule.
  const moved = redirects.map(
    ({ from, to }) => `[[redirects]]
  from = "${basePath}${from}"
  to = "${basePath}${to}"
  status = 301
  force = true
`,
  );
  return `# Netlify's settings, generated by scripts/host-files.mjs from scripts/build/host-config.mjs: after a
# change there or to NEXT_PUBLIC_BASE_PATH, run \`node scripts/host-files.mjs write\`.
# Headers: Netlify reads out/_headers (the build writes it, the same file Cloudflare Pages reads).

[build]
  # The build for Netlify: out/ without the other hosts' files, Cloudflare's _redirects (the forced
  # rules below replace it: Netlify lets a file win over a rule that is not forced) and the .gz
  # and .br copies (Netlify compresses as it sends).
  command = "${buildCommand('netlify')}"
  publish = "out"

[build.environment]
  # A static export: Netlify's Next.js runtime has nothing to do, and would take over the build.
  NETLIFY_NEXT_PLUGIN_SKIP = "true"
  # Netlify's npm install leaves out the test tools: only what the build needs.
  NPM_FLAGS = "${DEPLOY_INSTALL_FLAGS}"

# The 404 page's own routes and the hosts' files answer 404 with the 404 page.
${hidden.join('\n')}${
    // Ahead of the languages' 404 rules: Netlify follows the first rule that matches.
    moved.length > 0
      ? `\n# Addresses that moved (content/redirects.mjs, aliases in content's Markdown).\n${moved.join('\n')}`
      : ''
  }${
    languages.length > 0
      ? `\n# A missing page under a language's prefix answers that language's 404 page.\n${languages.join('\n')}`
      : ''
  }`;
}

/**
 * The command a host's own build runs: the build with out/ pruned for that host, and no
 * precompressed copies where it compresses as it sends (scripts/build/build.mjs).
 * @param {HostName} host
 */
export const buildCommand = (host) => `npm run build -- --host ${host}`;

/** How a host installs: what `npm run build` and `npm start` need, and not the test tools. */
const DEPLOY_INSTALL_FLAGS = '--omit=dev';
export const INSTALL_COMMAND = `npm ci ${DEPLOY_INSTALL_FLAGS}`;

/*
 * Vercel's redirects for a path with repeated slashes, one run per redirect: a run at the start
 * (//about/ → /about/) and a run after the first segments (/about// → /about/). `after` never
 * starts with a slash and `before` is never empty, so each destination starts with exactly one
 * slash and cannot become a protocol-relative URL (//evil.example/) that leaves the site.
 * tests/unit/host-config.test.ts runs them through Vercel's own route compiler.
 */
const vercelSlashRedirects = [
  { source: '/:slashes(/+):after((?!/).*)', destination: '/:after', statusCode: 301 },
  {
    source: '/:before([^/]+(?:/[^/]+)*)/:slashes(/+):after((?!/).*)',
    destination: '/:before/:after',
    statusCode: 301,
  },
];

/**
 * Vercel's headers and URL rules, in vercel.json's terms. A static deployment answers a missing
 * path with its root 404.html only, and only `routes` can name another with a 404 status; `routes`
 * cannot stand beside `headers` or `redirects`, so with more than one language the same rules go
 * as the routes Vercel's own compiler makes of them, then, once no file matched (`handle:
 * filesystem`), each language's 404 page.
 * @param {string} basePath
 * @param {boolean} [cms]
 * @param {readonly Moved[]} [redirects]
 */
function vercelRules(basePath, cms = false, redirects = []) {
  const rules = vercelUrlRules(basePath, cms, redirects);
  const roots = languageRoots(basePath).slice(1);
  if (roots.length === 0) return rules;
  const { routes, error } = getTransformedRoutes(rules);
  if (error || !routes) throw new Error(`vercel.json: ${error?.message ?? 'no routes'}`);
  return {
    routes: [
      ...routes,
      { handle: 'filesystem' },
      ...roots.map((root) => ({
        src: `^${escapeRegExp(root)}/.*$`,
        dest: `${root}/404.html`,
        status: 404,
      })),
    ],
  };
}

/**
 * The rules as vercel.json's headers, redirects and slash setting.
 * @param {string} basePath
 * @param {boolean} cms
 * @param {readonly Moved[]} redirects
 */
function vercelUrlRules(basePath, cms, redirects) {
  /** @param {Record<string, string>} headers */
  const list = (headers) => Object.entries(headers).map(([key, value]) => ({ key, value }));
  return {
    cleanUrls: false,
    trailingSlash: true,
    // The old address without its slash gets it first (trailingSlash), then this 301.
    redirects: [
      ...vercelSlashRedirects,
      ...redirects.map(({ from, to }) => ({
        source: `${basePath}${from}`,
        destination: `${basePath}${to}`,
        statusCode: 301,
      })),
    ],
    headers: [
      {
        source: `${basePath}/(.*)`,
        headers: list({ ...httpsHeaders, 'Cache-Control': revalidateCache }),
      },
      ...languageRoots(basePath).flatMap((root) =>
        immutablePaths.map((path) => ({
          source: `${root}${path}(.*)`,
          headers: list({ 'Cache-Control': immutableCache }),
        })),
      ),
      // After the rule for every path, whose values for the same names it replaces.
      ...(cms ? [{ source: `${cmsPath(basePath)}(.*)`, headers: list(CMS_HEADERS) }] : []),
    ],
  };
}

/**
 * out/vercel.json, read where out/ itself is deployed (`vercel deploy out`).
 * @param {string} [basePath]
 * @param {boolean} [cms]
 * @param {readonly Moved[]} [redirects]
 */
export function vercelConfig(basePath = '', cms = false, redirects = []) {
  return `${JSON.stringify(vercelRules(basePath, cms, redirects), null, 2)}\n`;
}

/**
 * The project's root vercel.json, read on Git deploys: the same rules, with how to build and what
 * to publish. No framework: Vercel serves out/ as it is, the post-build steps' work included.
 * @param {string} [basePath]
 * @param {boolean} [cms]
 * @param {readonly Moved[]} [redirects]
 */
export function vercelProjectConfig(basePath = '', cms = false, redirects = []) {
  const project = {
    $schema: 'https://openapi.vercel.sh/vercel.json',
    framework: null,
    installCommand: INSTALL_COMMAND,
    buildCommand: buildCommand('vercel'),
    outputDirectory: 'out',
  };
  return `${JSON.stringify({ ...project, ...vercelRules(basePath, cms, redirects) }, null, 2)}\n`;
}

/** @param {string} value a regular expression's literal text */
const escapeRegExp = (value) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * @typedef {{
 *   httpListen: string[], httpsListen: string[], root: string,
 *   certificate: string, certificateKey: string, brotli: boolean,
 * }} NginxSettings what lib/settings/env.mjs reads from NGINX_* (settings.mjs)
 * @typedef {{ from: string, to: string }} Moved an address that moved and its page's, as paths
 *   without the base path (scripts/build/redirects.mjs checks them)
 * @typedef {{
 *   basePath?: string, origin?: string, nginx: NginxSettings, cms?: boolean,
 *   redirects?: readonly Moved[],
 * }} HostOptions cms: whether the build has the CMS (scripts/build/cms.mjs); redirects: the
 *   addresses that moved, each answered with a 301
 */

/** Where Debian and Ubuntu keep nginx's list of types: the shipped configuration names it. */
export const DEBIAN_MIME_TYPES = '/etc/nginx/mime.types';

/**
 * The first lines of the http { } context every configuration of the site needs.
 * @param {string} [mimeTypes] this nginx's mime.types (scripts/tools/machine.mjs reads it from
 * nginx -V)
 */
export function nginxHttpPreamble(mimeTypes = DEBIAN_MIME_TYPES) {
  return `include ${mimeTypes};
types { application/manifest+json webmanifest; }
default_type application/octet-stream;`;
}

/**
 * The folders an nginx writes to, all in one scratch folder: a test server runs as whichever user
 * runs the tests, who may not write to the server's own /var/lib/nginx and /var/log/nginx.
 * @param {string} dir
 */
export function nginxScratch(dir) {
  return `access_log off;
client_body_temp_path ${dir}/body;
proxy_temp_path ${dir}/proxy;
fastcgi_temp_path ${dir}/fastcgi;
uwsgi_temp_path ${dir}/uwsgi;
scgi_temp_path ${dir}/scgi;`;
}

/**
 * A complete nginx configuration, ready for `nginx -c`: the site's http { } context inside
 * nginx's main and events contexts. With the defaults it passes `nginx -t` on Debian and Ubuntu
 * as it is (the snakeoil certificate of their ssl-cert package stands in until a real one is set).
 * @param {HostOptions} options
 * @param {{ mimeTypes?: string, scratch?: string }} [machine] another machine's paths, for
 *   checking the file on it: its mime.types, and a folder for what nginx writes
 */
export function nginxConfig(options, machine = {}) {
  const indent = (/** @type {string} */ text) => text.replace(/^(?=.)/gm, '  ');
  const preamble = [
    nginxHttpPreamble(machine.mimeTypes),
    ...(machine.scratch ? [nginxScratch(machine.scratch)] : []),
  ].join('\n');
  return `# nginx configuration for the static export, generated by scripts/build/host-config.mjs from the
# build's settings: to change the addresses, the folder, the certificate or Brotli, set NGINX_* in
# .env.production (.env.example lists them) and build again. Run it as it is (nginx -c <this file>)
# or copy what is inside http { } into a server's own configuration.

# The modules Debian and Ubuntu install (Brotli's among them, where installed).
include /etc/nginx/modules-enabled/*.conf;
worker_processes auto;
events { worker_connections 1024; }

http {
${indent(preamble)}

${indent(nginxServers(options))}}
`;
}

/**
 * The site's part of an http { } context: an HTTP server that only redirects to HTTPS, and the
 * HTTPS server.
 * @param {HostOptions} options origin: the
 *   public origin (SITE_URL)
 */
export function nginxServers({
  basePath = '',
  origin = 'https://www.example.com',
  nginx,
  cms = false,
  redirects = [],
}) {
  /** @param {Record<string, string>} headers */
  const headerLines = (headers) =>
    Object.entries(headers)
      .map(([name, value]) => `  add_header ${name} "${value}" always;`)
      .join('\n');
  const prefix = basePath || '';
  const roots = languageRoots(prefix);
  // The other languages' prefixes as an optional first segment of a regular expression: (?:/de)?
  const anyLanguage =
    roots.length > 1
      ? `(?:${roots
          .slice(1)
          .map((root) => escapeRegExp(root.slice(prefix.length)))
          .join('|')})?`
      : '';
  const { host, hostname } = new URL(origin);
  // A slash followed by more slashes (or backslashes, which browsers read as slashes) is one run.
  const run = '"~^([^?]*?)/[/\\x5c]+(.*)$"';
  const listen = (/** @type {string[]} */ addresses, /** @type {string} */ extra = '') =>
    addresses.map((address) => `  listen ${address}${extra};`).join('\n');
  return `# A path with repeated slashes (//about/, /about//) redirects to its merged form. Read from the raw
# $request_uri, never the decoded $uri, so a redirect can carry no decoded bytes (CR/LF); each map
# merges one run, and a path with more runs than maps takes a second redirect.
map $request_uri $merged_slashes_1 { ${run} "$1/$2"; default ""; }
map $merged_slashes_1 $merged_slashes_2 { ${run} "$1/$2"; default $merged_slashes_1; }
map $merged_slashes_2 $merged_slashes { ${run} "$1/$2"; default $merged_slashes_2; }

# Only a hashed asset that exists is cached for a year: its errors and redirects revalidate.
map "$status:$uri" $site_cache_control {
  "~^(200|206|304):${escapeRegExp(prefix)}${anyLanguage}(?:${immutablePaths.map(escapeRegExp).join('|')})" "${immutableCache}";
  default "${revalidateCache}";
}

map $status $site_allow { 405 "GET, HEAD"; default ""; }

server {
${listen(nginx.httpListen)}
  server_name ${hostname};
  server_tokens off;
${headerLines(securityHeaders)}
  # The public origin (NEXT_PUBLIC_SITE_URL), never the request's Host header.
  return 301 https://${host}$request_uri;
}

server {
  # (nginx 1.25.1 and newer also accept "http2 on;" instead of "http2" here.)
${listen(nginx.httpsListen, ' ssl http2')}
  server_name ${hostname};
  server_tokens off;

  ssl_certificate ${nginx.certificate};
  ssl_certificate_key ${nginx.certificateKey};
  # Mozilla's "intermediate" TLS profile: TLS 1.2 and 1.3, forward-secret AEAD ciphers only.
  ssl_protocols ${mozillaIntermediateTls.protocols};
  ssl_ecdh_curve ${mozillaIntermediateTls.curves};
  ssl_ciphers ${mozillaIntermediateTls.ciphers};
  ssl_prefer_server_ciphers off;
  ssl_session_timeout 1d;
  ssl_session_cache shared:SiteTLS:10m;
  ssl_session_tickets off;

  # The folder that holds out/'s files${basePath ? ` (served under ${basePath}: its parent)` : ''}.
  root ${nginx.root};
  index index.html;
  charset utf-8;
  # A missing file is the visitor's 404, not a server error worth a log line.
  log_not_found off;
  # Redirects carry a path only, so no Location is ever built from the request's Host header.
  absolute_redirect off;

  # The build writes .gz (level 9) and .br (quality 11) beside every text file.
  gzip_static on;
${
  nginx.brotli
    ? '  brotli_static on;'
    : '  # NGINX_BROTLI=on where nginx has the Brotli module (Debian: libnginx-mod-http-brotli-static).'
}
  gzip on;
  gzip_comp_level 6;
  gzip_min_length 256;
  gzip_vary on;
  gzip_types text/plain text/css text/xml application/javascript application/json
             application/manifest+json application/xml application/rss+xml application/atom+xml
             image/svg+xml;

  # On every answer, errors and redirects included.
${headerLines(httpsHeaders)}
  add_header Cache-Control $site_cache_control always;
  add_header Allow $site_allow always;

  # A folder without a page (/images/) answers like any unknown path.
${
  roots.length > 1
    ? `  # Under a language's prefix, with that language's 404 page.
  set $site_not_found ${prefix}/404.html;
${roots
  .slice(1)
  .map(
    (root) =>
      `  if ($uri ~ "^${escapeRegExp(root)}/") {\n    set $site_not_found ${root}/404.html;\n  }`,
  )
  .join('\n')}
  error_page 403 404 =404 $site_not_found;`
    : `  error_page 403 404 =404 ${prefix}/404.html;`
}

  # One URL per page: /about/ is the page; /about and /about/index.html redirect to it.
  if ($merged_slashes) {
    return 301 $merged_slashes;
  }
  if ($request_uri ~ "^([^?]*/)index\\.html(\\?.*)?$") {
    return 301 $1$2;
  }

${roots
  .flatMap((root) => immutablePaths.map((path) => `${root}${path}`))
  .map(
    (path) => `  location ${path} {
    # Files only: a folder here is a 404, not a listing, a 403 or a redirect.
    try_files $uri =404;
  }
`,
  )
  .join('\n')}
${roots
  .map(
    (root) => `  location = ${root}/404.html {
    internal;
  }
`,
  )
  .join('\n')}
  location ~ ^${escapeRegExp(prefix)}${anyLanguage}/(?:${NOT_FOUND_FOLDERS.map(escapeRegExp).join('|')})(?:/|$) {
    return 404;
  }

  location ~ ^${escapeRegExp(prefix)}/(?:${HOST_FILES.map(escapeRegExp).join('|')})(?:\\.gz|\\.br)?$ {
    return 404;
  }
${
  redirects.length > 0
    ? `\n  # Addresses that moved, with and without their last slash, the query kept.\n${redirects
        .flatMap(({ from, to }) =>
          [from, from.slice(0, -1)].map(
            (path) =>
              `  location = ${prefix}${path} {\n    return 301 ${prefix}${to}$is_args$args;\n  }\n`,
          ),
        )
        .join('')}`
    : ''
}${
    cms
      ? `
  # The CMS's own headers: an add_header here drops the server's, so this repeats them.
  location ^~ ${cmsPath(prefix)} {
${headerLines({ ...httpsHeaders, ...CMS_HEADERS }).replace(/^/gm, '  ')}
    add_header Cache-Control $site_cache_control always;
    add_header Allow $site_allow always;
  }
`
      : ''
  }}
`;
}

/**
 * Every host's configuration file by name, as the build writes them into out/ (names as HOST_FILES).
 * GitHub Pages reads `.nojekyll`: without it, Jekyll would drop the `_next/` folder.
 * @param {HostOptions} options
 * @returns {Record<string, string>}
 */
export function hostFiles({ basePath, origin, nginx, cms = false, redirects = [] }) {
  return {
    _headers: netlifyHeaders(basePath, cms),
    _redirects: pagesRedirects(basePath, redirects),
    'vercel.json': vercelConfig(basePath, cms, redirects),
    'nginx.conf': nginxConfig({ basePath, origin, nginx, cms, redirects }),
    '.nojekyll': '',
  };
}

export const STEP = 'host-files';

/**
 * Writes every host's file into the output and reads each back.
 * @param {string} outDir
 * @param {HostOptions} options
 * @returns {string[]} the names written
 */
export function writeHostFiles(outDir, options) {
  const files = Object.entries(hostFiles(options));
  for (const [name, text] of files) writeFileSync(join(outDir, name), text);
  for (const [name, text] of files) {
    if (!existsSync(join(outDir, name)) || readFileSync(join(outDir, name), 'utf8') !== text) {
      throw new BuildStepError(STEP, name, 'expected the file written as generated');
    }
  }
  return files.map(([name]) => name);
}

/**
 * The hosts `npm run build -- --host <host>` and `prune out <host>` prepare out/ for, and which of
 * HOST_FILES each reads from out/ (Netlify takes its rules from netlify.toml, the project's root
 * vercel.json serves Git deploys).
 */
export const HOST_READS = {
  nginx: ['nginx.conf'],
  netlify: ['_headers'],
  'cloudflare-pages': ['_headers', '_redirects'],
  vercel: ['vercel.json'],
  'github-pages': ['.nojekyll'],
};

/** @typedef {keyof typeof HOST_READS} HostName */

/**
 * The hosts that read no rules of ours: each address that moved gets a page that sends the
 * visitor on (scripts/build/redirects.mjs). out/ as the build leaves it, for no host, has both.
 * @type {readonly HostName[]}
 */
export const HOSTS_WITHOUT_RULES = ['github-pages'];

/** @param {string} name @returns {name is HostName} */
export const isHostName = (name) => Object.hasOwn(HOST_READS, name);

/**
 * The host a command line names (`--host`), or an error naming the hosts there are.
 * @param {string} name
 * @returns {HostName}
 */
export function hostNamed(name) {
  if (!isHostName(name))
    throw new Error(`no host named ${name}: the hosts are ${Object.keys(HOST_READS).join(', ')}`);
  return name;
}

const PRUNE_STEP = 'prune';

/**
 * The hosts that send the .gz and .br beside a file (nginx's gzip_static and brotli_static). The
 * others compress as they send and would publish the copies as files of their own, which count
 * against their limits (Cloudflare Pages' Free plan takes 20,000 files).
 */
export const SERVES_PRECOMPRESSED = ['nginx'];

/** The suffixes of the precompressed copies (precompress.mjs). */
const COPY_SUFFIXES = ['.gz', '.br'];

/**
 * What `prune out <host>` removes, as paths in out/: the other hosts' files, the 404 page's route
 * folders (copies of 404.html no host needs; served, they would be soft 404s) and, where the host
 * compresses itself, the precompressed copies (a .gz or .br beside the file it was made of).
 * @param {string} outDir
 * @param {HostName} host
 * @returns {{ names: string[], copies: string[] }} names: host files and folders; copies: the
 *   precompressed copies
 */
export function unservedFiles(outDir, host) {
  const keep = /** @type {readonly string[]} */ (HOST_READS[host]);
  const names = [
    ...HOST_FILES.filter((file) => !keep.includes(file)),
    ...NOT_FOUND_FOLDERS,
    ...OTHER_LANGUAGES.flatMap(({ code }) => NOT_FOUND_FOLDERS.map((folder) => join(code, folder))),
  ];
  const copies = SERVES_PRECOMPRESSED.includes(host)
    ? []
    : allFiles(outDir).filter((file) =>
        COPY_SUFFIXES.some(
          (suffix) => file.endsWith(suffix) && existsSync(file.slice(0, -suffix.length)),
        ),
      );
  return { names, copies: copies.map((file) => relative(outDir, file)) };
}

/**
 * Removes from out/ what the host would publish as ordinary files (unservedFiles).
 * @param {string} outDir
 * @param {HostName} host
 * @returns {string[]} the names removed, the precompressed copies counted
 */
export function pruneOutput(outDir, host) {
  const keep = /** @type {readonly string[]} */ (HOST_READS[host]);
  const { names, copies } = unservedFiles(outDir, host);
  const removed = names.filter((name) => existsSync(join(outDir, name)));
  for (const name of removed) rmSync(join(outDir, name), { recursive: true });
  // Some were in the folders removed.
  for (const copy of copies) rmSync(join(outDir, copy), { force: true });
  for (const name of [...names, ...copies]) {
    if (existsSync(join(outDir, name)))
      throw new BuildStepError(PRUNE_STEP, name, `expected it gone from ${outDir} for ${host}`);
  }
  for (const name of keep) {
    if (!existsSync(join(outDir, name)))
      throw new BuildStepError(PRUNE_STEP, name, `expected the file ${host} reads in ${outDir}`);
  }
  return copies.length > 0 ? [...removed, `${copies.length} .gz and .br copies`] : removed;
}

/**
 * The files hosts read from the project's root on Git deploys; committed, and rewritten by
 * `node scripts/host-files.mjs write` (a unit test fails when they drift).
 * @param {string} basePath
 * @param {boolean} [cms] whether the build has the CMS
 * @param {readonly Moved[]} [redirects] the addresses that moved
 * @returns {Record<string, string>}
 */
export function rootHostFiles(basePath, cms = false, redirects = []) {
  return {
    'netlify.toml': netlifyToml(basePath, redirects),
    'vercel.json': vercelProjectConfig(basePath, cms, redirects),
  };
}
