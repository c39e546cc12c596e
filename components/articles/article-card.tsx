import { Card } from '@/components/ui/card';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { SiteLink } from '@/components/ui/site-link';
import { articlePath, type Article } from '@/lib/content/articles';
import { ArticleMeta } from './article-meta';

/** Every cover fills a frame of this shape, so the cards of a row line up. */
export const COVER_ASPECT = 16 / 9;

interface ArticleCardProps {
  item: { id: string; article: Article };
  /** The first card's cover is the page's largest paint: loaded at once. */
  index: number;
  sizes: string;
}

export function ArticleCard({ item: { article }, index, sizes }: ArticleCardProps) {
  const { data } = article;
  return (
    <Card className="flex h-full flex-col overflow-hidden">
      <ResponsiveImage
        image={data.cover}
        sizes={sizes}
        aspect={COVER_ASPECT}
        priority={index === 0}
        className="-mx-6 -mt-6 mb-6 block h-auto w-[calc(100%+3rem)] max-w-none border-b border-ink-200 bg-brand-50 sm:-mx-8 sm:-mt-8 sm:w-[calc(100%+4rem)]"
      />
      <h2 className="text-h3 text-ink-950">
        <SiteLink href={articlePath(article.slug)} className="rounded-md hover:text-brand-700">
          {data.title}
        </SiteLink>
      </h2>
      <ArticleMeta article={article} className="mt-2" />
      <p className="mt-3 text-body text-ink-700">{data.description}</p>
    </Card>
  );
}
