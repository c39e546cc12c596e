import { ArticleCard, type ArticleCardProps } from './article-card';

/**
 * An article's card under a section's h2, below the first screen (the Home page's latest
 * articles, an article's related ones): an h3, its cover loaded as the visitor scrolls to it.
 */
export function SectionArticleCard(props: Omit<ArticleCardProps, 'lazy' | 'heading'>) {
  return <ArticleCard {...props} heading="h3" lazy />;
}
