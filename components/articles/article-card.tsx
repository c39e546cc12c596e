import { Card, CARD_COVER } from '@/components/ui/card';
import { CardTitle } from '@/components/ui/card-title';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { articlePath, type Article } from '@/lib/content/articles';
import { ArticleMeta } from './article-meta';

/** Every cover fills a frame of this shape, so the cards of a row line up. */
export const COVER_ASPECT = 16 / 9;

export interface ArticleCardProps {
  item: { id: string; article: Article };
  /** The first card's cover is the page's largest paint: loaded at once. */
  index: number;
  sizes: string;
  /** Under the first screen (the Home page's latest articles): every cover waits for a scroll. */
  lazy?: boolean;
  /** The title's heading: a card under a section's h2 takes an h3. */
  heading?: 'h2' | 'h3';
}

export function ArticleCard({
  item: { article },
  index,
  sizes,
  lazy = false,
  heading = 'h2',
}: ArticleCardProps) {
  const { data } = article;
  return (
    <Card className="flex h-full flex-col overflow-hidden">
      <ResponsiveImage
        image={data.cover}
        sizes={sizes}
        aspect={COVER_ASPECT}
        priority={!lazy && index === 0}
        className={CARD_COVER}
      />
      <CardTitle href={articlePath(article.slug)} heading={heading}>
        {data.title}
      </CardTitle>
      <ArticleMeta article={article} className="mt-2" />
      <p className="mt-3 text-body text-ink-700">{data.description}</p>
    </Card>
  );
}
