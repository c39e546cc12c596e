import type { Metadata } from 'next';
import { ExpertiseSection } from '@/components/sections/expertise-section';
import { pageSeo } from '@/content/seo';
import { pageMetadata } from '@/lib/metadata';
import { PageIntro } from '@/components/sections/page-intro';
import { TeamSection } from '@/components/sections/team-section';
import { ValuesSection } from '@/components/sections/values-section';
import { about } from '@/content/about';
import { aboutPage } from '@/content/pages';

export const metadata: Metadata = pageMetadata(pageSeo['/about']);

export default function AboutPage() {
  return (
    <>
      <PageIntro eyebrow={about.eyebrow} heading={aboutPage.heading} intro={aboutPage.intro} />
      <ValuesSection />
      <ExpertiseSection />
      <TeamSection />
    </>
  );
}
