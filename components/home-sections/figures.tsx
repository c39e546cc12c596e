import { Section } from '@/components/shared/section';
import { cn } from '@/lib/shared/cn';
import { columnsFor } from '@/lib/server/card-rows';
import type { HomeSectionProps } from './home-sections';

// A figure's width where `columns` share a row, gap-x-8 apart: two on a phone, up to four from
// lg in as few rows as that allows, the fuller rows first; a short row is centred.
const BASIS: Record<number, string> = {
  2: 'lg:basis-[calc((100%-2rem)/2)]',
  3: 'lg:basis-[calc((100%-4rem)/3)]',
  4: 'lg:basis-[calc((100%-6rem)/4)]',
};

// A few numbers, large, each over what it counts. The size steps up only where four columns are
// wide enough for a figure of a few words ("9 of 10").
export function Figures({ id, section, className }: HomeSectionProps<'figures'>) {
  const { items } = section;
  const basis = BASIS[columnsFor(items.length, 4)];
  return (
    <Section id={id} copy={section} className={className}>
      <dl className="mt-12 flex flex-wrap justify-center gap-x-8 gap-y-10 text-center">
        {items.map((item) => (
          // The number reads after its label, as a term's value; it shows above it.
          <div
            key={item.label}
            className={cn('flex basis-[calc((100%-2rem)/2)] flex-col-reverse gap-2', basis)}
          >
            <dt className="text-body text-ink-700">{item.label}</dt>
            <dd className="text-h2 text-brand-700 tabular-nums xl:text-h1">{item.value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
