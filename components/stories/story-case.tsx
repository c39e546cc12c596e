import { CaseFacts } from '@/components/portfolio/case-facts';
import { TestimonialQuote } from '@/components/shared/testimonial-quote';
import { ReadingColumn } from '@/components/reading/reading-column';
import type { Story } from '@/lib/content/stories';

// The challenge, the solution and the results, as the case studies tell them, and what the
// client said.
export function StoryCase({ story }: { story: Story }) {
  const { testimonial } = story;
  return (
    <ReadingColumn width="wide" className="grid gap-10 pt-12 lg:grid-cols-5">
      <div className="lg:col-span-3">
        <CaseFacts facts={story} heading="h2" />
      </div>
      {testimonial && <TestimonialQuote testimonial={testimonial} />}
    </ReadingColumn>
  );
}
