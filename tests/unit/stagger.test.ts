import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  CARD_ENTER_DURATION_S,
  MAX_STAGGERED_ITEMS,
  STAGGER_STEP_S,
  staggerClass,
} from '@/lib/stagger';

const css = readFileSync(join(__dirname, '..', '..', 'app', 'globals.css'), 'utf8');

describe('card entrance stagger', () => {
  it('uses the timings of the spec', () => {
    expect(STAGGER_STEP_S).toBe(0.1);
    expect(CARD_ENTER_DURATION_S).toBe(0.5);
  });

  it('delays item n by n × 0.1 s', () => {
    for (let index = 0; index < MAX_STAGGERED_ITEMS; index += 1) {
      const seconds = Math.round(index * STAGGER_STEP_S * 10) / 10;
      expect(staggerClass(index)).toBe(`card-enter [animation-delay:${seconds}s]`);
    }
  });

  it('clamps out-of-range indexes', () => {
    expect(staggerClass(-1)).toBe(staggerClass(0));
    expect(staggerClass(MAX_STAGGERED_ITEMS + 5)).toBe(staggerClass(MAX_STAGGERED_ITEMS - 1));
  });

  it('animates for 0.5 s, ends visible and stops under reduced motion', () => {
    expect(css).toMatch(
      new RegExp(
        `\\.card-enter \\{\\s*animation: card-enter ${CARD_ENTER_DURATION_S}s [a-z-]+ backwards;`,
      ),
    );
    expect(css).toMatch(/@keyframes card-enter \{[\s\S]*?to \{\s*opacity: 1;\s*transform: none;/);
    expect(css).toMatch(
      /@media \(prefers-reduced-motion: reduce\) \{\s*\.card-enter \{\s*animation: none;/,
    );
  });
});
