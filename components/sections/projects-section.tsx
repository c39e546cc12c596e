import { Container } from '@/components/ui/container';
import { projects } from '@/content/projects';
import { cn } from '@/lib/cn';
import { staggerClass } from '@/lib/stagger';
import { ProjectCard } from './project-card';
import { SectionHeading } from './section-heading';

// In the two-column layout an odd last card is centred instead of leaving a hole on the right.
const centredOrphan =
  'md:col-span-2 md:w-[calc(50%-0.75rem)] md:justify-self-center lg:col-span-1 lg:w-auto lg:justify-self-stretch';

export function ProjectsSection() {
  return (
    <section aria-labelledby="projects-heading" className="pt-8 pb-16 sm:pb-24">
      <Container>
        <SectionHeading id="projects-heading" heading={projects.heading} intro={projects.intro} />
        <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {projects.items.map((project, index, all) => (
            <li
              key={project.id}
              className={cn(
                staggerClass(index),
                index === all.length - 1 && index % 2 === 0 && centredOrphan,
              )}
            >
              <ProjectCard project={project} priority={index === 0} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
