// @ts-check
// Run in the page (Playwright's or an engine driver's evaluate): resolves once every time-based
// animation has ended. Colour contrast is read from what is drawn, and cards fade in. A
// scroll-driven animation is left out: it ends only when the page is scrolled.
export const animationsEnded = () =>
  Promise.all(
    document
      .getAnimations()
      .filter((a) => a.timeline === document.timeline)
      .map((a) => a.finished),
  ).then(() => true);
