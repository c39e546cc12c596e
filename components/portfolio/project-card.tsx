import { CheckList } from '@/components/shared/check-list';
import { Card, CARD_COVER } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { TagList } from '@/components/ui/tag-list';
import { portfolioCopy } from '@/content/portfolio';
import type { Project } from '@/content/types';
import { isPlaceholderUrl } from '@/lib/server/links';
import { ProjectLink } from './project-link';
import { ResultBadge } from './result-badge';
import { StoryLink } from './story-link';

/**
 * Every project's picture fills a frame of this shape, so the cards of a row line up; a photo of
 * another shape is cropped around its focus (content/types.ts), never stretched.
 */
export const IMAGE_ASPECT = 8 / 5;

interface ProjectCardProps {
  item: Project;
  /** The card's place in the grid: the first image reaches the first screen and is the page's
   * largest paint, so it loads at once instead of lazily. */
  index: number;
  /** The card's width at each breakpoint, as the grid lays it out. */
  sizes: string;
}

export function ProjectCard({ item: project, index, sizes }: ProjectCardProps) {
  const priority = index === 0;
  const labels = portfolioCopy.projects;
  const headingId = `project-${project.id}`;
  const noteId = `${headingId}-note`;
  const unavailable = isPlaceholderUrl(project.liveUrl) || isPlaceholderUrl(project.githubUrl);
  const describedBy = unavailable ? `${headingId} ${noteId}` : headingId;
  return (
    <Card className="flex h-full flex-col overflow-hidden">
      {/* next/image is a client component under static export; this ships no JavaScript. */}
      <ResponsiveImage
        image={project.image}
        sizes={sizes}
        aspect={IMAGE_ASPECT}
        priority={priority}
        className={CARD_COVER}
      />
      <h3 id={headingId} className="text-h3 text-ink-950">
        {project.title}
      </h3>
      <p className="mt-3 text-body text-ink-700">{project.description}</p>
      <ResultBadge label={labels.metricLabel} result={project.metrics} />
      <h4 className="mt-6 text-eyebrow text-ink-600 uppercase">{labels.technologiesLabel}</h4>
      <TagList tags={project.technologies} className="mt-3" />
      <h4 className="mt-6 text-eyebrow text-ink-600 uppercase">{labels.featuresLabel}</h4>
      <CheckList items={project.features} size="small" className="mt-3" />
      <div className="mt-auto pt-8">
        <div className="flex flex-wrap gap-3">
          <StoryLink id={project.id} describedBy={headingId} />
          <ProjectLink href={project.liveUrl} aria-describedby={describedBy}>
            <Icon name="external-link" className="size-4" />
            {labels.liveDemoLabel}
          </ProjectLink>
          <ProjectLink href={project.githubUrl} aria-describedby={describedBy}>
            <Icon name="github" className="size-4" />
            {labels.codeLabel}
          </ProjectLink>
        </div>
        {unavailable && (
          <p id={noteId} className="mt-3 text-small text-ink-600">
            {labels.unavailableNote}
          </p>
        )}
      </div>
    </Card>
  );
}
