import { ResultBadge } from '@/components/portfolio/result-badge';
import { StoryLink } from '@/components/portfolio/story-link';
import { Card } from '@/components/ui/card';
import { portfolioCopy } from '@/content/portfolio';
import type { Work } from '@/lib/content/service-pages';

// A project or case study that shows the service, as the Portfolio page tells it in short: what
// it is, what came of it, and the way to its story where it has one.
export function WorkCard({ item: { work } }: { item: { id: string; work: Work } }) {
  const { projects, caseStudies } = portfolioCopy;
  const headingId = `work-${work.item.id}`;
  const facts =
    work.kind === 'project'
      ? {
          title: work.item.title,
          text: work.item.description,
          result: work.item.metrics,
          resultLabel: projects.metricLabel,
        }
      : {
          industry: work.item.industry,
          title: work.item.client,
          text: work.item.challenge,
          result: work.item.results[0],
          resultLabel: caseStudies.resultsLabel,
        };
  return (
    <Card className="flex h-full flex-col">
      {facts.industry && (
        <p className="mb-2 text-eyebrow text-brand-700 uppercase">
          <span className="sr-only">{caseStudies.industryLabel}: </span>
          {facts.industry}
        </p>
      )}
      <h3 id={headingId} className="text-h3 text-ink-950">
        {facts.title}
      </h3>
      <p className="mt-3 text-body text-ink-700">{facts.text}</p>
      {facts.result && <ResultBadge label={facts.resultLabel} result={facts.result} />}
      <div className="mt-auto pt-6 empty:hidden">
        <StoryLink id={work.item.id} describedBy={headingId} />
      </div>
    </Card>
  );
}
