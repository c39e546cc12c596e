import type { Metadata } from 'next';
import { PageIntro } from '@/components/sections/page-intro';
import { homePage } from '@/content/pages';

export const metadata: Metadata = {
  title: homePage.title,
  description: homePage.description,
};

export default function HomePage() {
  return <PageIntro heading={homePage.heading} intro={homePage.intro} />;
}
