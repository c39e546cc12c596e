import { preload } from 'react-dom';
import { withBasePath } from '@/lib/urls';
import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { TagList } from '@/components/ui/tag-list';
import { projects } from '@/content/projects';
import type { Project } from '@/content/types';
import { isPlaceholderUrl } from '@/lib/links';
import { ProjectLink } from './project-link';

interface ProjectCardProps {
  project: Project;
  /** The first card's image reaches the first screen, so it loads at once instead of lazily. */
  priority?: boolean;
}

export function ProjectCard({ project, priority = false }: ProjectCardProps) {
  const src = withBasePath(project.image.src);
  // Fetched beside the stylesheet, so the largest paint can land with the first frame.
  if (priority) preload(src, { as: 'image', fetchPriority: 'high' });
  const headingId = `project-${project.id}`;
  const noteId = `${headingId}-note`;
  const unavailable = isPlaceholderUrl(project.liveUrl) || isPlaceholderUrl(project.githubUrl);
  const describedBy = unavailable ? `${headingId} ${noteId}` : headingId;
  return (
    <Card className="flex h-full flex-col overflow-hidden">
      {/* next/image is a client component; a plain img with fixed size ships no JavaScript. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src={src}
        alt={project.image.alt}
        width={project.image.width}
        height={project.image.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
        className="-mx-6 -mt-6 mb-6 block aspect-[8/5] h-auto w-[calc(100%+3rem)] max-w-none border-b border-ink-200 bg-brand-50 sm:-mx-8 sm:-mt-8 sm:w-[calc(100%+4rem)]"
      />
      <h3 id={headingId} className="text-h3 text-ink-950">
        {project.title}
      </h3>
      <p className="mt-3 text-body text-ink-700">{project.description}</p>
      <p className="mt-5 flex items-center gap-2 rounded-lg bg-accent-50 px-3 py-2 text-small font-semibold text-accent-800">
        <Icon name="trending-up" className="size-5 shrink-0" />
        <span>
          <span className="sr-only">{projects.metricLabel}: </span>
          {project.metrics}
        </span>
      </p>
      <h4 className="mt-6 text-eyebrow text-ink-600 uppercase">{projects.technologiesLabel}</h4>
      <TagList tags={project.technologies} className="mt-3" />
      <h4 className="mt-6 text-eyebrow text-ink-600 uppercase">{projects.featuresLabel}</h4>
      <ul className="mt-3 space-y-2">
        {project.features.map((feature) => (
          <li key={feature} className="flex gap-2 text-small text-ink-700">
            <Icon name="circle-check" className="mt-0.5 size-4 shrink-0 text-success-700" />
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-auto pt-8">
        <div className="flex flex-wrap gap-3">
          <ProjectLink href={project.liveUrl} aria-describedby={describedBy}>
            <Icon name="external-link" className="size-4" />
            {projects.liveDemoLabel}
          </ProjectLink>
          <ProjectLink href={project.githubUrl} aria-describedby={describedBy}>
            <Icon name="github" className="size-4" />
            {projects.codeLabel}
          </ProjectLink>
        </div>
        {unavailable && (
          <p id={noteId} className="mt-3 text-small text-ink-600">
            {projects.unavailableNote}
          </p>
        )}
      </div>
    </Card>
  );
}
