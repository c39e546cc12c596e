// @ts-check
// The build-time environment, read here and nowhere else: each setting's entry, check and default
// are in settings.mjs; these are their checked values under the names the code imports.
// next.config.mjs, the pages, the build scripts and the tests all import it, so a setting means the
// same thing everywhere. The browser never loads it (browser.mjs).

import { languagePrefix } from './browser.mjs';
import { settingsOf } from './settings.mjs';

export { languagePrefix };
export {
  analyticsOf,
  captchaOf,
  cmsDraftsOf,
  cmsOf,
  CONTACT_BACKENDS,
  DEFAULT_CONTACT_HONEYPOT,
  THEMES,
} from './settings.mjs';

/**
 * @typedef {import('./settings.mjs').Analytics} Analytics
 * @typedef {import('./settings.mjs').Captcha} Captcha
 * @typedef {import('./settings.mjs').Cms} Cms
 * @typedef {import('./settings.mjs').ContactBackendKind} ContactBackendKind
 * @typedef {import('./settings.mjs').Theme} Theme
 */

/** This build's settings, checked: a bad value stops the build here, naming the setting. */
export const SETTINGS_VALUES = settingsOf(process.env);

/** The public origin for canonical URLs, social cards, the sitemap and structured data. */
export const SITE_URL = SETTINGS_VALUES.NEXT_PUBLIC_SITE_URL;

/** A sub-path to serve the site under (GitHub Pages project sites, shared domains), or ''. */
export const SITE_BASE_PATH = SETTINGS_VALUES.NEXT_PUBLIC_BASE_PATH;

/**
 * The language this build writes when it is not the default, by its code in content/languages.mjs
 * (lib/content/languages.mjs checks it): `npm run build` builds each in turn; set, it previews that
 * one with `npm run dev`. Empty for the default.
 */
export const SITE_LANGUAGE = SETTINGS_VALUES.SITE_LANGUAGE;

/** Where this build's pages live: the site's sub-path, then the language's prefix (/de). */
export const BASE_PATH = SITE_BASE_PATH + languagePrefix(SITE_LANGUAGE);

/** How the contact form sends: 'none', 'json', 'form' or 'netlify'. */
export const CONTACT_BACKEND = SETTINGS_VALUES.NEXT_PUBLIC_CONTACT_BACKEND;

/** Where the 'json' and 'form' backends POST; Netlify Forms posts to the contact page itself. */
export const CONTACT_ENDPOINT = SETTINGS_VALUES.NEXT_PUBLIC_CONTACT_ENDPOINT;

/**
 * Who receives the messages, for the privacy notice: a form service's name where the endpoint is
 * one behind an address of one's own, `own` for an endpoint of one's own, or empty to know the
 * service by the endpoint's host. lib/server/contact-recipient.mjs checks it, on the server only.
 */
export const CONTACT_SERVICE = SETTINGS_VALUES.NEXT_PUBLIC_CONTACT_SERVICE;

/** The hidden field bots fill and people never see; each service has its own name for it. */
export const CONTACT_HONEYPOT = SETTINGS_VALUES.NEXT_PUBLIC_CONTACT_HONEYPOT;

/**
 * Fixed fields every message carries, written like a query string (`apiKey=…&_subject=…`): a
 * service's key or its options.
 */
export const CONTACT_HIDDEN_FIELDS = SETTINGS_VALUES.NEXT_PUBLIC_CONTACT_HIDDEN_FIELDS;

/** Which analytics service counts visits, and where it is; off unless set (README "Analytics"). */
export const ANALYTICS = SETTINGS_VALUES.NEXT_PUBLIC_ANALYTICS_PROVIDER;

/** The contact form's spam check beside the honeypot (README "Spam"); none unless set. */
export const CONTACT_CAPTCHA = SETTINGS_VALUES.NEXT_PUBLIC_CONTACT_CAPTCHA;

/** How many articles one page of the index lists, the newest first; 10 unless set. */
export const ARTICLES_PER_PAGE = SETTINGS_VALUES.ARTICLES_PER_PAGE;

/** The CMS at /admin/, when the owner names its repository; otherwise none is built. */
export const CMS = SETTINGS_VALUES.CMS_REPOSITORY;

/** Where `next build` writes; a second build (the basePath check) uses another folder. */
export const DIST_DIR = SETTINGS_VALUES.NEXT_DIST_DIR;

/**
 * What the nginx configuration the build writes (out/nginx.conf) is made of. The defaults pass
 * `nginx -t` on Debian and Ubuntu as they are; a server sets its own.
 * @type {import('../../scripts/build/host-config.mjs').NginxSettings}
 */
export const NGINX = {
  httpListen: SETTINGS_VALUES.NGINX_HTTP_LISTEN,
  httpsListen: SETTINGS_VALUES.NGINX_HTTPS_LISTEN,
  root: SETTINGS_VALUES.NGINX_ROOT,
  certificate: SETTINGS_VALUES.NGINX_CERTIFICATE,
  certificateKey: SETTINGS_VALUES.NGINX_CERTIFICATE_KEY,
  brotli: SETTINGS_VALUES.NGINX_BROTLI,
};

/**
 * Search at /search/ (docs/search.md): `on` indexes the articles, stories, service pages, people
 * and jobs with Pagefind after the build and links the page from the header; off unless set.
 */
export const SEARCH = SETTINGS_VALUES.NEXT_PUBLIC_SEARCH;

/** Which themes the site has; light unless set. */
export const THEME = SETTINGS_VALUES.NEXT_PUBLIC_THEME;
