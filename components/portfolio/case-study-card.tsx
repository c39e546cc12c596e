import { TestimonialQuote } from '@/components/shared/testimonial-quote';
import { Card } from '@/components/ui/card';
import { portfolioCopy } from '@/content/portfolio';
import type { CaseStudy } from '@/content/types';
import { storyFor } from '@/lib/content/stories';
import { CaseFacts } from './case-facts';
import { StoryLink } from './story-link';

export function CaseStudyCard({ item: study }: { item: CaseStudy }) {
  const labels = portfolioCopy.caseStudies;
  const headingId = `case-study-${study.id}`;
  return (
    <Card className="grid h-full gap-10 lg:grid-cols-5">
      <div className="lg:col-span-3">
        <p className="text-eyebrow text-brand-700 uppercase">
          <span className="sr-only">{labels.industryLabel}: </span>
          {study.industry}
        </p>
        <h3 id={storyFor(study.id) && headingId} className="mt-2 text-h3 text-ink-950">
          {study.client}
        </h3>
        <CaseFacts facts={study} heading="h4" />
        <StoryLink id={study.id} describedBy={headingId} className="mt-8" />
      </div>
      <TestimonialQuote testimonial={study.testimonial} />
    </Card>
  );
}
