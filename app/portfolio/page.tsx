import type { Metadata } from 'next';
import { CaseStudiesSection } from '@/components/portfolio/case-studies-section';
import { ProjectsSection } from '@/components/portfolio/projects-section';
import { CallToAction } from '@/components/shared/call-to-action';
import { PageIntro } from '@/components/shared/page-intro';
import { JsonLd } from '@/components/seo/json-ld';
import { portfolioCopy } from '@/content/portfolio';
import { pageMetadata } from '@/lib/server/metadata';
import { webPageJsonLd } from '@/lib/server/structured-data';

export const metadata: Metadata = pageMetadata('/portfolio');

export default function PortfolioPage() {
  return (
    <>
      <JsonLd data={webPageJsonLd('/portfolio')} />
      <PageIntro heading={portfolioCopy.heading} intro={portfolioCopy.intro} />
      <ProjectsSection />
      <CaseStudiesSection />
      <CallToAction />
    </>
  );
}
