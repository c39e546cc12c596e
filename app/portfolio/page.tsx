import type { Metadata } from 'next';
import { PageIntro } from '@/components/sections/page-intro';
import { portfolioPage } from '@/content/pages';

export const metadata: Metadata = {
  title: portfolioPage.title,
  description: portfolioPage.description,
};

export default function PortfolioPage() {
  return <PageIntro heading={portfolioPage.heading} intro={portfolioPage.intro} />;
}
