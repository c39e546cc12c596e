import type { Metadata } from 'next';
import { ExpertiseSection } from '@/components/about/expertise-section';
import { TeamSection } from '@/components/about/team-section';
import { ValuesSection } from '@/components/about/values-section';
import { PageIntro } from '@/components/shared/page-intro';
import { JsonLd } from '@/components/seo/json-ld';
import { aboutCopy } from '@/content/about';
import { peopleIn } from '@/lib/content/people';
import { pageMetadata } from '@/lib/server/metadata';
import { webPageJsonLd } from '@/lib/server/structured-data';

export const metadata: Metadata = pageMetadata('/about');

export default function AboutPage() {
  return (
    <>
      <JsonLd data={webPageJsonLd('/about')} />
      <PageIntro eyebrow={aboutCopy.eyebrow} heading={aboutCopy.heading} intro={aboutCopy.intro} />
      <ValuesSection />
      <ExpertiseSection />
      <TeamSection people={peopleIn()} />
    </>
  );
}
