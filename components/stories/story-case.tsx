import { CheckList } from '@/components/shared/check-list';
import { TestimonialQuote } from '@/components/shared/testimonial-quote';
import { ReadingColumn } from '@/components/shared/reading-column';
import { portfolioCopy } from '@/content/portfolio';
import type { Story } from '@/lib/stories';

// The challenge, the solution and the results, as the case studies tell them, and what the
// client said.
export function StoryCase({ story }: { story: Story }) {
  const labels = portfolioCopy.caseStudies;
  const { testimonial } = story;
  return (
    <ReadingColumn width="wide" className="grid gap-10 pt-12 lg:grid-cols-5">
      <div className="lg:col-span-3">
        <h2 className="text-h3 text-ink-950">{labels.challengeLabel}</h2>
        <p className="mt-2 text-body text-ink-700">{story.challenge}</p>
        <h2 className="mt-8 text-h3 text-ink-950">{labels.solutionLabel}</h2>
        <p className="mt-2 text-body text-ink-700">{story.solution}</p>
        <h2 className="mt-8 text-h3 text-ink-950">{labels.resultsLabel}</h2>
        <CheckList items={story.results} size="body" className="mt-3" />
      </div>
      {testimonial && <TestimonialQuote testimonial={testimonial} />}
    </ReadingColumn>
  );
}
