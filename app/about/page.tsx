import type { Metadata } from 'next';
import { pageSeo } from '@/content/seo';
import { pageMetadata } from '@/lib/metadata';
import { PageIntro } from '@/components/sections/page-intro';
import { aboutPage } from '@/content/pages';

export const metadata: Metadata = pageMetadata(pageSeo['/about']);

export default function AboutPage() {
  return <PageIntro heading={aboutPage.heading} intro={aboutPage.intro} />;
}
