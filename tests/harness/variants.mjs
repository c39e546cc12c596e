// @ts-check
// The builds the test suite runs against, defined once: each one's output folder, settings and
// server. package.json builds them (build-variants.mjs), playwright.config.ts serves them and the
// tests read their settings from here.

/** Every test server listens on an offset from PORT, so parallel runs on one machine never meet. */
export const TEST_PORT = Number(process.env.PORT ?? 4173);

export const TEST_PORTS = {
  /** `serve` with the default build (out/). */
  site: TEST_PORT,
  /** nginx with the default build, through the configuration the build ships (HTTPS). */
  nginx: TEST_PORT + 17,
  /** nginx with the basePath build (HTTPS). */
  basePath: TEST_PORT + 18,
  /** The plain-HTTP servers beside those two, which only redirect to HTTPS. */
  nginxHttp: TEST_PORT + 19,
  basePathHttp: TEST_PORT + 20,
  /** tests/contact-backend/server.mjs: the form service at another origin. */
  backend: TEST_PORT + 21,
  /** The same server with the JSON build. */
  jsonSite: TEST_PORT + 22,
  /** The same server with the Netlify build, answering its POSTs as Netlify would. */
  netlifySite: TEST_PORT + 23,
  /** Nothing ever listens here: a form service that is down. */
  closed: TEST_PORT + 24,
  /** The contact-backend server again, with the ALTCHA build. */
  altchaSite: TEST_PORT + 25,
  /** decap-server, the CMS's local backend, over a scratch copy of content/ (cms.spec.ts). */
  cms: TEST_PORT + 31,
};

/** tests/vendors/server.mjs: each analytics and captcha stand-in at an origin of its own. */
export const VENDOR_PORTS = {
  plausible: TEST_PORT + 26,
  umami: TEST_PORT + 27,
  goatcounter: TEST_PORT + 28,
  turnstile: TEST_PORT + 29,
  hcaptcha: TEST_PORT + 30,
};

export const VENDOR_ORIGINS = /** @type {Record<keyof typeof VENDOR_PORTS, string>} */ (
  Object.fromEntries(
    Object.entries(VENDOR_PORTS).map(([vendor, port]) => [vendor, `http://127.0.0.1:${port}`]),
  )
);

export const BASE_PATH_UNDER_TEST = '/some-path';

/** The form service the test server plays, at another origin than every site build. */
export const BACKEND_ORIGIN = `http://127.0.0.1:${TEST_PORTS.backend}`;

/** The settings the test builds vary; each states all of them (build-variants.mjs). */
export const VARIANT_SETTINGS = [
  'NEXT_PUBLIC_BASE_PATH',
  'NEXT_PUBLIC_CONTACT_BACKEND',
  'NEXT_PUBLIC_CONTACT_ENDPOINT',
  'NEXT_PUBLIC_CONTACT_SERVICE',
  'NEXT_PUBLIC_CONTACT_HONEYPOT',
  'NEXT_PUBLIC_CONTACT_HIDDEN_FIELDS',
  'NEXT_PUBLIC_CONTACT_CAPTCHA',
  'NEXT_PUBLIC_CONTACT_CAPTCHA_SITE_KEY',
  'NEXT_PUBLIC_CONTACT_CAPTCHA_SCRIPT',
  'NEXT_PUBLIC_CONTACT_CAPTCHA_CHALLENGE_URL',
  'NEXT_PUBLIC_ANALYTICS_PROVIDER',
  'NEXT_PUBLIC_ANALYTICS_URL',
  'NEXT_PUBLIC_ANALYTICS_SITE',
];

/**
 * The host name the analytics builds are visited under: the trackers leave 127.0.0.1 and
 * `localhost` uncounted, and a browser holds any `*.localhost` origin secure, as a deployed
 * (HTTPS) site is: ALTCHA's proof of work needs that.
 */
export const COUNTED_HOST = 'counted.localhost';

/**
 * @typedef {{ outDir: string, origin: string, basePath: string, env: Record<string, string> }} Variant
 */

