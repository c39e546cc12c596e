import { articlesCopy } from '@/content/articles';
import { fill, type Article } from '@/lib/content/articles';
import { cn } from '@/lib/shared/cn';
import { Byline } from './byline';
import { PublishedDate } from './published-date';

interface ArticleMetaProps {
  article: Article;
  /** The author and the update too, as the article's own page shows them. */
  full?: boolean;
  className?: string;
}

// When an article was published (and updated), who wrote it and how long it takes to read.
export function ArticleMeta({ article, full = false, className }: ArticleMetaProps) {
  const { data } = article;
  const { publishedLabel, updatedLabel, byLabel, readingTime } = articlesCopy;
  return (
    <p className={cn('flex flex-wrap gap-x-4 gap-y-1 text-small text-ink-600', className)}>
      {full && <Byline article={article} label={byLabel} />}
      <span>
        <span className="sr-only">{publishedLabel} </span>
        <PublishedDate value={data.date} />
      </span>
      {full && data.updated && (
        <span>
          {updatedLabel} <PublishedDate value={data.updated} />
        </span>
      )}
      <span>{fill(readingTime, { minutes: article.minutes })}</span>
    </p>
  );
}
