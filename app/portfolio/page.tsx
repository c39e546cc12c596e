import type { Metadata } from 'next';
import { pageSeo } from '@/content/seo';
import { pageMetadata } from '@/lib/metadata';
import { PageIntro } from '@/components/sections/page-intro';
import { portfolioPage } from '@/content/pages';

export const metadata: Metadata = pageMetadata(pageSeo['/portfolio']);

export default function PortfolioPage() {
  return <PageIntro heading={portfolioPage.heading} intro={portfolioPage.intro} />;
}
