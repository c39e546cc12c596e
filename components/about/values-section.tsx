import { CardGrid } from '@/components/shared/card-grid';
import { Section } from '@/components/shared/section';
import { aboutCopy } from '@/content/about';
import { ValueCard } from './value-card';

export function ValuesSection() {
  return (
    <Section id="values" copy={aboutCopy.values} className="pt-8 pb-16 sm:pb-24">
      <CardGrid items={aboutCopy.values.items} Card={ValueCard} layout="quarters" />
    </Section>
  );
}
