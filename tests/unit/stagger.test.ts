import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MAX_STAGGERED_ITEMS, staggerClass } from '@/lib/server/stagger';

const css = readFileSync(join(__dirname, '..', '..', 'app', 'globals.css'), 'utf8');

describe('card entrance stagger', () => {
  it('delays item n by n × 0.1 s', () => {
    for (let index = 0; index < MAX_STAGGERED_ITEMS; index += 1) {
      const seconds = index / 10;
      expect(staggerClass(index)).toBe(`card-enter [animation-delay:${seconds}s]`);
    }
  });

  it('clamps out-of-range indexes', () => {
    expect(staggerClass(-1)).toBe(staggerClass(0));
    expect(staggerClass(MAX_STAGGERED_ITEMS + 5)).toBe(staggerClass(MAX_STAGGERED_ITEMS - 1));
  });

  it('animates for 0.5 s, ends visible and stops under reduced motion', () => {
    expect(css).toMatch(
      new RegExp(`\\.card-enter \\{\\s*animation: card-enter 0.5s [a-z-]+ backwards;`),
    );
    expect(css).toMatch(/@keyframes card-enter \{[\s\S]*?to \{\s*opacity: 1;\s*transform: none;/);
    expect(css).toMatch(
      /@media \(prefers-reduced-motion: reduce\) \{\s*\.card-enter \{\s*animation: none;/,
    );
  });
});