export const VARIANTS = /** @satisfies {Record<string, Variant>} */ ({
  /** `npm run build`: the default settings, the simulated send. */
  site: { outDir: 'out', origin: `http://127.0.0.1:${TEST_PORTS.site}`, basePath: '', env: {} },
  /**
   * A GitHub Pages project site sending to a hosted form service (form-encoded, with its key),
   * Formspree's stand-in at an address of its own, behind Turnstile (Cloudflare's always-passing
   * test key; the widget is the stand-in's).
   */
  basepath: {
    outDir: 'out-basepath',
    origin: `https://127.0.0.1:${TEST_PORTS.basePath}`,
    basePath: BASE_PATH_UNDER_TEST,
    env: {
      NEXT_PUBLIC_BASE_PATH: BASE_PATH_UNDER_TEST,
      NEXT_PUBLIC_CONTACT_BACKEND: 'form',
      NEXT_PUBLIC_CONTACT_ENDPOINT: `${BACKEND_ORIGIN}/f/form`,
      NEXT_PUBLIC_CONTACT_SERVICE: 'formspree',
      NEXT_PUBLIC_CONTACT_HIDDEN_FIELDS: 'apiKey=test-key&_subject=Website enquiry',
      NEXT_PUBLIC_CONTACT_CAPTCHA: 'turnstile',
      NEXT_PUBLIC_CONTACT_CAPTCHA_SITE_KEY: '1x00000000000000000000AA',
      NEXT_PUBLIC_CONTACT_CAPTCHA_SCRIPT: `${VENDOR_ORIGINS.turnstile}/turnstile/v0/api.js`,
    },
  },
  /** A JSON-only endpoint (a serverless function of one's own) behind hCaptcha, counted by Plausible. */
  json: {
    outDir: 'out-json',
    origin: `http://127.0.0.1:${TEST_PORTS.jsonSite}`,
    basePath: '',
    env: {
      NEXT_PUBLIC_CONTACT_BACKEND: 'json',
      NEXT_PUBLIC_CONTACT_ENDPOINT: `${BACKEND_ORIGIN}/f/json`,
      NEXT_PUBLIC_CONTACT_CAPTCHA: 'hcaptcha',
      NEXT_PUBLIC_CONTACT_CAPTCHA_SITE_KEY: '10000000-ffff-ffff-ffff-000000000001',
      NEXT_PUBLIC_CONTACT_CAPTCHA_SCRIPT: `${VENDOR_ORIGINS.hcaptcha}/1/api.js`,
      NEXT_PUBLIC_ANALYTICS_PROVIDER: 'plausible',
      NEXT_PUBLIC_ANALYTICS_URL: VENDOR_ORIGINS.plausible,
      NEXT_PUBLIC_ANALYTICS_SITE: COUNTED_HOST,
    },
  },
  /** The owner's own endpoint handing out ALTCHA challenges and verifying them; counted by Umami. */
  altcha: {
    outDir: 'out-altcha',
    origin: `http://127.0.0.1:${TEST_PORTS.altchaSite}`,
    basePath: '',
    env: {
      NEXT_PUBLIC_CONTACT_BACKEND: 'json',
      NEXT_PUBLIC_CONTACT_ENDPOINT: `${BACKEND_ORIGIN}/f/altcha`,
      NEXT_PUBLIC_CONTACT_CAPTCHA: 'altcha',
      NEXT_PUBLIC_CONTACT_CAPTCHA_CHALLENGE_URL: `${BACKEND_ORIGIN}/altcha/challenge`,
      NEXT_PUBLIC_ANALYTICS_PROVIDER: 'umami',
      NEXT_PUBLIC_ANALYTICS_URL: `${VENDOR_ORIGINS.umami}/script.js`,
      NEXT_PUBLIC_ANALYTICS_SITE: '4fb7fa4c-5b46-438d-94b3-3a8fb9bc2e8b',
    },
  },
  /** Netlify Forms, with the honeypot name Netlify's documentation uses; counted by GoatCounter. */
  netlify: {
    outDir: 'out-netlify',
    origin: `http://127.0.0.1:${TEST_PORTS.netlifySite}`,
    basePath: '',
    env: {
      NEXT_PUBLIC_CONTACT_BACKEND: 'netlify',
      NEXT_PUBLIC_CONTACT_HONEYPOT: 'bot-field',
      NEXT_PUBLIC_ANALYTICS_PROVIDER: 'goatcounter',
      NEXT_PUBLIC_ANALYTICS_URL: `${VENDOR_ORIGINS.goatcounter}/count`,
    },
  },
});

/** @typedef {keyof typeof VARIANTS} VariantName */
