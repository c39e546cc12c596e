// How a grid of cards is laid out for whatever number of cards an owner lists. A fixed
// three-column grid leaves four services as a row of three and one card alone under an empty
// two-thirds; instead each breakpoint uses as few rows as its widest layout allows, shares the
// cards evenly between them (the fuller rows first) and centres a shorter row:
//   2 → two columns, 4 → two by two, 5 → three and two, 7 → three, two and two.

/** Tailwind's breakpoints, narrowest first; `base` is below the first. */
export const BREAKPOINTS = ['base', 'sm', 'md', 'lg'] as const;
export type Breakpoint = (typeof BREAKPOINTS)[number];

/** A value from each breakpoint it names up to the next (the most columns, a padding). */
export type BreakpointSteps = Partial<Record<Breakpoint, number>> & { base: number };

/** The value at every breakpoint: the last one named at or below it. */
export function valuesAt(steps: BreakpointSteps): Record<Breakpoint, number> {
  let value = steps.base;
  return Object.fromEntries(
    BREAKPOINTS.map((breakpoint) => [breakpoint, (value = steps[breakpoint] ?? value)]),
  ) as Record<Breakpoint, number>;
}

/** How many columns a row of `count` cards uses where `most` fit. */
export function columnsFor(count: number, most: number): number {
  if (most <= 1 || count <= 1) return Math.min(most, 2);
  const rows = Math.ceil(count / most);
  return Math.ceil(count / rows);
}

/** The number of cards in each row, top to bottom: at most one apart, the fuller rows first. */
export function rowLengths(count: number, columns: number): number[] {
  const rows = Math.ceil(count / columns);
  const shortest = Math.floor(count / rows);
  const fuller = count % rows;
  return Array.from({ length: rows }, (_, row) => shortest + (row < fuller ? 1 : 0));
}

/** The places in the grid of the cards that begin a row shorter than `columns`. */
export function shortRowStarts(count: number, columns: number): number[] {
  const starts: number[] = [];
  let index = 0;
  for (const length of rowLengths(count, columns)) {
    if (length < columns) starts.push(index);
    index += length;
  }
  return starts;
}

/** The columns at each breakpoint the layout names, for `count` cards. */
export function columnsAt(steps: BreakpointSteps, count: number): [Breakpoint, number][] {
  return BREAKPOINTS.flatMap((breakpoint) => {
    const most = steps[breakpoint];
    return most === undefined ? [] : [[breakpoint, columnsFor(count, most)]];
  });
}
