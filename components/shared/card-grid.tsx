import type { ComponentType } from 'react';
import {
  type Breakpoint,
  BREAKPOINTS,
  type BreakpointSteps,
  columnsAt,
  shortRowStarts,
  valuesAt,
} from '@/lib/server/card-rows';
import { cn } from '@/lib/shared/cn';
import { staggerClass } from '@/lib/server/stagger';

/*
 * Each row's cards are laid on twice as many tracks as it has columns, two tracks a card, so a
 * row one card short starts one track in and is centred (lib/server/card-rows.ts). Every class is
 * spelled out so Tailwind finds it in the source; a layout that needs one missing here stops the
 * build, naming it.
 */
const TRACKS: Partial<Record<`${Breakpoint} ${number}`, string>> = {
  'base 1': 'grid-cols-2',
  'sm 2': 'sm:grid-cols-4',
  'md 2': 'md:grid-cols-4',
  'lg 2': 'lg:grid-cols-4',
  'lg 3': 'lg:grid-cols-6',
  'lg 4': 'lg:grid-cols-8',
};
const CENTRED_START: Partial<Record<Breakpoint, string>> = {
  sm: 'sm:col-start-2',
  md: 'md:col-start-2',
  lg: 'lg:col-start-2',
};
const AUTO_START: Partial<Record<Breakpoint, string>> = {
  md: 'md:col-start-auto',
  lg: 'lg:col-start-auto',
};

function classFor<Key extends string>(table: Partial<Record<Key, string>>, key: Key) {
  const name = table[key];
  if (!name) throw new Error(`CardGrid has no class for "${key}": add it to its tables`);
  return name;
}

/** The widest row of each layout from each breakpoint up, and the space between cards. */
const LAYOUTS = {
  quarters: { columns: { base: 1, sm: 2, lg: 4 }, gap: 'gap-6' },
  thirds: { columns: { base: 1, md: 2, lg: 3 }, gap: 'gap-6' },
  stack: { columns: { base: 1 }, gap: 'gap-8' },
} as const satisfies Record<string, { columns: BreakpointSteps; gap: string }>;
type Layout = keyof typeof LAYOUTS;

// The card's width, for an image's `sizes`: the container (components/ui/container.tsx: at most
// 80rem, px-4 sm:px-6 lg:px-8) less the gaps between the cards of a row (gap-6: the stack has
// none), shared by the columns.
const MIN_WIDTH_PX: Record<Exclude<Breakpoint, 'base'>, number> = { sm: 640, md: 768, lg: 1024 };
const CONTAINER_PADDING_REM: BreakpointSteps = { base: 1, sm: 1.5, lg: 2 };
const GAP_REM = 1.5;

/** The `sizes` of an image as wide as one card of `count` in the layout. */
export function cardSizes(layout: Layout, count: number): string {
  const columns = valuesAt(
    Object.fromEntries(columnsAt(LAYOUTS[layout].columns, count)) as BreakpointSteps,
  );
  const padding = valuesAt(CONTAINER_PADDING_REM);
  return [...BREAKPOINTS]
    .reverse()
    .map((breakpoint) => {
      const k = columns[breakpoint];
      const row = `min(100vw, 80rem) - ${2 * padding[breakpoint] + (k - 1) * GAP_REM}rem`;
      const width = k === 1 ? `calc(${row})` : `calc((${row}) / ${k})`;
      return breakpoint === 'base' ? width : `(min-width: ${MIN_WIDTH_PX[breakpoint]}px) ${width}`;
    })
    .join(', ');
}

function gridClasses(layout: Layout, count: number) {
  const steps = columnsAt(LAYOUTS[layout].columns, count);
  const grid = steps.map(([breakpoint, columns]) => classFor(TRACKS, `${breakpoint} ${columns}`));
  // A card that starts a short row at one breakpoint and not at the next is placed again there.
  const item = (index: number) => {
    let centred = false;
    return steps.map(([breakpoint, columns]) => {
      const starts = shortRowStarts(count, columns).includes(index);
      const change = starts
        ? classFor(CENTRED_START, breakpoint)
        : centred
          ? classFor(AUTO_START, breakpoint)
          : '';
      centred = starts;
      return change;
    });
  };
  return { grid, item };
}

interface CardGridProps<Item extends { readonly id: string }> {
  items: readonly Item[];
  /** Draws one item; `index` is its place in the grid, `sizes` its width for an image. */
  Card: ComponentType<{ item: Item; index: number; sizes: string }>;
  layout: Layout;
}

// A list of cards that enter one after another (0.1 s apart), as every card grid of the site does.
export function CardGrid<Item extends { readonly id: string }>({
  items,
  Card,
  layout,
}: CardGridProps<Item>) {
  const { grid, item } = gridClasses(layout, items.length);
  const sizes = cardSizes(layout, items.length);
  return (
    <ul className={cn('mt-12 grid', LAYOUTS[layout].gap, ...grid)}>
      {items.map((entry, index) => (
        <li key={entry.id} className={cn('col-span-2', staggerClass(index), ...item(index))}>
          <Card item={entry} index={index} sizes={sizes} />
        </li>
      ))}
    </ul>
  );
}
