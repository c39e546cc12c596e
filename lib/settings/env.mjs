// @ts-check
// The build-time environment, read here and nowhere else. next.config.mjs, the pages, the build
// scripts and the tests all import it, so a setting means the same thing everywhere.

import { ANALYTICS_PROVIDERS, CAPTCHA_VENDORS, CAPTCHAS, PLAUSIBLE_CLOUD } from './vendors.mjs';

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
export const SITE_BASE_PATH = withoutTrailingSlashes(process.env.NEXT_PUBLIC_BASE_PATH ?? '');

/**
 * The language this build writes when it is not the default, by its code in content/languages.mjs
 * (lib/content/languages.mjs checks it): `npm run build` builds each in turn; set, it previews that
 * one with `npm run dev`. Empty for the default.
 */
export const SITE_LANGUAGE = process.env.SITE_LANGUAGE ?? '';

/** Where a language's pages live under the site's: /de, or nothing for the default. @param {string} code */
export const languagePrefix = (code) => (code ? `/${code}` : '');

/**
 * Where this build's pages live: the site's sub-path, then the language's prefix (/de). Read in
 * the browser too (next.config.mjs hands it SITE_LANGUAGE), so this module never loads the
 * language list.
 */
export const BASE_PATH = SITE_BASE_PATH + languagePrefix(SITE_LANGUAGE);

/**
 * One of a fixed list of names; anything else stops the build, naming the setting and the list.
 * @template {string} T
 * @param {string} setting
 * @param {readonly T[]} names
 * @param {string} value
 * @returns {T}
 */
function oneOf(setting, names, value) {
  const name = names.find((candidate) => candidate === value);
  if (!name) throw new Error(`${setting}=${value} is not one of ${names.join(', ')}`);
  return name;
}

/** The contact form's backends (README "Contact form"); 'none' simulates the send. */
export const CONTACT_BACKENDS = /** @type {const} */ (['none', 'json', 'form', 'netlify']);

/** @typedef {(typeof CONTACT_BACKENDS)[number]} ContactBackendKind */

/** How the contact form sends: 'none', 'json', 'form' or 'netlify'. */
export const CONTACT_BACKEND = oneOf(
  'NEXT_PUBLIC_CONTACT_BACKEND',
  CONTACT_BACKENDS,
  process.env.NEXT_PUBLIC_CONTACT_BACKEND || 'none',
);

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

/**
 * Who receives the messages, for the privacy notice: a form service's name where the endpoint is
 * one behind an address of one's own, `own` for an endpoint of one's own, or empty to know the
 * service by the endpoint's host. lib/server/contact-recipient.mjs checks it, on the server only.
 */
export const CONTACT_SERVICE = process.env.NEXT_PUBLIC_CONTACT_SERVICE ?? '';

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

/**
 * A setting a choice needs, or must not have: one the site would ignore is a mistake too.
 * @param {string} setting
 * @param {string | undefined} value
 * @param {boolean} needed
 * @param {string} choice what needs it, or not, as the message says it
 */
function neededIf(setting, value, needed, choice) {
  if (needed && !value) throw new Error(`${choice} needs ${setting}`);
  if (!needed && value) throw new Error(`${setting} is set, but ${choice} does not use it`);
  return value ?? '';
}

/**
 * @typedef {{ provider: 'none' }
 *   | { provider: 'plausible', endpoint: string, domain: string }
 *   | { provider: 'umami', script: string, websiteId: string }
 *   | { provider: 'goatcounter', endpoint: string }} Analytics
 */

/**
 * The analytics settings of an environment: this build's, or a test build's (variants.mjs).
 * @param {Record<string, string | undefined>} env
 * @returns {Analytics}
 */
