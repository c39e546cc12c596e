import { ReadingColumn } from '@/components/reading/reading-column';
import { Breadcrumbs } from '@/components/shared/breadcrumbs';
import { CAREERS_PATH, jobPath, type Job } from '@/lib/content/jobs';
import { trailTo } from '@/lib/server/breadcrumbs';
import { JobFacts } from './job-facts';

// The trail up to every open job, the job's title and summary, and the facts of the job.
export function JobHeader({ job }: { job: Job }) {
  const { data } = job;
  return (
    <header className="bg-linear-to-b from-brand-50 to-white pt-32 sm:pt-40">
      <ReadingColumn>
        <Breadcrumbs
          trail={trailTo(CAREERS_PATH, { href: jobPath(job.slug), label: data.title })}
          className="mb-6"
        />
        <h1 className="mt-6 text-h1 text-ink-950">{data.title}</h1>
        <p className="mt-6 text-lead text-ink-700">{data.description}</p>
        <JobFacts job={job} full className="mt-10" />
      </ReadingColumn>
    </header>
  );
}
