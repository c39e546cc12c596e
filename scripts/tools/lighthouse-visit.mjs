// @ts-check
// What Lighthouse clears before each run, for the bench and the Lighthouse gate.
//
// Both drive one browser through many runs. Lighthouse clears the page's HTTP cache before each
// run but by default keeps localStorage, where a visit records that it cached the site's font
// (scripts/build/repeat-visit-font.mjs). Every run after the first would then measure a repeat
// visit with an empty cache, which neither a visitor nor PageSpeed Insights (a fresh browser each
// time) ever makes. Lighthouse's own list, plus localStorage.

/** @type {import('lighthouse').Flags['clearStorageTypes']} */
export const FIRST_VISIT_STORAGE_RESET = [
  'file_systems',
  'shader_cache',
  'service_workers',
  'cache_storage',
  'local_storage',
];
