// @ts-check
// What the content gate (`npm run test:content`, tests/harness/test.mjs) runs in the browser: the
// suites of tests/e2e/ a change under content/ can break, in Chromium at the desktop width and on
// the built files. Kept apart from test.mjs, which runs on import, so a unit test can check that
// each suite it names is still there: a renamed one would drop out of the gate without a word.

/** The suites it runs whole: the built files, titles, sitemap, feeds, JSON-LD, legal pages. */
export const CONTENT_SUITES = [
  'static-output',
  'seo',
  'articles',
  'careers',
  'people',
  'service-pages',
  'legal',
];

/**
 * The suite whose tests it runs by their titles: axe's (violations) on every page in the light
 * theme, not the keyboard's, nor the dark theme's run again over the menu's pages: content changes
 * words and pictures, and the dark theme's colours are the code's, which npm test checks.
 */
export const CONTENT_AXE_SUITE = 'a11y';

/** The title of a11y.spec.ts's group that runs its pages again in the dark theme. */
export const DARK_GROUP = 'in dark';

/**
 * Playwright's --grep for them, matched against a test's project, file and titles.
 */
export const CONTENT_GREP = `(${CONTENT_SUITES.join('|')})\\.spec\\.ts |${CONTENT_AXE_SUITE}\\.spec\\.ts (?!${DARK_GROUP} ).*violations`;
