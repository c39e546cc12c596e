import type { Metadata } from 'next';
import { ServicesSection } from '@/components/services/services-section';
import { CallToAction } from '@/components/shared/call-to-action';
import { PageIntro } from '@/components/shared/page-intro';
import { JsonLd } from '@/components/seo/json-ld';
import { servicesCopy } from '@/content/services';
import { pageMetadata } from '@/lib/server/metadata';
import { webPageJsonLd } from '@/lib/server/structured-data';

export const metadata: Metadata = pageMetadata('/services');

export default function ServicesPage() {
  return (
    <>
      <JsonLd data={webPageJsonLd('/services')} />
      <PageIntro heading={servicesCopy.heading} intro={servicesCopy.intro} />
      <ServicesSection />
      <CallToAction />
    </>
  );
}