export function analyticsOf(env) {
  const providerValue = env.NEXT_PUBLIC_ANALYTICS_PROVIDER;
  const url = env.NEXT_PUBLIC_ANALYTICS_URL;
  const siteValue = env.NEXT_PUBLIC_ANALYTICS_SITE;
  const setting = 'NEXT_PUBLIC_ANALYTICS_PROVIDER';
  const provider = oneOf(setting, ANALYTICS_PROVIDERS, providerValue || 'none');
  const choice = `${setting}=${provider}`;
  const needsSite = provider === 'plausible' || provider === 'umami';
  const site = neededIf('NEXT_PUBLIC_ANALYTICS_SITE', siteValue, needsSite, choice);
  // Plausible's URL has a default (its hosted instance); the others have none.
  const address = neededIf(
    'NEXT_PUBLIC_ANALYTICS_URL',
    url || (provider === 'plausible' ? PLAUSIBLE_CLOUD : ''),
    provider !== 'none',
    choice,
  );
  const checked = address && httpUrl('NEXT_PUBLIC_ANALYTICS_URL', address);
  switch (provider) {
    case 'none':
      return { provider };
    case 'plausible':
      return { provider, endpoint: `${withoutTrailingSlashes(checked)}/api/event`, domain: site };
    case 'umami':
      return { provider, script: checked, websiteId: site };
    case 'goatcounter':
      if (!new URL(checked).pathname.endsWith('/count')) {
        throw new Error(
          `NEXT_PUBLIC_ANALYTICS_URL for goatcounter is its count endpoint, https://CODE.goatcounter.com/count, not "${checked}"`,
        );
      }
      return { provider, endpoint: checked };
  }
}

/** Which analytics service counts visits, and where it is; off unless set (README "Analytics"). */
export const ANALYTICS = analyticsOf(process.env);

/**
 * @typedef {{ kind: 'none' }
 *   | { kind: 'turnstile' | 'hcaptcha', siteKey: string, script: string }
 *   | { kind: 'altcha', challengeUrl: string }} Captcha
 */

/**
 * The captcha settings of an environment, checked against its contact backend.
 * @param {Record<string, string | undefined>} env
 * @returns {Captcha}
 */
export function captchaOf(env) {
  const kindValue = env.NEXT_PUBLIC_CONTACT_CAPTCHA;
  const siteKeyValue = env.NEXT_PUBLIC_CONTACT_CAPTCHA_SITE_KEY;
  const scriptValue = env.NEXT_PUBLIC_CONTACT_CAPTCHA_SCRIPT;
  const challengeValue = env.NEXT_PUBLIC_CONTACT_CAPTCHA_CHALLENGE_URL;
  const backend = oneOf(
    'NEXT_PUBLIC_CONTACT_BACKEND',
    CONTACT_BACKENDS,
    env.NEXT_PUBLIC_CONTACT_BACKEND || 'none',
  );
  const setting = 'NEXT_PUBLIC_CONTACT_CAPTCHA';
  const kind = oneOf(setting, CAPTCHAS, kindValue || 'none');
  const choice = `${setting}=${kind}`;
  const vendor = kind === 'turnstile' || kind === 'hcaptcha' ? CAPTCHA_VENDORS[kind] : undefined;
  const siteKey = neededIf('NEXT_PUBLIC_CONTACT_CAPTCHA_SITE_KEY', siteKeyValue, !!vendor, choice);
  // The vendor's own script unless another is named (a proxy of one's own, or a test stand-in).
  const script = scriptValue && httpUrl('NEXT_PUBLIC_CONTACT_CAPTCHA_SCRIPT', scriptValue);
  if (script && !vendor) neededIf('NEXT_PUBLIC_CONTACT_CAPTCHA_SCRIPT', script, false, choice);
  const challenge = neededIf(
    'NEXT_PUBLIC_CONTACT_CAPTCHA_CHALLENGE_URL',
    challengeValue,
    kind === 'altcha',
    choice,
  );
  // Refused here, not found out by a visitor: a token nobody checks stops no spam.
  const verifiedBy = {
    none: 'the simulated send verifies nothing',
    netlify: 'Netlify Forms verifies only its own reCAPTCHA (data-netlify-recaptcha)',
    form: 'form services such as Formspree verify Turnstile and hCaptcha, not ALTCHA: use json with an endpoint of your own',
    json: '',
  }[backend];
  if (kind !== 'none' && verifiedBy && (backend !== 'form' || kind === 'altcha')) {
    throw new Error(
      `${choice} cannot work with NEXT_PUBLIC_CONTACT_BACKEND=${backend}: ${verifiedBy}`,
    );
  }
  if (vendor)
    return {
      kind: /** @type {'turnstile' | 'hcaptcha'} */ (kind),
      siteKey,
      script: script || vendor.script,
    };
  if (kind === 'altcha')
    return { kind, challengeUrl: httpUrl('NEXT_PUBLIC_CONTACT_CAPTCHA_CHALLENGE_URL', challenge) };
  return { kind: 'none' };
}

/** The contact form's spam check beside the honeypot (README "Spam"); none unless set. */
export const CONTACT_CAPTCHA = captchaOf(process.env);

