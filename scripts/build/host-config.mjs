// @ts-check
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BuildStepError } from './output.mjs';
// One list of response headers and rules, written out in each static host's own format.
// Netlify and Vercel merge every matching rule, so only nginx needs the HTML Cache-Control spelt out.

const ONE_YEAR = 31536000;

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

/** @param {string} [basePath] */
export function netlifyHeaders(basePath = '') {
  /** @param {string} path @param {Record<string, string>} headers */
  const block = (path, headers) =>
    [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return `${[
    block(`${basePath}/*`, httpsHeaders),
    ...immutablePaths.map((path) =>
      block(`${basePath}${path}*`, { 'Cache-Control': immutableCache }),
    ),
  ].join('\n\n')}\n`;
}

/**
 * Netlify's `_redirects`: the 404 page's route folders and the other hosts' files answer 404 with
 * the 404 page. (Its rules have no regular expressions, so repeated slashes are left to the page.)
 * @param {string} [basePath]
 */
export function netlifyRedirects(basePath = '') {
  const paths = [
    ...NOT_FOUND_FOLDERS.map((folder) => `${basePath}/${folder}/*`),
    ...HOST_FILES.map((file) => `${basePath}/${file}`),
  ];
  return `${paths.map((path) => `${path}  ${basePath}/404.html  404!`).join('\n')}\n`;
}

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

/** @param {string} [basePath] */
export function vercelConfig(basePath = '') {
  /** @param {Record<string, string>} headers */
  const list = (headers) => Object.entries(headers).map(([key, value]) => ({ key, value }));
  return `${JSON.stringify(
    {
      cleanUrls: false,
      trailingSlash: true,
      redirects: vercelSlashRedirects,
      headers: [
        {
          source: `${basePath}/(.*)`,
          headers: list({ ...httpsHeaders, 'Cache-Control': revalidateCache }),
        },
        ...immutablePaths.map((path) => ({
          source: `${basePath}${path}(.*)`,
          headers: list({ 'Cache-Control': immutableCache }),
        })),
      ],
    },
    null,
    2,
  )}\n`;
}

/** @param {string} value a regular expression's literal text */
const escapeRegExp = (value) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The nginx configuration: an HTTP server that only redirects to HTTPS, and the HTTPS server.
 * @param {{ basePath?: string, origin?: string }} [options] origin: the public origin (SITE_URL)
 */
export function nginxServerBlock({ basePath = '', origin = 'https://www.example.com' } = {}) {
  /** @param {Record<string, string>} headers */
  const headerLines = (headers) =>
    Object.entries(headers)
      .map(([name, value]) => `  add_header ${name} "${value}" always;`)
      .join('\n');
  const prefix = basePath || '';
  const host = new URL(origin).host;
  // A slash followed by more slashes (or backslashes, which browsers read as slashes) is one run.
  const run = '"~^([^?]*?)/[/\\x5c]+(.*)$"';
  return `# nginx configuration for the static export, generated by scripts/build/host-config.mjs.
# Include it inside http { include mime.types; ... }. The lines marked "Set:" are the settings.

# A path with repeated slashes (//about/, /about//) redirects to its merged form. Read from the raw
# $request_uri, never the decoded $uri, so a redirect can carry no decoded bytes (CR/LF); each map
# merges one run, and a path with more runs than maps takes a second redirect.
map $request_uri $merged_slashes_1 { ${run} "$1/$2"; default ""; }
map $merged_slashes_1 $merged_slashes_2 { ${run} "$1/$2"; default $merged_slashes_1; }
map $merged_slashes_2 $merged_slashes { ${run} "$1/$2"; default $merged_slashes_2; }

# Only a hashed asset that exists is cached for a year: its errors and redirects revalidate.
map "$status:$uri" $site_cache_control {
  "~^(200|206|304):${escapeRegExp(prefix)}(?:${immutablePaths.map(escapeRegExp).join('|')})" "${immutableCache}";
  default "${revalidateCache}";
}

map $status $site_allow { 405 "GET, HEAD"; default ""; }

server {
  # Set: the addresses to listen on.
  listen 80;
  listen [::]:80;
  server_name _;
  server_tokens off;
${headerLines(securityHeaders)}
  # Set: the public origin (NEXT_PUBLIC_SITE_URL). Never the request's Host header.
  return 301 https://${host}$request_uri;
}

server {
  # Set: the addresses to listen on. (nginx 1.25.1 and newer also accept "http2 on;" instead.)
  listen 443 ssl http2;
  listen [::]:443 ssl http2;
  server_name _;
  server_tokens off;

  # Set: the certificate chain and its key, e.g. Let's Encrypt's fullchain.pem and privkey.pem.
  ssl_certificate /etc/ssl/certs/site.pem;
  ssl_certificate_key /etc/ssl/private/site.key;
  # Mozilla's "intermediate" TLS profile: TLS 1.2 and 1.3, forward-secret AEAD ciphers only.
  ssl_protocols ${mozillaIntermediateTls.protocols};
  ssl_ecdh_curve ${mozillaIntermediateTls.curves};
  ssl_ciphers ${mozillaIntermediateTls.ciphers};
  ssl_prefer_server_ciphers off;
  ssl_session_timeout 1d;
  ssl_session_cache shared:SiteTLS:10m;
  ssl_session_tickets off;

  # Set: the folder that holds out/'s files${basePath ? ` (served under ${basePath})` : ''}.
  root /var/www/site;
  index index.html;
  charset utf-8;
  # A missing file is the visitor's 404, not a server error worth a log line.
  log_not_found off;
  # Redirects carry a path only, so no Location is ever built from the request's Host header.
  absolute_redirect off;

  # The build writes .gz (level 9) and .br (quality 11) beside every text file.
  gzip_static on;
  # Set: uncomment where nginx has the Brotli module (Debian: libnginx-mod-http-brotli-static).
  # brotli_static on;
  gzip on;
  gzip_comp_level 6;
  gzip_min_length 256;
  gzip_vary on;
  gzip_types text/plain text/css text/xml application/javascript application/json
             application/manifest+json application/xml image/svg+xml;

  # On every answer, errors and redirects included.
${headerLines(httpsHeaders)}
  add_header Cache-Control $site_cache_control always;
  add_header Allow $site_allow always;

  # A folder without a page (/images/) answers like any unknown path.
  error_page 403 404 =404 ${prefix}/404.html;

  # One URL per page: /about/ is the page; /about and /about/index.html redirect to it.
  if ($merged_slashes) {
    return 301 $merged_slashes;
  }
  if ($request_uri ~ "^([^?]*/)index\\.html(\\?.*)?$") {
    return 301 $1$2;
  }

${immutablePaths
  .map(
    (path) => `  location ${prefix}${path} {
    # Files only: a folder here is a 404, not a listing, a 403 or a redirect.
    try_files $uri =404;
  }
`,
  )
  .join('\n')}
  location = ${prefix}/404.html {
    internal;
  }

  location ~ ^${escapeRegExp(prefix)}/(?:${NOT_FOUND_FOLDERS.map(escapeRegExp).join('|')})(?:/|$) {
    return 404;
  }

  location ~ ^${escapeRegExp(prefix)}/(?:${HOST_FILES.map(escapeRegExp).join('|')})(?:\\.gz|\\.br)?$ {
    return 404;
  }
}
`;
}

/**
 * Every host's configuration file by name, as the build writes them into out/ (names as HOST_FILES).
 * GitHub Pages reads `.nojekyll`: without it, Jekyll would drop the `_next/` folder.
 * @param {{ basePath?: string, origin?: string }} options
 * @returns {Record<string, string>}
 */
export function hostFiles({ basePath, origin }) {
  return {
    _headers: netlifyHeaders(basePath),
    _redirects: netlifyRedirects(basePath),
    'vercel.json': vercelConfig(basePath),
    'nginx.conf': nginxServerBlock({ basePath, origin }),
    '.nojekyll': '',
  };
}

export const STEP = 'host-files';

/**
 * Writes every host's file into the output and reads each back.
 * @param {string} outDir
 * @param {{ basePath?: string, origin?: string }} options
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
