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

// Run in the page before a picture of it at rest: every time-based animation that ends is moved
// to its end now. Waiting on them instead hangs in Firefox with the page's JavaScript off, where
// an animation's `finished` promise never settles for the driver.
export const finishAnimations = () => {
  for (const animation of document.getAnimations()) {
    const ends = animation.effect?.getComputedTiming().endTime !== Infinity;
    if (animation.timeline === document.timeline && ends) animation.finish();
  }
};
