import { CardGrid } from '@/components/shared/card-grid';
import { Section } from '@/components/shared/section';
import type { HomeSectionProps } from './home-sections';
import { ProjectTeaser } from './project-teaser';

export function FeaturedProjects({ id, section, className }: HomeSectionProps<'projects'>) {
  return (
    <Section id={id} copy={section} className={className}>
      <CardGrid items={section.projects} Card={ProjectTeaser} layout="thirds" />
    </Section>
  );
}
