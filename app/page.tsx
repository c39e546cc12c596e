import type { Metadata } from 'next';
import { JsonLd } from '@/components/seo/json-ld';
import { pageSeo } from '@/content/seo';
import { pageMetadata } from '@/lib/metadata';
import { organizationJsonLd } from '@/lib/structured-data';
import { PageIntro } from '@/components/sections/page-intro';
import { homePage } from '@/content/pages';

export const metadata: Metadata = pageMetadata(pageSeo['/']);

export default function HomePage() {
  return (
    <>
      <JsonLd data={organizationJsonLd()} />
      <PageIntro heading={homePage.heading} intro={homePage.intro} />
    </>
  );
}
