import { PublishedDate } from '@/components/articles/published-date';
import { careersCopy } from '@/content/careers';
import { cn } from '@/lib/shared/cn';
import { payText, placeText, type Job } from '@/lib/content/jobs';
import { LANGUAGE } from '@/lib/content/languages.mjs';

interface JobFactsProps {
  job: Job;
  /** The pay and the dates too, each under its label, as the job's own page shows them. */
  full?: boolean;
  className?: string;
}

// Where the work is and the kind of employment, and on the job's page its pay and its dates.
export function JobFacts({ job, full = false, className }: JobFactsProps) {
  const { data } = job;
  const copy = careersCopy;
  const facts = [
    { label: copy.placeLabel, value: placeText(job, copy, LANGUAGE.locale) },
    { label: copy.employmentLabel, value: copy.employmentTypes[data.employmentType] },
    ...(full
      ? [
          ...(data.pay
            ? [{ label: copy.payLabel, value: payText(data.pay, copy, LANGUAGE.locale) }]
            : []),
          { label: copy.postedLabel, value: <PublishedDate value={data.date} /> },
          { label: copy.closesLabel, value: <PublishedDate value={data.validThrough} /> },
        ]
      : []),
  ];
  return (
    <dl
      className={cn(
        full
          ? 'grid gap-x-8 gap-y-4 rounded-2xl border border-ink-200 bg-white p-6 sm:grid-cols-2'
          : 'flex flex-wrap gap-x-6 gap-y-1 text-small text-ink-600',
        className,
      )}
    >
      {facts.map(({ label, value }) => (
        <div key={label}>
          <dt className={full ? 'text-small font-semibold text-ink-600' : 'sr-only'}>{label}</dt>
          <dd className={full ? 'mt-1 text-body text-ink-900' : undefined}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
