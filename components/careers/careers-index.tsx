import { CardGrid } from '@/components/shared/card-grid';
import { PageIntro } from '@/components/shared/page-intro';
import { Container } from '@/components/ui/container';
import { careersCopy } from '@/content/careers';
import { jobsIn } from '@/lib/content/jobs';
import { JobCard } from './job-card';

// The careers page: what it is like to work here, then every open job, the newest first.
export function CareersIndex() {
  const { heading, intro, listLabel } = careersCopy;
  const items = jobsIn().map((job) => ({ id: job.slug, job }));
  return (
    <>
      <PageIntro heading={heading} intro={intro} />
      <section aria-labelledby="jobs-heading">
        <Container className="pb-16 sm:pb-24">
          <h2 id="jobs-heading" className="text-h2 text-ink-950">
            {listLabel}
          </h2>
          <CardGrid items={items} Card={JobCard} layout="stack" />
        </Container>
      </section>
    </>
  );
}
