import { CardGrid } from '@/components/shared/card-grid';
import { Container } from '@/components/ui/container';
import type { Article } from '@/lib/content/articles';
import { ArticleCard } from './article-card';

// Articles as cards, three to a row on wide screens, in the order given (the newest first).
export function ArticleList({ articles }: { articles: readonly Article[] }) {
  const items = articles.map((article) => ({ id: article.slug, article }));
  return (
    <Container className="pb-16 sm:pb-24">
      <CardGrid items={items} Card={ArticleCard} layout="thirds" />
    </Container>
  );
}
