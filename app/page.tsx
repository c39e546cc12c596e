import type { Metadata } from 'next';
import { HomeHero } from '@/components/sections/home-hero';
import { homePage } from '@/content/pages';
import { site } from '@/content/site';

export const metadata: Metadata = {
  // The root template applies to child routes only, so the home page names the brand itself.
  title: { absolute: `${homePage.title} | ${site.name}` },
  description: homePage.description,
};

export default function HomePage() {
  return <HomeHero />;
}
