// @ts-check
// The build-time environment, read here and nowhere else. next.config.mjs, the pages, the build
// scripts and the tests all import it, so a setting means the same thing everywhere.

/** @param {string} value */
const withoutTrailingSlashes = (value) => value.replace(/\/+$/, '');

/** The public origin for canonical URLs, social cards, the sitemap and structured data. */
export const SITE_URL = withoutTrailingSlashes(
  process.env.NEXT_PUBLIC_SITE_URL || 'https://www.example.com',
);

/** A sub-path to serve the site under (GitHub Pages project sites, shared domains), or ''. */
export const BASE_PATH = withoutTrailingSlashes(process.env.NEXT_PUBLIC_BASE_PATH ?? '');

/** Where the contact form sends messages; unset, the send is simulated. */
export const CONTACT_ENDPOINT = process.env.NEXT_PUBLIC_CONTACT_ENDPOINT || undefined;

/** Where `next build` writes; a second build (the basePath check) uses another folder. */
export const DIST_DIR = process.env.NEXT_DIST_DIR || undefined;
