import { Container } from '@/components/ui/container';
import { projects } from '@/content/projects';
import { staggerClass } from '@/lib/stagger';
import { ProjectCard } from './project-card';
import { SectionHeading } from './section-heading';

export function ProjectsSection() {
  return (
    <section aria-labelledby="projects-heading" className="pt-8 pb-16 sm:pb-24">
      <Container>
        <SectionHeading id="projects-heading" heading={projects.heading} intro={projects.intro} />
        <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {projects.items.map((project, index) => (
            <li key={project.id} className={staggerClass(index)}>
              <ProjectCard project={project} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
