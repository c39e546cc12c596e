import { ChevronDownIcon } from '@/components/ui/chevron-down-icon';
import { servicesCopy } from '@/content/services';
import type { ServicePage } from '@/lib/content/service-pages';
import { ReadingSection } from '@/components/reading/reading-section';

// Questions and their answers, each answer opened by its question: <details> needs no script, a
// keyboard opens it, and a screen reader says whether it is open.
export function ServiceQuestions({ page }: { page: ServicePage }) {
  const { questions } = page.entry.data;
  if (questions.length === 0) return null;
  return (
    <ReadingSection id="questions" heading={servicesCopy.servicePage.questionsHeading}>
      <div className="mt-8 max-w-3xl divide-y divide-ink-200 border-y border-ink-200">
        {questions.map(({ question, answer }) => (
          <details key={question} className="group">
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold text-ink-950 [&::-webkit-details-marker]:hidden">
              {question}
              <ChevronDownIcon className="size-5 shrink-0 text-ink-600 transition-transform duration-200 group-open:rotate-180 motion-reduce:transition-none" />
            </summary>
            <p className="pb-5 text-body text-ink-700">{answer}</p>
          </details>
        ))}
      </div>
    </ReadingSection>
  );
}
