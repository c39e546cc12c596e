import type { Metadata } from 'next';
import { HomeHero } from '@/components/home/home-hero';
import { JsonLd } from '@/components/seo/json-ld';
import { pageMetadata } from '@/lib/server/metadata';
import { organizationJsonLd, webPageJsonLd } from '@/lib/server/structured-data';

export const metadata: Metadata = pageMetadata('/');

export default function HomePage() {
  return (
    <>
      <JsonLd data={webPageJsonLd('/')} />
      <JsonLd data={organizationJsonLd()} />
      <HomeHero />
    </>
  );
}
