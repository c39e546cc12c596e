import { CheckList } from '@/components/shared/check-list';
import { Card } from '@/components/ui/card';
import { portfolioCopy } from '@/content/portfolio';
import type { CaseStudy } from '@/content/types';

export function CaseStudyCard({ item: study }: { item: CaseStudy }) {
  const { testimonial } = study;
  const labels = portfolioCopy.caseStudies;
  return (
    <Card className="grid h-full gap-10 lg:grid-cols-5">
      <div className="lg:col-span-3">
        <p className="text-eyebrow text-brand-700 uppercase">
          <span className="sr-only">{labels.industryLabel}: </span>
          {study.industry}
        </p>
        <h3 className="mt-2 text-h3 text-ink-950">{study.client}</h3>
        <h4 className="mt-6 font-semibold text-ink-900">{labels.challengeLabel}</h4>
        <p className="mt-2 text-body text-ink-700">{study.challenge}</p>
        <h4 className="mt-6 font-semibold text-ink-900">{labels.solutionLabel}</h4>
        <p className="mt-2 text-body text-ink-700">{study.solution}</p>
        <h4 className="mt-6 font-semibold text-ink-900">{labels.resultsLabel}</h4>
        <CheckList items={study.results} size="body" className="mt-3" />
      </div>
      <figure className="flex flex-col justify-center rounded-2xl bg-brand-50 p-6 sm:p-8 lg:col-span-2">
        <blockquote className="text-lead text-ink-900">
          <p>“{testimonial.quote}”</p>
        </blockquote>
        <figcaption className="mt-6 text-small">
          <span className="block font-semibold text-ink-950">{testimonial.author}</span>
          <span className="block text-ink-600">{testimonial.position}</span>
        </figcaption>
      </figure>
    </Card>
  );
}
