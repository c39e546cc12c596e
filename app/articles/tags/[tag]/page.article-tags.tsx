import type { Metadata } from 'next';
import { ArticleList } from '@/components/articles/article-list';
import { ArticleTopics } from '@/components/articles/article-topics';
import { PageIntro } from '@/components/shared/page-intro';
import { JsonLd } from '@/components/seo/json-ld';
import { ARTICLES_PATH, tagNamed, tagsIn } from '@/lib/content/articles';
import { trailTo } from '@/lib/server/breadcrumbs';
import { tagPageFacts } from '@/lib/content/content-pages';
import { metadataOf } from '@/lib/server/metadata';
import { pageJsonLd } from '@/lib/server/structured-data';

interface Props {
  params: Promise<{ tag: string }>;
}

export const dynamicParams = false;

// A page per tag: Next sees this route only where an article has a tag.
export function generateStaticParams() {
  return tagsIn().map(({ slug }) => ({ tag: slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return metadataOf(tagPageFacts(tagNamed((await params).tag).tag));
}

export default async function TagPage({ params }: Props) {
  const { tag, articles } = tagNamed((await params).tag);
  const facts = tagPageFacts(tag);
  return (
    <>
      <JsonLd data={pageJsonLd(facts)} />
      <PageIntro
        heading={facts.title}
        intro={facts.description}
        trail={trailTo(ARTICLES_PATH, { href: facts.path, label: facts.title })}
      />
      <ArticleTopics />
      <ArticleList articles={articles} />
    </>
  );
}
