import { ARTICLE_COLUMN_SIZES } from '@/components/articles/article-header';
import { MarkdownBody } from '@/components/reading/markdown-body';
import { ReadingColumn } from '@/components/reading/reading-column';
import type { ServicePage } from '@/lib/content/service-pages';

// The service as its file tells it, as wide as an article's text (its pictures' `sizes`), at the
// start of the page's wider column.
export function ServiceText({ page }: { page: ServicePage }) {
  return (
    <ReadingColumn width="wide" className="pt-10">
      <MarkdownBody nodes={page.entry.body} sizes={ARTICLE_COLUMN_SIZES} className="max-w-3xl" />
    </ReadingColumn>
  );
}
