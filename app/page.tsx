import type { Metadata } from 'next';
import { HomeHero } from '@/components/sections/home-hero';
import { homePage } from '@/content/pages';

export const metadata: Metadata = {
  title: homePage.title,
  description: homePage.description,
};

export default function HomePage() {
  return <HomeHero />;
}
