import { Container } from '@/components/ui/container';
import { caseStudies } from '@/content/case-studies';
import { staggerClass } from '@/lib/stagger';
import { CaseStudyCard } from './case-study-card';
import { SectionHeading } from './section-heading';

export function CaseStudiesSection() {
  return (
    <section aria-labelledby="case-studies-heading" className="bg-ink-50 py-16 sm:py-24">
      <Container>
        <SectionHeading
          id="case-studies-heading"
          heading={caseStudies.heading}
          intro={caseStudies.intro}
        />
        <ul className="mt-12 grid gap-8">
          {caseStudies.items.map((study, index) => (
            <li key={study.id} className={staggerClass(index)}>
              <CaseStudyCard study={study} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
