// @ts-check
// The settings code the browser also runs reads (lib/shared/urls.ts), as next.config.mjs hands them
// over: checked, under their own names (`env`, the entries of settings.mjs whose side is 'browser'),
// written into every bundle as literals. So the browser loads no entry and no check. Jest, which
// has no next.config.mjs, gets them from its set-up (tests/unit/setup.ts) the same way.

/** Where a language's pages live under the site's: /de, or nothing for the default. @param {string} code */
export const languagePrefix = (code) => (code ? `/${code}` : '');

/** The public origin for canonical URLs, social cards, the sitemap and structured data. */
export const SITE_URL = process.env.NEXT_PUBLIC_SITE_URL ?? '';

/** Where this build's pages live: the site's sub-path, then the language's prefix (/de). */
export const BASE_PATH =
  (process.env.NEXT_PUBLIC_BASE_PATH ?? '') + languagePrefix(process.env.SITE_LANGUAGE ?? '');
