import type { Metadata } from 'next';
import { ServicesSection } from '@/components/services/services-section';
import { CallToAction } from '@/components/shared/call-to-action';
import { PageIntro } from '@/components/shared/page-intro';
import { servicesCopy } from '@/content/services';
import { pageMetadata } from '@/lib/metadata';

export const metadata: Metadata = pageMetadata('/services');

export default function ServicesPage() {
  return (
    <>
      <PageIntro heading={servicesCopy.heading} intro={servicesCopy.intro} />
      <ServicesSection />
      <CallToAction />
    </>
  );
}
