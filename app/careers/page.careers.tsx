import type { Metadata } from 'next';
import { CareersIndex } from '@/components/careers/careers-index';
import { JsonLd } from '@/components/seo/json-ld';
import { careersPageFacts } from '@/lib/content/content-pages';
import { metadataOf } from '@/lib/server/metadata';
import { pageJsonLd } from '@/lib/server/structured-data';

// A route of content/jobs/: Next sees it only while the language has an open job
// (next.config.mjs, docs/articles.md). A visitor who follows an old link to it once none is open
// gets the site's 404 page, as for any page that is gone.
export const metadata: Metadata = metadataOf(careersPageFacts());

export default function CareersPage() {
  return (
    <>
      <JsonLd data={pageJsonLd(careersPageFacts())} />
      <CareersIndex />
    </>
  );
}
