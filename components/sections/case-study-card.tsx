import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { caseStudies } from '@/content/case-studies';
import type { CaseStudy } from '@/content/types';

interface CaseStudyCardProps {
  study: CaseStudy;
}

export function CaseStudyCard({ study }: CaseStudyCardProps) {
  const { testimonial } = study;
  return (
    <Card className="grid h-full gap-10 lg:grid-cols-5">
      <div className="lg:col-span-3">
        <p className="text-eyebrow text-brand-700 uppercase">
          <span className="sr-only">{caseStudies.industryLabel}: </span>
          {study.industry}
        </p>
        <h3 className="mt-2 text-h3 text-ink-950">{study.client}</h3>
        <h4 className="mt-6 font-semibold text-ink-900">{caseStudies.challengeLabel}</h4>
        <p className="mt-2 text-body text-ink-700">{study.challenge}</p>
        <h4 className="mt-6 font-semibold text-ink-900">{caseStudies.solutionLabel}</h4>
        <p className="mt-2 text-body text-ink-700">{study.solution}</p>
        <h4 className="mt-6 font-semibold text-ink-900">{caseStudies.resultsLabel}</h4>
        <ul className="mt-3 space-y-2">
          {study.results.map((result) => (
            <li key={result} className="flex gap-2 text-body text-ink-700">
              <Icon name="circle-check" className="mt-1 size-5 shrink-0 text-success-700" />
              {result}
            </li>
          ))}
        </ul>
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
