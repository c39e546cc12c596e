import { MAX_STAGGERED_ITEMS, staggerClass } from '@/lib/server/stagger';

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
});
