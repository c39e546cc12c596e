import { CardGrid } from '@/components/shared/card-grid';
import { Section } from '@/components/shared/section';
import { aboutCopy } from '@/content/about';
import { ExpertiseCard } from './expertise-card';

export function ExpertiseSection() {
  return (
    <Section id="expertise" copy={aboutCopy.expertise} className="bg-ink-50 py-16 sm:py-24">
      <CardGrid items={aboutCopy.expertise.items} Card={ExpertiseCard} layout="quarters" />
    </Section>
  );
}
