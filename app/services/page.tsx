import type { Metadata } from 'next';
import { PageIntro } from '@/components/sections/page-intro';
import { servicesPage } from '@/content/pages';

export const metadata: Metadata = {
  title: servicesPage.title,
  description: servicesPage.description,
};

export default function ServicesPage() {
  return <PageIntro heading={servicesPage.heading} intro={servicesPage.intro} />;
}
