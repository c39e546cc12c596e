import type { Metadata } from 'next';
import { JsonLd } from '@/components/seo/json-ld';
import { PageIntro } from '@/components/shared/page-intro';
import { SearchBrowse } from '@/components/search/search-browse';
import { SearchForm } from '@/components/search/search-form';
import { Container } from '@/components/ui/container';
import { searchCopy } from '@/content/search';
import { searchPageFacts } from '@/lib/content/content-pages';
import { metadataOf } from '@/lib/server/metadata';
import { pageJsonLd } from '@/lib/server/structured-data';

// The search page: Next sees this route only where NEXT_PUBLIC_SEARCH is on (next.config.mjs,
// docs/search.md).
export const metadata: Metadata = metadataOf(searchPageFacts());

export default function SearchPage() {
  return (
    <>
      <JsonLd data={pageJsonLd(searchPageFacts())} />
      <PageIntro heading={searchCopy.heading} intro={searchCopy.intro} />
      <Container className="pb-16 sm:pb-24">
        <SearchForm />
        <SearchBrowse />
      </Container>
    </>
  );
}
