// @ts-check
// The build-time environment, read here and nowhere else. next.config.mjs, the pages, the build
// scripts and the tests all import it, so a setting means the same thing everywhere.

/** @param {string} value */
const withoutTrailingSlashes = (value) => value.replace(/\/+$/, '');

/**
 * A setting that must be an absolute http(s) URL; anything else stops the build, in one line.
 * @param {string} setting
 * @param {string} value
 */
function httpUrl(setting, value) {
  /** @type {URL | undefined} */
  let url;
  try {
    url = new URL(value);
  } catch {
    // Without a scheme, `new URL` throws; the build says what it needs instead.
  }
  if (!url || !/^https?:$/.test(url.protocol)) {
    throw new Error(
      `${setting} must be an absolute http(s) URL such as https://example.com/path, not "${value}"`,
    );
  }
  return value;
}

/** The public origin for canonical URLs, social cards, the sitemap and structured data. */
export const SITE_URL = withoutTrailingSlashes(
  httpUrl('NEXT_PUBLIC_SITE_URL', process.env.NEXT_PUBLIC_SITE_URL || 'https://www.example.com'),
);

/** A sub-path to serve the site under (GitHub Pages project sites, shared domains), or ''. */
export const BASE_PATH = withoutTrailingSlashes(process.env.NEXT_PUBLIC_BASE_PATH ?? '');

/** The contact form's backends (README "Contact form"); 'none' simulates the send. */
export const CONTACT_BACKENDS = /** @type {const} */ (['none', 'json', 'form', 'netlify']);

/** @typedef {(typeof CONTACT_BACKENDS)[number]} ContactBackendKind */

/**
 * @param {string | undefined} value
 * @returns {ContactBackendKind}
 */
function contactBackend(value = 'none') {
  const kind = CONTACT_BACKENDS.find((name) => name === value);
  if (!kind) {
    throw new Error(
      `NEXT_PUBLIC_CONTACT_BACKEND=${value} is not one of ${CONTACT_BACKENDS.join(', ')}`,
    );
  }
  return kind;
}

/** How the contact form sends: 'none', 'json', 'form' or 'netlify'. */
export const CONTACT_BACKEND = contactBackend(process.env.NEXT_PUBLIC_CONTACT_BACKEND || undefined);

/**
 * @param {string | undefined} value
 * @returns {string | undefined}
 */
function contactEndpoint(value) {
  const needsOne = CONTACT_BACKEND === 'json' || CONTACT_BACKEND === 'form';
  // Each mistake stops the build: a form that silently sends nowhere is found by a visitor, not by us.
  if (needsOne !== Boolean(value)) {
    throw new Error(
      needsOne
        ? `NEXT_PUBLIC_CONTACT_BACKEND=${CONTACT_BACKEND} needs NEXT_PUBLIC_CONTACT_ENDPOINT`
        : `NEXT_PUBLIC_CONTACT_ENDPOINT is set, so NEXT_PUBLIC_CONTACT_BACKEND must be form or json (it is ${CONTACT_BACKEND})`,
    );
  }
  return value && httpUrl('NEXT_PUBLIC_CONTACT_ENDPOINT', value);
}

/** Where the 'json' and 'form' backends POST; Netlify Forms posts to the contact page itself. */
export const CONTACT_ENDPOINT = contactEndpoint(
  process.env.NEXT_PUBLIC_CONTACT_ENDPOINT || undefined,
);

const FIELD_NAME = /^[A-Za-z_][\w-]*$/;

/** @param {string} setting @param {string} name */
function fieldName(setting, name) {
  if (!FIELD_NAME.test(name)) throw new Error(`${setting}: "${name}" is not a usable field name`);
  return name;
}

/** Formspree's name for the honeypot field. */
export const DEFAULT_CONTACT_HONEYPOT = '_gotcha';

/** The hidden field bots fill and people never see; each service has its own name for it. */
export const CONTACT_HONEYPOT = fieldName(
  'NEXT_PUBLIC_CONTACT_HONEYPOT',
  process.env.NEXT_PUBLIC_CONTACT_HONEYPOT || DEFAULT_CONTACT_HONEYPOT,
);

/**
 * Fixed fields every message carries, written like a query string (`apiKey=…&_subject=…`): a
 * service's key or its options.
 * @type {[string, string][]}
 */
export const CONTACT_HIDDEN_FIELDS = [
  ...new URLSearchParams(process.env.NEXT_PUBLIC_CONTACT_HIDDEN_FIELDS ?? ''),
].map(([name, value]) => [fieldName('NEXT_PUBLIC_CONTACT_HIDDEN_FIELDS', name), value]);

/** Where `next build` writes; a second build (the basePath check) uses another folder. */
export const DIST_DIR = process.env.NEXT_DIST_DIR || undefined;

/** @param {string | undefined} value a comma-separated list @param {string[]} fallback */
function list(value, fallback) {
  return value
    ? value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
    : fallback;
}

/** @param {string} setting @param {string | undefined} value */
function onOff(setting, value = 'off') {
  if (value !== 'on' && value !== 'off') {
    throw new Error(`${setting} must be on or off, not "${value}"`);
  }
  return value === 'on';
}

/**
 * What the nginx configuration the build writes (out/nginx.conf) is made of. The defaults pass
 * `nginx -t` on Debian and Ubuntu as they are; a server sets its own.
 * @type {import('../scripts/build/host-config.mjs').NginxSettings}
 */
export const NGINX = {
  httpListen: list(process.env.NGINX_HTTP_LISTEN, ['80', '[::]:80']),
  httpsListen: list(process.env.NGINX_HTTPS_LISTEN, ['443', '[::]:443']),
  root: process.env.NGINX_ROOT || '/var/www/site',
  certificate: process.env.NGINX_CERTIFICATE || '/etc/ssl/certs/ssl-cert-snakeoil.pem',
  certificateKey: process.env.NGINX_CERTIFICATE_KEY || '/etc/ssl/private/ssl-cert-snakeoil.key',
  brotli: onOff('NGINX_BROTLI', process.env.NGINX_BROTLI || undefined),
};
