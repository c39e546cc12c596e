import type { Metadata } from 'next';
import { ArticleHeader } from '@/components/articles/article-header';
import { ArticleNeighbours } from '@/components/articles/article-neighbours';
import { ArticleText } from '@/components/articles/article-text';
import { RelatedArticles } from '@/components/articles/related-articles';
import { CallToAction } from '@/components/shared/call-to-action';
import { JsonLd } from '@/components/seo/json-ld';
import { articleNamed, articlesIn, lastModified } from '@/lib/content/articles';
import { articlePageFacts } from '@/lib/content/content-pages';
import { articleAuthor } from '@/lib/content/people';
import { metadataOf } from '@/lib/server/metadata';
import { blogPostingJsonLd } from '@/lib/server/structured-data';
import { searchBody } from '@/lib/content/search';

interface Props {
  params: Promise<{ slug: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return articlesIn().map(({ slug }) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const article = articleNamed((await params).slug);
  const { data } = article;
  return metadataOf({
    ...articlePageFacts(article),
    article: {
      publishedTime: data.date,
      modifiedTime: lastModified(article),
      author: articleAuthor(article).name,
      tags: data.tags,
    },
  });
}

export default async function ArticlePage({ params }: Props) {
  const article = articleNamed((await params).slug);
  return (
    <>
      <JsonLd data={blogPostingJsonLd(article)} />
      <article {...searchBody}>
        <ArticleHeader article={article} />
        <ArticleText article={article} />
      </article>
      <RelatedArticles article={article} />
      <ArticleNeighbours article={article} />
      <CallToAction />
    </>
  );
}
