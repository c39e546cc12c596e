import { servicesCopy } from '@/content/services';
import type { ServicePage } from '@/lib/content/service-pages';
import { ReadingSection } from '@/components/reading/reading-section';

// How the work goes, step by step: the list's order is the steps' (an <ol>), and its numbers are
// drawn for the eye only, since a screen reader announces the list's own.
export function ServiceSteps({ page }: { page: ServicePage }) {
  const { steps } = page.entry.data;
  if (steps.length === 0) return null;
  return (
    <ReadingSection id="steps" heading={servicesCopy.servicePage.stepsHeading}>
      <ol className="mt-8 max-w-3xl space-y-8">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 font-semibold text-white"
            >
              {index + 1}
            </span>
            <div className="pt-1.5">
              <h3 className="text-h3 text-ink-950">{step.title}</h3>
              <p className="mt-2 text-body text-ink-700">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </ReadingSection>
  );
}
