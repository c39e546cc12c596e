import { CheckList } from '@/components/shared/check-list';
import { portfolioCopy } from '@/content/portfolio';
import type { CaseStudy } from '@/content/types';

/** A heading level below its section's: on a card under the client's h3, on a story's page under its h1. */
const levels = {
  h2: { first: 'text-h3 text-ink-950', next: 'mt-8 text-h3 text-ink-950' },
  h4: { first: 'mt-6 font-semibold text-ink-900', next: 'mt-6 font-semibold text-ink-900' },
} as const;

interface CaseFactsProps {
  facts: Pick<CaseStudy, 'challenge' | 'solution' | 'results'>;
  heading: keyof typeof levels;
}

// The challenge, the solution and the results, as a case study's card and a story's page tell them.
export function CaseFacts({ facts, heading: Heading }: CaseFactsProps) {
  const labels = portfolioCopy.caseStudies;
  const { first, next } = levels[Heading];
  return (
    <>
      <Heading className={first}>{labels.challengeLabel}</Heading>
      <p className="mt-2 text-body text-ink-700">{facts.challenge}</p>
      <Heading className={next}>{labels.solutionLabel}</Heading>
      <p className="mt-2 text-body text-ink-700">{facts.solution}</p>
      <Heading className={next}>{labels.resultsLabel}</Heading>
      <CheckList items={facts.results} size="body" className="mt-3" />
    </>
  );
}
