import type { Metadata } from 'next';
import { PageIntro } from '@/components/sections/page-intro';
import { aboutPage } from '@/content/pages';

export const metadata: Metadata = {
  title: aboutPage.title,
  description: aboutPage.description,
};

export default function AboutPage() {
  return <PageIntro heading={aboutPage.heading} intro={aboutPage.intro} />;
}
