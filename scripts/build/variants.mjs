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
};

export const BASE_PATH_UNDER_TEST = '/some-path';

/** The form service the test server plays, at another origin than every site build. */
export const BACKEND_ORIGIN = `http://127.0.0.1:${TEST_PORTS.backend}`;

/** The settings the test builds vary; each states all of them (build-variants.mjs). */
export const VARIANT_SETTINGS = [
  'NEXT_PUBLIC_BASE_PATH',
  'NEXT_PUBLIC_CONTACT_BACKEND',
  'NEXT_PUBLIC_CONTACT_ENDPOINT',
  'NEXT_PUBLIC_CONTACT_HONEYPOT',
  'NEXT_PUBLIC_CONTACT_HIDDEN_FIELDS',
];

/**
 * @typedef {{ outDir: string, origin: string, basePath: string, env: Record<string, string> }} Variant
 */

export const VARIANTS = /** @satisfies {Record<string, Variant>} */ ({
  /** `npm run build`: the default settings, the simulated send. */
  site: { outDir: 'out', origin: `http://127.0.0.1:${TEST_PORTS.site}`, basePath: '', env: {} },
  /** A GitHub Pages project site sending to a hosted form service (form-encoded, with its key). */
  basepath: {
    outDir: 'out-basepath',
    origin: `https://127.0.0.1:${TEST_PORTS.basePath}`,
    basePath: BASE_PATH_UNDER_TEST,
    env: {
      NEXT_PUBLIC_BASE_PATH: BASE_PATH_UNDER_TEST,
      NEXT_PUBLIC_CONTACT_BACKEND: 'form',
      NEXT_PUBLIC_CONTACT_ENDPOINT: `${BACKEND_ORIGIN}/f/form`,
      NEXT_PUBLIC_CONTACT_HIDDEN_FIELDS: 'apiKey=test-key&_subject=Website enquiry',
    },
  },
  /** A JSON-only endpoint (a serverless function of one's own). */
  json: {
    outDir: 'out-json',
    origin: `http://127.0.0.1:${TEST_PORTS.jsonSite}`,
    basePath: '',
    env: {
      NEXT_PUBLIC_CONTACT_BACKEND: 'json',
      NEXT_PUBLIC_CONTACT_ENDPOINT: `${BACKEND_ORIGIN}/f/json`,
    },
  },
  /** Netlify Forms, with the honeypot name Netlify's documentation uses. */
  netlify: {
    outDir: 'out-netlify',
    origin: `http://127.0.0.1:${TEST_PORTS.netlifySite}`,
    basePath: '',
    env: { NEXT_PUBLIC_CONTACT_BACKEND: 'netlify', NEXT_PUBLIC_CONTACT_HONEYPOT: 'bot-field' },
  },
});

/** @typedef {keyof typeof VARIANTS} VariantName */
