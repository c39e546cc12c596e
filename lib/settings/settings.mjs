// @ts-check
// Every setting the site reads, one entry each: its environment name, what it does in one line
// (the README's configuration table and .env.example are written from it, and
// tests/unit/settings.test.ts holds them to it), its default, which side reads it, and its check.
// Each check reads the raw environment only, never another entry's result, so no entry depends on
// where it stands. lib/settings/env.mjs turns the checked values into the constants the code
// imports; only the build and the server load this file.

import { ANALYTICS_PROVIDERS, CAPTCHA_VENDORS, CAPTCHAS, PLAUSIBLE_CLOUD } from './vendors.mjs';

/** @typedef {Record<string, string | undefined>} Env */

/**
 * @template T
 * @typedef {object} Setting
 * @property {string} about what it does, in one line of Markdown (the README's table cell)
 * @property {string} fallback its value when unset or empty, as .env.example writes it
 * @property {'build' | 'browser'} side 'browser' where code the browser also runs reads it
 *   (lib/settings/browser.mjs): next.config.mjs hands it the checked value under the setting's
 *   name (`env`), written into the bundles as a literal, so the browser loads none of this file;
 *   'build' where only the build and the server-rendered pages read it
 * @property {(value: string, env: Env) => T} check the typed value, from the setting's value (or
 *   its fallback) and, where settings go together, the rest of the raw environment; a bad value
 *   throws one line naming the setting, which stops the build
 */

/**
 * Gives an entry its value's type.
 * @template T
 * @param {Setting<T>} entry
 */
const setting = (entry) => entry;

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

const FIELD_NAME = /^[A-Za-z_][\w-]*$/;

/** @param {string} setting @param {string} name */
function fieldName(setting, name) {
  if (!FIELD_NAME.test(name)) throw new Error(`${setting}: "${name}" is not a usable field name`);
  return name;
}

