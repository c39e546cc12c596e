import { ReadingColumn } from '@/components/reading/reading-column';
import { Breadcrumbs } from '@/components/shared/breadcrumbs';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { ARTICLES_PATH, articlePath, type Article } from '@/lib/content/articles';
import { trailTo } from '@/lib/server/breadcrumbs';
import { COVER_ASPECT } from './article-card';
import { ArticleMeta } from './article-meta';
import { TagLinks } from './tag-links';

/** The article's column: its width on each screen, as its pictures' `sizes`. */
export const ARTICLE_COLUMN_SIZES =
  '(min-width: 832px) 48rem, (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2rem)';

// The trail down to the article, its title, summary, tags, author, dates and reading time, then its cover.
export function ArticleHeader({ article }: { article: Article }) {
  const { data } = article;
  return (
    <header className="bg-linear-to-b from-brand-50 to-white pt-32 sm:pt-40">
      <ReadingColumn>
        <Breadcrumbs
          trail={trailTo(ARTICLES_PATH, { href: articlePath(article.slug), label: data.title })}
          className="mb-6"
        />
        {data.tags.length > 0 && <TagLinks tags={data.tags} />}
        <h1 className="mt-6 text-h1 text-ink-950">{data.title}</h1>
        <p className="mt-6 text-lead text-ink-700">{data.description}</p>
        <ArticleMeta article={article} full className="mt-6" />
        <ResponsiveImage
          image={data.cover}
          sizes={ARTICLE_COLUMN_SIZES}
          aspect={COVER_ASPECT}
          priority
          className="mt-10 block h-auto w-full rounded-2xl bg-brand-50"
        />
      </ReadingColumn>
    </header>
  );
}
