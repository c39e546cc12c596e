import { MarkdownBody } from '@/components/reading/markdown-body';
import { portfolioCopy } from '@/content/portfolio';
import type { Story } from '@/lib/content/stories';
import { STORY_COLUMN_SIZES } from './story-header';
import { ReadingSection } from '@/components/reading/reading-section';

// The story as its file tells it.
export function StoryText({ story }: { story: Story }) {
  return (
    <ReadingSection id="story" heading={portfolioCopy.story.storyHeading}>
      <MarkdownBody
        nodes={story.entry.body}
        sizes={STORY_COLUMN_SIZES}
        className="mt-6 max-w-3xl"
      />
    </ReadingSection>
  );
}