/** @param {string} value a comma-separated list */
const list = (value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** @param {string} setting @param {string} value */
function onOff(setting, value) {
  if (value !== 'on' && value !== 'off') {
    throw new Error(`${setting} must be on or off, not "${value}"`);
  }
  return value === 'on';
}

/** The contact form's backends (README "Contact form"); 'none' simulates the send. */
export const CONTACT_BACKENDS = /** @type {const} */ (['none', 'json', 'form', 'netlify']);

/** @typedef {(typeof CONTACT_BACKENDS)[number]} ContactBackendKind */

/** @param {Env} env */
const contactBackendOf = (env) =>
  oneOf('NEXT_PUBLIC_CONTACT_BACKEND', CONTACT_BACKENDS, env.NEXT_PUBLIC_CONTACT_BACKEND || 'none');

/**
 * @param {string} value
 * @param {Env} env
 * @returns {string | undefined}
 */
function contactEndpoint(value, env) {
  const backend = contactBackendOf(env);
  const needsOne = backend === 'json' || backend === 'form';
  // Each mistake stops the build: a form that silently sends nowhere is found by a visitor, not by us.
  if (needsOne !== Boolean(value)) {
    throw new Error(
      needsOne
        ? `NEXT_PUBLIC_CONTACT_BACKEND=${backend} needs NEXT_PUBLIC_CONTACT_ENDPOINT`
        : `NEXT_PUBLIC_CONTACT_ENDPOINT is set, so NEXT_PUBLIC_CONTACT_BACKEND must be form or json (it is ${backend})`,
    );
  }
  return value ? httpUrl('NEXT_PUBLIC_CONTACT_ENDPOINT', value) : undefined;
}

/** Formspree's name for the honeypot field. */
export const DEFAULT_CONTACT_HONEYPOT = '_gotcha';

/**
 * @typedef {{ provider: 'none' }
 *   | { provider: 'plausible', endpoint: string, domain: string }
 *   | { provider: 'umami', script: string, websiteId: string }
 *   | { provider: 'goatcounter', endpoint: string }} Analytics
 */

/**
 * The analytics settings of an environment: this build's, or a test build's (variants.mjs).
 * @param {Env} env
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

/**
 * @typedef {{ kind: 'none' }
 *   | { kind: 'turnstile' | 'hcaptcha', siteKey: string, script: string }
 *   | { kind: 'altcha', challengeUrl: string }} Captcha
 */

/**
 * The captcha settings of an environment, checked against its contact backend.
 * @param {Env} env
 * @returns {Captcha}
 */
export function captchaOf(env) {
  const kindValue = env.NEXT_PUBLIC_CONTACT_CAPTCHA;
  const siteKeyValue = env.NEXT_PUBLIC_CONTACT_CAPTCHA_SITE_KEY;
  const scriptValue = env.NEXT_PUBLIC_CONTACT_CAPTCHA_SCRIPT;
  const challengeValue = env.NEXT_PUBLIC_CONTACT_CAPTCHA_CHALLENGE_URL;
  const backend = contactBackendOf(env);
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

/** @typedef {{ repository: string, branch: string, authUrl: string, drafts?: boolean }} Cms */

/**
 * The CMS's settings (README "Let your colleagues edit"): off unless CMS_REPOSITORY names the
 * GitHub repository it commits to; a setting it would ignore stops the build.
 * @param {Env} env
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
 * Whether each change in the CMS is a draft, a pull request, until someone publishes it
 * (docs/cms.md, "Drafts").
 * @param {Env} env
 */
export function cmsDraftsOf(env) {
  const drafts = env.CMS_DRAFTS || '';
  if (!env.CMS_REPOSITORY) {
    neededIf('CMS_DRAFTS', drafts, false, 'a site without CMS_REPOSITORY');
    return false;
  }
  return onOff('CMS_DRAFTS', drafts || 'off');
}

/**
 * The site's themes (docs/theme.md): 'light' alone, 'system' (dark where the visitor's system
 * is, no script), or 'switch' (system, with a control to choose light or dark, remembered).
 */
export const THEMES = /** @type {const} */ (['light', 'system', 'switch']);

/** @typedef {(typeof THEMES)[number]} Theme */

/**
 * A setting checked with the one it goes with (named), which reads it from the environment: its
 * own value is that one's to judge.
 * @param {string} value
 */
const checkedWithItsGroup = (value) => value;

export const SETTINGS = {
  NEXT_PUBLIC_SITE_URL: setting({
    about: 'public origin: canonical URLs, sitemap, cards, JSON-LD, nginx',
    fallback: 'https://www.example.com',
    side: 'browser',
    check: (value) => withoutTrailingSlashes(httpUrl('NEXT_PUBLIC_SITE_URL', value)),
  }),
  NEXT_PUBLIC_BASE_PATH: setting({
    about: 'a sub-path to serve under (`/repository` on GitHub Pages), or empty',
    fallback: '',
    side: 'browser',
    check: withoutTrailingSlashes,
  }),
  NEXT_PUBLIC_CONTACT_BACKEND: setting({
    about: 'how the form sends: `none` (simulated), `form`, `json`, `netlify`',
    fallback: 'none',
    side: 'build',
    check: (value) => oneOf('NEXT_PUBLIC_CONTACT_BACKEND', CONTACT_BACKENDS, value),
  }),
  NEXT_PUBLIC_CONTACT_ENDPOINT: setting({
    about: "the service's URL, for `form` and `json`; the CSP allows exactly it",
    fallback: '',
    side: 'build',
    check: contactEndpoint,
  }),
  NEXT_PUBLIC_CONTACT_SERVICE: setting({
    about: 'the service behind the endpoint, or `own`; empty: known by its host',
    fallback: '',
    side: 'build',
    // lib/server/contact-recipient.mjs checks it against the services it knows.
    check: (value) => value,
  }),
  NEXT_PUBLIC_CONTACT_HONEYPOT: setting({
    about: 'the hidden field only bots fill, named as the service wants',
    fallback: DEFAULT_CONTACT_HONEYPOT,
    side: 'build',
    check: (value) => fieldName('NEXT_PUBLIC_CONTACT_HONEYPOT', value),
  }),
  NEXT_PUBLIC_CONTACT_HIDDEN_FIELDS: setting({
    about: 'fixed fields every message carries, as a query string: `apiKey=…`',
    fallback: '',
    side: 'build',
    /** @returns {[string, string][]} */
    check: (value) =>
      [...new URLSearchParams(value)].map(([name, field]) => [
        fieldName('NEXT_PUBLIC_CONTACT_HIDDEN_FIELDS', name),
        field,
      ]),
  }),
  NEXT_PUBLIC_CONTACT_CAPTCHA: setting({
    about: '[spam check](#spam): `none`, `turnstile`, `hcaptcha`, `altcha`',
    fallback: 'none',
    side: 'build',
    check: (_value, env) => captchaOf(env),
  }),
  NEXT_PUBLIC_CONTACT_CAPTCHA_SITE_KEY: setting({
    about: "Turnstile's or hCaptcha's public site key",
    fallback: '',
    side: 'build',
    check: checkedWithItsGroup,
  }),
  NEXT_PUBLIC_CONTACT_CAPTCHA_SCRIPT: setting({
    about: "their script from elsewhere (a proxy); empty: the vendor's",
    fallback: '',
    side: 'build',
    check: checkedWithItsGroup,
  }),
  NEXT_PUBLIC_CONTACT_CAPTCHA_CHALLENGE_URL: setting({
    about: 'ALTCHA: your endpoint that hands out challenges',
    fallback: '',
    side: 'build',
    check: checkedWithItsGroup,
  }),
  NEXT_PUBLIC_ANALYTICS_PROVIDER: setting({
    about: '[analytics](#analytics): `none`, `plausible`, `umami`, `goatcounter`',
    fallback: 'none',
    side: 'build',
    check: (_value, env) => analyticsOf(env),
  }),
  NEXT_PUBLIC_ANALYTICS_URL: setting({
    about: "Plausible's origin, Umami's script, GoatCounter's `/count` URL",
    fallback: '',
    side: 'build',
    check: checkedWithItsGroup,
  }),
  NEXT_PUBLIC_ANALYTICS_SITE: setting({
    about: "Plausible's site domain, Umami's website id",
    fallback: '',
    side: 'build',
    check: checkedWithItsGroup,
  }),
  NEXT_PUBLIC_SEARCH: setting({
    about: '`on`: [search](docs/search.md) at `/search/` (Pagefind), else `off`',
    fallback: 'off',
    side: 'build',
    check: (value) => onOff('NEXT_PUBLIC_SEARCH', value),
  }),
  NEXT_PUBLIC_THEME: setting({
    about: '[dark theme](docs/theme.md): `light`, `system`, `switch` (a control)',
    fallback: 'light',
    // The mobile menu's island leaves the switch's slot out where the theme has none.
    side: 'browser',
    check: (value) => oneOf('NEXT_PUBLIC_THEME', THEMES, value),
  }),
  ARTICLES_PER_PAGE: setting({
    about: 'how many articles a page of the index lists (10)',
    fallback: '10',
    side: 'build',
    check: (value) => {
      if (!/^[1-9]\d*$/.test(value)) {
        throw new Error(`ARTICLES_PER_PAGE must be a whole number from 1 up, not "${value}"`);
      }
      return Number(value);
    },
  }),
  CMS_REPOSITORY: setting({
    about: '[the CMS](docs/cms.md) at `/admin/`: the repository it commits to',
    fallback: '',
    side: 'build',
    check: (_value, env) => cmsOf(env),
  }),
  CMS_BRANCH: setting({
    about: 'the branch it commits to (`main`)',
    fallback: '',
    side: 'build',
    check: checkedWithItsGroup,
  }),
  CMS_AUTH_URL: setting({
    about: 'where its GitHub login starts: your OAuth client (not on Netlify)',
    fallback: '',
    side: 'build',
    check: checkedWithItsGroup,
  }),
  CMS_DRAFTS: setting({
    about: '`on`: each change a draft, a pull request, until published; `off`',
    // Empty, not off: without CMS_REPOSITORY, any value is one the site would ignore.
    fallback: '',
    side: 'build',
    check: (_value, env) => cmsDraftsOf(env),
  }),
  NGINX_HTTP_LISTEN: setting({
    about: 'addresses plain HTTP listens on, comma-separated',
    fallback: '80, [::]:80',
    side: 'build',
    check: list,
  }),
  NGINX_HTTPS_LISTEN: setting({
    about: 'addresses HTTPS listens on (`443, [::]:443`)',
    fallback: '443, [::]:443',
    side: 'build',
    check: list,
  }),
  NGINX_ROOT: setting({
    about: "the server folder `out/`'s files go to (`/var/www/site`)",
    fallback: '/var/www/site',
    side: 'build',
    check: (value) => value,
  }),
  NGINX_CERTIFICATE: setting({
    about: "certificate chain (default: Debian's placeholder, to try it out)",
    fallback: '/etc/ssl/certs/ssl-cert-snakeoil.pem',
    side: 'build',
    check: (value) => value,
  }),
  NGINX_CERTIFICATE_KEY: setting({
    about: 'its key',
    fallback: '/etc/ssl/private/ssl-cert-snakeoil.key',
    side: 'build',
    check: (value) => value,
  }),
  NGINX_BROTLI: setting({
    about: '`on` where nginx has the Brotli module, else `off`',
    fallback: 'off',
    side: 'build',
    check: (value) => onOff('NGINX_BROTLI', value),
  }),
  NEXT_DIST_DIR: setting({
    about: 'where `next build` writes (test builds; these skip its type check)',
    fallback: '',
    side: 'build',
    check: (value) => value || undefined,
  }),
  SITE_LANGUAGE: setting({
    about: 'the language a build writes (`de`); `npm run build` sets each',
    fallback: '',
    // The browser's links carry the language's prefix. lib/content/languages.mjs checks the code
    // against the language list, which the browser never loads.
    side: 'browser',
    check: (value) => value,
  }),
};

/** @typedef {keyof typeof SETTINGS} SettingName */

/** @typedef {{ [Name in SettingName]: ReturnType<(typeof SETTINGS)[Name]['check']> }} Settings */

/**
 * Every setting of an environment, checked: the first bad value throws, naming its setting.
 * @param {Env} env
 * @returns {Settings}
 */
export function settingsOf(env) {
  return /** @type {Settings} */ (
    Object.fromEntries(
      Object.entries(SETTINGS).map(([name, { fallback, check }]) => [
        name,
        /** @type {(value: string, env: Env) => unknown} */ (check)(env[name] || fallback, env),
      ]),
    )
  );
}

/**
 * What next.config.mjs hands the bundles (`env`): each browser-side setting's checked value, under
 * its name, as a string.
 * @param {Settings} settings
 * @returns {Record<string, string>}
 */
export function browserEnv(settings) {
  return Object.fromEntries(
    /** @type {[SettingName, Setting<unknown>][]} */ (Object.entries(SETTINGS))
      .filter(([, { side }]) => side === 'browser')
      .map(([name]) => [name, String(settings[name])]),
  );
}
