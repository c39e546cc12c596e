import { cardSizes } from '@/components/shared/card-grid';
import { columnsFor, rowLengths, shortRowStarts } from '@/lib/server/card-rows';

const rows = (count: number, most: number) => rowLengths(count, columnsFor(count, most));

describe('card rows for any count', () => {
  it('lays out three-column rows as the issue asks', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map((count) => rows(count, 3))).toEqual([
      [1],
      [2],
      [3],
      [2, 2],
      [3, 2],
      [3, 3],
      [3, 2, 2],
      [3, 3, 2],
      [3, 3, 3],
    ]);
  });

  it('lays out four-column rows', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map((count) => rows(count, 4))).toEqual([
      [1],
      [2],
      [3],
      [4],
      [3, 2],
      [3, 3],
      [4, 3],
      [4, 4],
      [3, 3, 3],
    ]);
  });

  it('a single card takes half a row where two fit, the whole row where one does', () => {
    expect(columnsFor(1, 3)).toBe(2);
    expect(columnsFor(1, 2)).toBe(2);
    expect(columnsFor(1, 1)).toBe(1);
    expect(columnsFor(9, 1)).toBe(1);
  });

  it('marks the first card of each shorter row, which is centred', () => {
    expect(shortRowStarts(7, 3)).toEqual([3, 5]);
    expect(shortRowStarts(5, 3)).toEqual([3]);
    expect(shortRowStarts(6, 3)).toEqual([]);
    expect(shortRowStarts(1, 2)).toEqual([0]);
  });
});

describe('card widths for images', () => {
  it('follow the columns the count gets at each breakpoint', () => {
    expect(cardSizes('thirds', 3)).toBe(
      '(min-width: 1024px) calc((min(100vw, 80rem) - 7rem) / 3), (min-width: 768px) calc((min(100vw, 80rem) - 4.5rem) / 2), (min-width: 640px) calc(min(100vw, 80rem) - 3rem), calc(min(100vw, 80rem) - 2rem)',
    );
    expect(cardSizes('thirds', 4)).toContain(
      '(min-width: 1024px) calc((min(100vw, 80rem) - 5.5rem) / 2)',
    );
  });
});
