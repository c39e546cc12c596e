import type { Metadata } from 'next';
import { CallToAction } from '@/components/sections/call-to-action';
import { CaseStudiesSection } from '@/components/sections/case-studies-section';
import { pageSeo } from '@/content/seo';
import { pageMetadata } from '@/lib/metadata';
import { PageIntro } from '@/components/sections/page-intro';
import { ProjectsSection } from '@/components/sections/projects-section';
import { portfolioPage } from '@/content/pages';

export const metadata: Metadata = pageMetadata(pageSeo['/portfolio']);

export default function PortfolioPage() {
  return (
    <>
      <PageIntro heading={portfolioPage.heading} intro={portfolioPage.intro} />
      <ProjectsSection />
      <CaseStudiesSection />
      <CallToAction />
    </>
  );
}
