// @ts-check
// Run in the page (Playwright's or an engine driver's), before a full-page picture: a picture
// never scrolls, so a lazy image below the first screen would stay empty. loadImagesNow asks for
// every image at once; imagesComplete is what to wait for then (a failed image is complete too, and
// the picture shows it). A predicate to poll, not a promise: image.decode() never settles for the
// driver in Firefox with the page's JavaScript off.
export const loadImagesNow = () => {
  for (const image of document.images) image.loading = 'eager';
};

export const imagesComplete = () => [...document.images].every((image) => image.complete);
