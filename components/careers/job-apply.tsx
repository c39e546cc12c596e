import { buttonClassName } from '@/components/ui/button';
import { ReadingColumn } from '@/components/reading/reading-column';
import { careersCopy } from '@/content/careers';
import { site } from '@/content/site';
import { applyHref, type Job } from '@/lib/content/jobs';

// How to apply: at the job's own address where it names one, else by an email to the site's
// address with the job's title as its subject.
export function JobApply({ job }: { job: Job }) {
  const { applyHeading, applyByEmail, applyOnline } = careersCopy;
  const { text, label } = job.data.apply ? applyOnline : applyByEmail;
  return (
    <section aria-labelledby="apply-heading">
      <ReadingColumn className="py-16 sm:pb-24">
        <div className="rounded-2xl border border-brand-100 bg-brand-50 p-6 sm:p-8">
          <h2 id="apply-heading" className="text-h2 text-ink-950">
            {applyHeading}
          </h2>
          <p className="mt-3 text-body text-ink-700">{text}</p>
          <a
            href={applyHref(job, site.email, applyByEmail.subject)}
            className={buttonClassName({ size: 'lg' }, 'mt-6 w-full sm:w-auto')}
          >
            {label}
          </a>
        </div>
      </ReadingColumn>
    </section>
  );
}
