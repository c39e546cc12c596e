import { animationsEnded } from '../animations-ended.mjs';
import { expect, ONCE, test, waitForHydration } from './fixtures';

// The accessibility checks read colours only once animationsEnded resolves. A full run once failed
// when the header's transitions were replaced mid-way (the page scrolled back as the contact form
// moved focus to its first error) and the wait itself threw.
test(
  'animationsEnded outlasts a transition that is replaced, and waits for what replaced it',
  ONCE,
  async ({ page }) => {
    // Ten times slower, so the scroll back always lands while the first transitions run.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Animation.enable');
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 0.1 });
    await page.goto('/contact');
    await waitForHydration(page);
    const banner = page.getByRole('banner');

    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(banner).toHaveAttribute('data-scrolled', 'true');
    // Half-way, so the transitions back take as long again (a reversed transition is shortened to
    // the part already run).
    await page.waitForFunction(() =>
      document.getAnimations().some((a) => (a.effect?.getComputedTiming().progress ?? 0) >= 0.5),
    );
    const ended = page.evaluate(animationsEnded);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(banner).not.toHaveAttribute('data-scrolled', 'true');

    expect(await ended).toBe(true);
    const stillRunning = await page.evaluate(() =>
      document
        .getAnimations()
        .filter((a) => a.timeline === document.timeline && a.playState === 'running')
        .map((a) => (a as CSSTransition).transitionProperty ?? (a as CSSAnimation).animationName),
    );
    expect(stillRunning).toEqual([]);
  },
);
