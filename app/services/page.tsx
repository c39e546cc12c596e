import type { Metadata } from 'next';
import { CallToAction } from '@/components/sections/call-to-action';
import { pageSeo } from '@/content/seo';
import { pageMetadata } from '@/lib/metadata';
import { PageIntro } from '@/components/sections/page-intro';
import { ServicesSection } from '@/components/sections/services-section';
import { servicesPage } from '@/content/pages';

export const metadata: Metadata = pageMetadata(pageSeo['/services']);

export default function ServicesPage() {
  return (
    <>
      <PageIntro heading={servicesPage.heading} intro={servicesPage.intro} />
      <ServicesSection />
      <CallToAction />
    </>
  );
}
