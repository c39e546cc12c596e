// @ts-check
// Other sites the pages may show or reach: a map, a video, a form service's widget. Every page's
// Content-Security-Policy blocks what is not listed here, in the build and under `npm run dev`
// alike, and the build stops, naming the page and the address, when a page shows something this
// list does not allow. Write origins only (https://www.openstreetmap.org), per page by its path
// as content/navigation.ts writes it ('/contact'), or for every page under `site`.
// (JavaScript, not TypeScript, so the build steps read it as they are; tsc checks its type.)

/** @type {import('./types').Embeds} */
export const embeds = {
  site: {},
  pages: {},
};
