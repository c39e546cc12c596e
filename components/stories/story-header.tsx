import { ReadingColumn } from '@/components/reading/reading-column';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { SiteLink } from '@/components/ui/site-link';
import { TagList } from '@/components/ui/tag-list';
import { portfolioCopy } from '@/content/portfolio';
import type { Story } from '@/lib/content/stories';

/** The story's column: its width on each screen, as its pictures' `sizes`. */
export const STORY_COLUMN_SIZES =
  '(min-width: 1088px) 64rem, (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2rem)';

// What the story is of: the project or client, its summary, and the project's picture.
export function StoryHeader({ story }: { story: Story }) {
  return (
    <header className="bg-linear-to-b from-brand-50 to-white pt-32 sm:pt-40">
      <ReadingColumn width="wide">
        <SiteLink
          href="/portfolio"
          className="rounded-md text-small font-semibold text-brand-700 underline underline-offset-2"
        >
          {portfolioCopy.story.backLabel}
        </SiteLink>
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
      </ReadingColumn>
    </header>
  );
}
