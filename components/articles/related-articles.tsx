import { CardGrid } from '@/components/shared/card-grid';
import { Container } from '@/components/ui/container';
import { articlesCopy } from '@/content/articles';
import { relatedTo, type Article } from '@/lib/content/articles';
import { PAGE_IDS } from '@/lib/content/page-ids.mjs';
import { SectionArticleCard } from './section-article-card';

// Up to three other articles of the language, those that share the most of this one's topics
// first (lib/content/articles.ts), as the index draws them.
export function RelatedArticles({ article }: { article: Article }) {
  const items = relatedTo(article).map((other) => ({ id: other.slug, article: other }));
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={PAGE_IDS.related} className="pt-16">
      <Container>
        <h2 id={PAGE_IDS.related} className="text-h2 text-ink-950">
          {articlesCopy.relatedLabel}
        </h2>
        <CardGrid items={items} Card={SectionArticleCard} layout="thirds" />
      </Container>
    </section>
  );
}
