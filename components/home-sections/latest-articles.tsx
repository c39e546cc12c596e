import { ArticleCard } from '@/components/articles/article-card';
import { CardGrid } from '@/components/shared/card-grid';
import { Section } from '@/components/shared/section';
import type { Article } from '@/lib/content/articles';
import type { HomeSectionProps } from './home-sections';

interface LatestArticleProps {
  item: { id: string; article: Article };
  index: number;
  sizes: string;
}

// An article's card under the section's h2, its cover loaded as the visitor scrolls to it.
function LatestArticle(props: LatestArticleProps) {
  return <ArticleCard {...props} heading="h3" lazy />;
}

export function LatestArticles({ id, section, className }: HomeSectionProps<'articles'>) {
  const items = section.articles.map((article) => ({ id: article.slug, article }));
  return (
    <Section id={id} copy={section} className={className}>
      <CardGrid items={items} Card={LatestArticle} layout="thirds" />
    </Section>
  );
}
