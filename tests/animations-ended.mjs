// @ts-check
// Run in the page (Playwright's or an engine driver's evaluate): resolves once no time-based
// animation is running. Colour contrast is read from what is drawn, and cards fade in. A
// transition that is replaced (the header scrolled back before it finished) rejects its promise
// and is gone; whatever replaced it is waited for on the next pass. A scroll-driven animation is
// left out: it ends only when the page is scrolled.
export const animationsEnded = async () => {
  for (;;) {
    const running = document
      .getAnimations()
      .filter((a) => a.timeline === document.timeline && a.playState !== 'finished');
    if (running.length === 0) return true;
    await Promise.allSettled(running.map((a) => a.finished));
  }
};
