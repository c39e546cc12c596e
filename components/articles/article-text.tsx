import { MarkdownBody } from '@/components/reading/markdown-body';
import { ReadingColumn } from '@/components/reading/reading-column';
import type { Article } from '@/lib/content/articles';
import { ArticleContents } from './article-contents';
import { ARTICLE_COLUMN_SIZES } from './article-header';

// The article itself, in a column narrow enough to read, a long one's sections listed first.
export function ArticleText({ article }: { article: Article }) {
  return (
    <ReadingColumn className="pt-10">
      <ArticleContents article={article} />
      <MarkdownBody nodes={article.body} sizes={ARTICLE_COLUMN_SIZES} />
    </ReadingColumn>
  );
}
