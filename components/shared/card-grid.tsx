import type { ComponentType } from 'react';
import { cn } from '@/lib/cn';
import { staggerClass } from '@/lib/stagger';

const layouts = {
  quarters: 'gap-6 sm:grid-cols-2 lg:grid-cols-4',
  thirds: 'gap-6 md:grid-cols-2 lg:grid-cols-3',
  stack: 'gap-8',
} as const;

// How wide one card of the thirds layout is, as an image's `sizes` attribute: the container
// (px-4, sm:px-6, lg:px-8, at most 80rem) less the gaps, shared by the columns. Change it with
// the classes above.
export const THIRDS_CARD_SIZES =
  '(min-width: 1024px) calc((min(100vw, 80rem) - 7rem) / 3), (min-width: 768px) calc((100vw - 4.5rem) / 2), (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2rem)';

// In the two-column step of the thirds layout an odd last card is centred instead of leaving a
// hole on the right.
const centredOrphan =
  'md:col-span-2 md:w-[calc(50%-0.75rem)] md:justify-self-center lg:col-span-1 lg:w-auto lg:justify-self-stretch';

interface CardGridProps<Item extends { readonly id: string }> {
  items: readonly Item[];
  /** Draws one item; `index` is its place in the grid. */
  Card: ComponentType<{ item: Item; index: number }>;
  layout: keyof typeof layouts;
}

// A list of cards that enter one after another (0.1 s apart), as every card grid of the site does.
export function CardGrid<Item extends { readonly id: string }>({
  items,
  Card,
  layout,
}: CardGridProps<Item>) {
  return (
    <ul className={cn('mt-12 grid', layouts[layout])}>
      {items.map((item, index) => (
        <li
          key={item.id}
          className={cn(
            staggerClass(index),
            layout === 'thirds' && index === items.length - 1 && index % 2 === 0 && centredOrphan,
          )}
        >
          <Card item={item} index={index} />
        </li>
      ))}
    </ul>
  );
}
