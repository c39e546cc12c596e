import { IMAGE_ASPECT } from '@/components/portfolio/project-card';
import { ResultBadge } from '@/components/portfolio/result-badge';
import { Card, CARD_COVER } from '@/components/ui/card';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { CardTitle } from '@/components/ui/card-title';
import { portfolioCopy } from '@/content/portfolio';
import type { FeaturedProject } from '@/lib/content/home-sections';

interface ProjectTeaserProps {
  item: FeaturedProject;
  sizes: string;
}

// A project under the hero: its picture, what it is and what it changed; its title leads to its
// story, or to its card on the Portfolio page. Below the first screen, so its picture waits.
export function ProjectTeaser({ item: { project, href }, sizes }: ProjectTeaserProps) {
  return (
    <Card className="flex h-full flex-col overflow-hidden">
      <ResponsiveImage
        image={project.image}
        sizes={sizes}
        aspect={IMAGE_ASPECT}
        className={CARD_COVER}
      />
      <CardTitle href={href}>{project.title}</CardTitle>
      <p className="mt-3 text-body text-ink-700">{project.description}</p>
      <div className="mt-auto pt-5">
        <ResultBadge
          label={portfolioCopy.projects.metricLabel}
          result={project.metrics}
          className=""
        />
      </div>
    </Card>
  );
}
