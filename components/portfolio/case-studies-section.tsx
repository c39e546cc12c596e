import { CardGrid } from '@/components/shared/card-grid';
import { Section } from '@/components/shared/section';
import { portfolioCopy } from '@/content/portfolio';
import { CaseStudyCard } from './case-study-card';

export function CaseStudiesSection() {
  return (
    <Section
      id="case-studies"
      copy={portfolioCopy.caseStudies}
      className="bg-ink-50 py-16 sm:py-24"
    >
      <CardGrid items={portfolioCopy.caseStudies.items} Card={CaseStudyCard} layout="stack" />
    </Section>
  );
}
