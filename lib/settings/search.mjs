// @ts-check
// What the search page, its script, the post-build index step and the policy step agree on
// (docs/search.md). Read in the browser too, so nothing here reads the environment.

/** The page's path, as content/navigation.ts writes paths. */
export const SEARCH_PATH = '/search';

/** The folder of each language's index and Pagefind's own script, under its base path. */
export const SEARCH_FOLDER = 'pagefind';

/**
 * The attribute of the search form: the one page that has it gets what Pagefind needs in its
 * Content-Security-Policy (scripts/build/content-security-policy.mjs).
 */
export const SEARCH_ATTRIBUTE = 'data-search';

/** Marks the content Pagefind indexes; a page without it is left out of the index. */
export const SEARCH_BODY_ATTRIBUTE = 'data-pagefind-body';

/** The longest query the page searches, in characters: longer ones get a message instead. */
export const MAX_QUERY_LENGTH = 100;

/** How many results the page shows; Pagefind loads each result's text only when shown. */
export const MAX_RESULTS = 10;
