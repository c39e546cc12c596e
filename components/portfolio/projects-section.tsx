import { CardGrid } from '@/components/shared/card-grid';
import { Section } from '@/components/shared/section';
import { portfolioCopy } from '@/content/portfolio';
import { ProjectCard } from './project-card';

export function ProjectsSection() {
  return (
    <Section id="projects" copy={portfolioCopy.projects} className="pt-8 pb-16 sm:pb-24">
      <CardGrid items={portfolioCopy.projects.items} Card={ProjectCard} layout="thirds" />
    </Section>
  );
}
