import type { Metadata } from 'next';
import { CallToAction } from '@/components/shared/call-to-action';
import { JsonLd } from '@/components/seo/json-ld';
import { StoryCase } from '@/components/stories/story-case';
import { StoryGallery } from '@/components/stories/story-gallery';
import { StoryHeader } from '@/components/stories/story-header';
import { StoryText } from '@/components/stories/story-text';
import { storyPageFacts } from '@/lib/content/content-pages';
import { metadataOf } from '@/lib/server/metadata';
import { storiesIn, storyNamed } from '@/lib/content/stories';
import { pageJsonLd } from '@/lib/server/structured-data';
import { searchBody } from '@/lib/content/search';

interface Props {
  params: Promise<{ slug: string }>;
}

export const dynamicParams = false;

// A project's or case study's own page, where content/stories/ tells its story: Next sees this
// route only where the language has one (next.config.mjs).
export function generateStaticParams() {
  return storiesIn().map((story) => ({ slug: story.entry.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return metadataOf(storyPageFacts(storyNamed((await params).slug)));
}

export default async function StoryPage({ params }: Props) {
  const story = storyNamed((await params).slug);
  return (
    <>
      <JsonLd data={pageJsonLd(storyPageFacts(story))} />
      <article {...searchBody}>
        <StoryHeader story={story} />
        <StoryCase story={story} />
        <StoryText story={story} />
        <StoryGallery story={story} />
      </article>
      <CallToAction />
    </>
  );
}
