import { Card } from '@/components/ui/card';
import { SiteLink } from '@/components/ui/site-link';
import { jobPath, type Job } from '@/lib/content/jobs';
import { JobFacts } from './job-facts';

interface JobCardProps {
  item: { id: string; job: Job };
}

// An open job on the careers page: its title as the link to its page, where and how, its summary.
export function JobCard({ item: { job } }: JobCardProps) {
  const { data } = job;
  return (
    <Card className="h-full">
      <h3 className="text-h3 text-ink-950">
        <SiteLink href={jobPath(job.slug)} className="rounded-md hover:text-brand-700">
          {data.title}
        </SiteLink>
      </h3>
      <JobFacts job={job} className="mt-2" />
      <p className="mt-3 text-body text-ink-700">{data.description}</p>
    </Card>
  );
}
