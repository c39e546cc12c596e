import type { Metadata } from 'next';
import { JobApply } from '@/components/careers/job-apply';
import { JobHeader } from '@/components/careers/job-header';
import { JobText } from '@/components/careers/job-text';
import { JsonLd } from '@/components/seo/json-ld';
import { jobPageFacts } from '@/lib/content/content-pages';
import { jobNamed, jobsIn } from '@/lib/content/jobs';
import { metadataOf } from '@/lib/server/metadata';
import { jobPostingJsonLd } from '@/lib/server/structured-data';
import { searchBody } from '@/lib/content/search';

interface Props {
  params: Promise<{ job: string }>;
}

export const dynamicParams = false;

// An open job's page: a job past its last day has none, and its address answers the 404 page.
export function generateStaticParams() {
  return jobsIn().map(({ slug }) => ({ job: slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return metadataOf(jobPageFacts(jobNamed((await params).job)));
}

export default async function JobPage({ params }: Props) {
  const job = jobNamed((await params).job);
  return (
    <>
      <JsonLd data={jobPostingJsonLd(job)} />
      <article {...searchBody}>
        <JobHeader job={job} />
        <JobText job={job} />
        <JobApply job={job} />
      </article>
    </>
  );
}
