// @ts-check
// The languages the site is written in, as locales (BCP 47: language and region). The first is the
// default, at the site's root; each other one lives under its language code (de-DE at /de/) with
// its copy in a folder of that name, content/de/, holding the files of content/ its pages show
// (README "Languages"). One locale means one language: no prefixes, no switcher, no hreflang links.
export const locales = /** @type {const} */ (['en-US']);
