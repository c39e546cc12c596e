import type { Metadata } from 'next';
import { ArticlesIndex } from '@/components/articles/articles-index';
import { JsonLd } from '@/components/seo/json-ld';
import { indexPageFacts } from '@/lib/content/content-pages';
import { metadataOf } from '@/lib/server/metadata';
import { pageJsonLd } from '@/lib/server/structured-data';

// A route of content/articles/: Next sees it only where the language has an article
// (next.config.mjs, docs/articles.md).
export const metadata: Metadata = metadataOf(indexPageFacts(1));

export default function ArticlesPage() {
  return (
    <>
      <JsonLd data={pageJsonLd(indexPageFacts(1))} />
      <ArticlesIndex page={1} />
    </>
  );
}
