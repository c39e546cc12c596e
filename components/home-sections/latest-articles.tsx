import { SectionArticleCard } from '@/components/articles/section-article-card';
import { CardGrid } from '@/components/shared/card-grid';
import { Section } from '@/components/shared/section';
import type { HomeSectionProps } from './home-sections';

export function LatestArticles({ id, section, className }: HomeSectionProps<'articles'>) {
  const items = section.articles.map((article) => ({ id: article.slug, article }));
  return (
    <Section id={id} copy={section} className={className}>
      <CardGrid items={items} Card={SectionArticleCard} layout="thirds" />
    </Section>
  );
}
