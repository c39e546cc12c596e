import type { ReactNode } from 'react';
import type { HomeSectionView } from '@/lib/content/home-sections';
import { cn } from '@/lib/shared/cn';
import { Clients } from './clients';
import { FeaturedProjects } from './featured-projects';
import { Figures } from './figures';
import { LatestArticles } from './latest-articles';
import { ServiceTeasers } from './service-teasers';
import { Testimonials } from './testimonials';

/** What a section of the Home page is given: its anchor, what it shows and its ground. */
export interface HomeSectionProps<Type extends HomeSectionView['type']> {
  id: string;
  section: Extract<HomeSectionView, { type: Type }>;
  className: string;
}

/** Each section's anchor: its type, numbered from the second of a type (figures, figures-2). */
function anchors(sections: readonly HomeSectionView[]): string[] {
  return sections.map((section, index) => {
    const before = sections.slice(0, index).filter((other) => other.type === section.type);
    return before.length === 0 ? section.type : `${section.type}-${before.length + 1}`;
  });
}

/** Each type's section: a type without one is a type error, so the CMS offers only what renders. */
const SECTIONS: {
  [Type in HomeSectionView['type']]: (props: HomeSectionProps<Type>) => ReactNode;
} = {
  projects: FeaturedProjects,
  services: ServiceTeasers,
  testimonials: Testimonials,
  clients: Clients,
  figures: Figures,
  articles: LatestArticles,
};

// The sections under the hero, in the owner's order, on alternating grounds so each reads as its
// own band.
export function HomeSections({ sections }: { sections: readonly HomeSectionView[] }) {
  const ids = anchors(sections);
  return sections.map((section, index) => {
    const id = ids[index] ?? section.type;
    const className = cn('py-16 sm:py-24', index % 2 === 1 && 'bg-ink-50');
    // TypeScript cannot pair a section with its type's entry of the map by itself.
    const Section = SECTIONS[section.type] as (
      props: HomeSectionProps<HomeSectionView['type']>,
    ) => ReactNode;
    return <Section key={id} id={id} section={section} className={className} />;
  });
}
