import { ARTICLE_COLUMN_SIZES } from '@/components/articles/article-header';
import { MarkdownBody } from '@/components/reading/markdown-body';
import { ReadingColumn } from '@/components/reading/reading-column';
import type { Job } from '@/lib/content/jobs';

// The job as its file tells it, in the column an article's text takes.
export function JobText({ job }: { job: Job }) {
  return (
    <ReadingColumn className="pt-12">
      <MarkdownBody nodes={job.body} sizes={ARTICLE_COLUMN_SIZES} />
    </ReadingColumn>
  );
}
