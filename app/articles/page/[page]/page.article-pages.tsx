import type { Metadata } from 'next';
import { ArticlesIndex } from '@/components/articles/articles-index';
import { JsonLd } from '@/components/seo/json-ld';
import { indexPages } from '@/lib/content/articles';
import { indexPageFacts } from '@/lib/content/content-pages';
import { metadataOf } from '@/lib/server/metadata';
import { pageJsonLd } from '@/lib/server/structured-data';

interface Props {
  params: Promise<{ page: string }>;
}

export const dynamicParams = false;

// The index's pages after the first: Next sees this route only where there are any.
export function generateStaticParams() {
  return indexPages()
    .slice(1)
    .map((_, index) => ({ page: String(index + 2) }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return metadataOf(indexPageFacts(Number((await params).page)));
}

export default async function ArticlesIndexPage({ params }: Props) {
  const page = Number((await params).page);
  return (
    <>
      <JsonLd data={pageJsonLd(indexPageFacts(page))} />
      <ArticlesIndex page={page} />
    </>
  );
}
