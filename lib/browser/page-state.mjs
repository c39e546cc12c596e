// @ts-check
// How a page says, on its <html> element, how far its scripts have come. The script loader the
// build writes (scripts/build/deferred-scripts.mjs) sets the framework state, the navbar island
// marks hydration, the stylesheet shows the contact form's notes from them, and the tests and the
// bench wait on the same marks.

/** Present once React has hydrated the page: its islands and the router answer from then on. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** The performance mark set at the same moment, which the bench reads as "ready". */
export const HYDRATED_MARK = 'hydrated';

/**
 * Set by the loader while the page is not hydrated: 'late' when the scripts have not started the
 * page some seconds after it was shown, 'failed' when a file could not be loaded after retries.
 */
export const FRAMEWORK_ATTRIBUTE = 'data-framework';

/** @typedef {'late' | 'failed'} FrameworkState */

/** Called once hydration has committed. */
export function markHydrated() {
  const root = document.documentElement;
  if (root.hasAttribute(HYDRATED_ATTRIBUTE)) return;
  root.removeAttribute(FRAMEWORK_ATTRIBUTE);
  root.setAttribute(HYDRATED_ATTRIBUTE, '');
  performance.mark?.(HYDRATED_MARK);
}
