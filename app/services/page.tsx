import type { Metadata } from 'next';
import { CallToAction } from '@/components/sections/call-to-action';
import { PageIntro } from '@/components/sections/page-intro';
import { ServicesSection } from '@/components/sections/services-section';
import { servicesPage } from '@/content/pages';

export const metadata: Metadata = {
  title: servicesPage.title,
  description: servicesPage.description,
};

export default function ServicesPage() {
  return (
    <>
      <PageIntro heading={servicesPage.heading} intro={servicesPage.intro} />
      <ServicesSection />
      <CallToAction />
    </>
  );
}
