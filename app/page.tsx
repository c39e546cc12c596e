import type { Metadata } from 'next';
import { HomeHero } from '@/components/home/home-hero';
import { HomeSections } from '@/components/home-sections/home-sections';
import { JsonLd } from '@/components/seo/json-ld';
import { homeSections } from '@/lib/content/home-sections';
import { pageMetadata } from '@/lib/server/metadata';
import { organizationJsonLd, webPageJsonLd } from '@/lib/server/structured-data';

export const metadata: Metadata = pageMetadata('/');

export default function HomePage() {
  const sections = homeSections();
  const hero = (
    <>
      <JsonLd data={webPageJsonLd('/')} />
      <JsonLd data={organizationJsonLd()} />
      <HomeHero />
    </>
  );
  // Not even an empty child beside the hero: a site without sections ships the page it had.
  if (sections.length === 0) return hero;
  return (
    <>
      {hero}
      <HomeSections sections={sections} />
    </>
  );
}