/** How many articles one page of the index lists, the newest first; 10 unless set. */
export const ARTICLES_PER_PAGE = (() => {
  const value = process.env.ARTICLES_PER_PAGE || '10';
  if (!/^[1-9]\d*$/.test(value)) {
    throw new Error(`ARTICLES_PER_PAGE must be a whole number from 1 up, not "${value}"`);
  }
  return Number(value);
})();

/** @typedef {{ repository: string, branch: string, authUrl: string, drafts?: boolean }} Cms */

/**
 * The CMS's settings (README "Let your colleagues edit"): off unless CMS_REPOSITORY names the
 * GitHub repository it commits to; a setting it would ignore stops the build.
 * @param {Record<string, string | undefined>} env
 * @returns {Cms | undefined}
 */
export function cmsOf(env) {
  const repository = env.CMS_REPOSITORY || '';
  const branch = env.CMS_BRANCH || '';
  const authUrl = env.CMS_AUTH_URL || '';
  if (!repository) {
    neededIf('CMS_BRANCH', branch, false, 'a site without CMS_REPOSITORY');
    neededIf('CMS_AUTH_URL', authUrl, false, 'a site without CMS_REPOSITORY');
    return undefined;
  }
  if (!/^[\w.-]+\/[\w.-]+$/.test(repository))
    throw new Error(
      `CMS_REPOSITORY must name a GitHub repository as owner/name, not "${repository}"`,
    );
  if (branch && !/^[\w.-]+(?:\/[\w.-]+)*$/.test(branch))
    throw new Error(`CMS_BRANCH must name a branch such as main, not "${branch}"`);
  return {
    repository,
    branch: branch || 'main',
    authUrl: authUrl && httpUrl('CMS_AUTH_URL', authUrl),
  };
}

/**
 * Whether each change in the CMS is a draft, a pull request, until someone publishes it (docs/cms.md,
 * "Drafts"). Apart from cmsOf, whose call the browser's copy of this file keeps: only the build
 * calls this one, so the pages' scripts stay as they are.
 * @param {Record<string, string | undefined>} env
 */
export function cmsDraftsOf(env) {
  const drafts = env.CMS_DRAFTS || '';
  if (!env.CMS_REPOSITORY) {
    neededIf('CMS_DRAFTS', drafts, false, 'a site without CMS_REPOSITORY');
    return false;
  }
  return onOff('CMS_DRAFTS', drafts || undefined);
}

/** The CMS at /admin/, when the owner names its repository; otherwise none is built. */
export const CMS = cmsOf(process.env);

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
 * @type {import('../../scripts/build/host-config.mjs').NginxSettings}
 */
export const NGINX = {
  httpListen: list(process.env.NGINX_HTTP_LISTEN, ['80', '[::]:80']),
  httpsListen: list(process.env.NGINX_HTTPS_LISTEN, ['443', '[::]:443']),
  root: process.env.NGINX_ROOT || '/var/www/site',
  certificate: process.env.NGINX_CERTIFICATE || '/etc/ssl/certs/ssl-cert-snakeoil.pem',
  certificateKey: process.env.NGINX_CERTIFICATE_KEY || '/etc/ssl/private/ssl-cert-snakeoil.key',
  brotli: onOff('NGINX_BROTLI', process.env.NGINX_BROTLI || undefined),
};

/**
 * Search at /search/ (docs/search.md): `on` indexes the articles, stories, service pages, people
 * and jobs with Pagefind after the build and links the page from the header; off unless set. Pure
 * and near the end, as THEME below: the browser's copy of this file, where nothing reads it,
 * leaves it out, so the islands' bundle is the same with search on or off.
 */
export const SEARCH = /* @__PURE__ */ (() =>
  onOff('NEXT_PUBLIC_SEARCH', process.env.NEXT_PUBLIC_SEARCH || undefined))();

/**
 * The site's themes (docs/theme.md): 'light' alone, 'system' (dark where the visitor's system
 * is, no script), or 'switch' (system, with a control to choose light or dark, remembered).
 */
export const THEMES = /** @type {const} */ (['light', 'system', 'switch']);

/** @typedef {(typeof THEMES)[number]} Theme */

/**
 * Which themes the site has; light unless set. Pure and last, so the browser's copy of this file,
 * where nothing reads it, leaves it out without a trace: the islands' bundle, which every page
 * loads, stays the same whatever the theme (a setting in the middle changed how the rest
 * minified).
 */
export const THEME = /* @__PURE__ */ (() =>
  oneOf('NEXT_PUBLIC_THEME', THEMES, process.env.NEXT_PUBLIC_THEME || 'light'))();
