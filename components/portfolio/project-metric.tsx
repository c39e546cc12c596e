import { Icon } from '@/components/ui/icon';
import { portfolioCopy } from '@/content/portfolio';
import type { Project } from '@/content/types';
import { cn } from '@/lib/browser/cn';

interface ProjectMetricProps {
  project: Project;
  /** The space above it. */
  className?: string;
}

// What a project changed for its client, on an accent-coloured strip.
export function ProjectMetric({ project, className }: ProjectMetricProps) {
  return (
    <p
      className={cn(
        className,
        'flex items-center gap-2 rounded-lg bg-accent-50 px-3 py-2 text-small font-semibold text-accent-800',
      )}
    >
      <Icon name="trending-up" className="size-5 shrink-0" />
      <span>
        <span className="sr-only">{portfolioCopy.projects.metricLabel}: </span>
        {project.metrics}
      </span>
    </p>
  );
}
