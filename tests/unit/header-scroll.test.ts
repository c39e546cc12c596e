import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SCROLL_THRESHOLD_PX, SCROLL_TIMELINES, isScrolled } from '@/lib/browser/header-scroll';

describe('header scroll state', () => {
  it('switches past 10 px, as the spec says', () => {
    expect(isScrolled(10)).toBe(false);
    expect(isScrolled(11)).toBe(true);
  });

  it('keeps the no-JavaScript scroll fallback on the same threshold', () => {
    const css = readFileSync(join(__dirname, '..', '..', 'app', 'globals.css'), 'utf8');
    expect(css).toContain(
      `animation-range: ${SCROLL_THRESHOLD_PX}px ${SCROLL_THRESHOLD_PX + 1}px;`,
    );
    // The inline script before hydration steps in exactly where this fallback cannot.
    expect(css).toContain(`@supports (${SCROLL_TIMELINES})`);
    expect(css).toContain(`@supports not (${SCROLL_TIMELINES})`);
  });
});
