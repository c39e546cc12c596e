import type { Metadata } from 'next';
import { HomeHero } from '@/components/sections/home-hero';
import { JsonLd } from '@/components/seo/json-ld';
import { pageSeo } from '@/content/seo';
import { pageMetadata } from '@/lib/metadata';
import { organizationJsonLd } from '@/lib/structured-data';

export const metadata: Metadata = pageMetadata(pageSeo['/']);

export default function HomePage() {
  return (
    <>
      <JsonLd data={organizationJsonLd()} />
      <HomeHero />
    </>
  );
}
