// @ts-check
/**
 * The ids an article page's own elements carry around its text, one source for the elements and
 * for the Markdown step, which gives a heading's anchor none of them (anchorsOf in markdown.mjs):
 * a section called "Main" would otherwise take the skip link's target.
 */
export const PAGE_IDS = /** @type {const} */ ({
  main: 'main',
  footer: 'site-footer',
  callToAction: 'cta-heading',
  contents: 'contents-heading',
  related: 'related-heading',
});
