import { ReadingHeader } from '@/components/reading/reading-header';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { TagList } from '@/components/ui/tag-list';
import { portfolioCopy } from '@/content/portfolio';
import { storyPath, type Story } from '@/lib/content/stories';
import { trailTo } from '@/lib/server/breadcrumbs';

/** The story's column: its width on each screen, as its pictures' `sizes`. */
export const STORY_COLUMN_SIZES =
  '(min-width: 1088px) 64rem, (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2rem)';

// What the story is of: the project or client, its summary, and the project's picture.
export function StoryHeader({ story }: { story: Story }) {
  return (
    <ReadingHeader
      trail={trailTo('/portfolio', { href: storyPath(story.entry.slug), label: story.title })}
    >
      {story.industry && (
        <p className="mt-6 text-eyebrow text-brand-700 uppercase">
          <span className="sr-only">{portfolioCopy.caseStudies.industryLabel}: </span>
          {story.industry}
        </p>
      )}
      <h1 className="mt-4 max-w-3xl text-h1 text-ink-950">{story.title}</h1>
      <p className="mt-6 max-w-2xl text-lead text-ink-700">{story.description}</p>
      {story.technologies.length > 0 && (
        <TagList
          tags={story.technologies}
          aria-label={portfolioCopy.projects.technologiesLabel}
          className="mt-6"
        />
      )}
      {story.image && (
        <ResponsiveImage
          image={story.image}
          sizes={STORY_COLUMN_SIZES}
          aspect={16 / 9}
          priority
          className="mt-10 block h-auto w-full rounded-2xl bg-brand-50"
        />
      )}
    </ReadingHeader>
  );
}
