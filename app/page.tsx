import type { Metadata } from 'next';
import { HomeHero } from '@/components/home/home-hero';
import { JsonLd } from '@/components/seo/json-ld';
import { pageMetadata } from '@/lib/metadata';
import { organizationJsonLd, webPageJsonLd } from '@/lib/structured-data';

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
