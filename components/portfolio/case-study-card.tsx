import { CheckList } from '@/components/shared/check-list';
import { TestimonialQuote } from '@/components/shared/testimonial-quote';
import { Card } from '@/components/ui/card';
import { portfolioCopy } from '@/content/portfolio';
import type { CaseStudy } from '@/content/types';
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
        <h3 id={headingId} className="mt-2 text-h3 text-ink-950">
          {study.client}
        </h3>
        <h4 className="mt-6 font-semibold text-ink-900">{labels.challengeLabel}</h4>
        <p className="mt-2 text-body text-ink-700">{study.challenge}</p>
        <h4 className="mt-6 font-semibold text-ink-900">{labels.solutionLabel}</h4>
        <p className="mt-2 text-body text-ink-700">{study.solution}</p>
        <h4 className="mt-6 font-semibold text-ink-900">{labels.resultsLabel}</h4>
        <CheckList items={study.results} size="body" className="mt-3" />
        <StoryLink id={study.id} describedBy={headingId} className="mt-8" />
      </div>
      <TestimonialQuote testimonial={study.testimonial} />
    </Card>
  );
}
