import type { Metadata } from 'next';
import { pageSeo } from '@/content/seo';
import { pageMetadata } from '@/lib/metadata';
import { PageIntro } from '@/components/sections/page-intro';
import { servicesPage } from '@/content/pages';

export const metadata: Metadata = pageMetadata(pageSeo['/services']);

export default function ServicesPage() {
  return <PageIntro heading={servicesPage.heading} intro={servicesPage.intro} />;
}
