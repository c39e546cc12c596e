import { ResponsiveImage } from '@/components/ui/responsive-image';
import { portfolioCopy } from '@/content/portfolio';
import type { Story } from '@/lib/content/stories';
import { ReadingSection } from '@/components/reading/reading-section';

/** Two columns from the sm breakpoint, inside the story's 64rem column. */
const GALLERY_SIZES =
  '(min-width: 1088px) 31.25rem, (min-width: 640px) calc(50vw - 2.25rem), calc(100vw - 2rem)';

// The story's pictures, each whole (a portrait stays a portrait), in two columns from the sm
// breakpoint, each filling its column's width.
export function StoryGallery({ story }: { story: Story }) {
  const pictures = story.entry.data.gallery;
  if (pictures.length === 0) return null;
  return (
    <ReadingSection id="gallery" heading={portfolioCopy.story.galleryHeading}>
      <ul className="mt-8 gap-6 sm:columns-2">
        {pictures.map((image) => (
          <li key={image.src} className="mb-6 break-inside-avoid">
            <ResponsiveImage
              image={image}
              sizes={GALLERY_SIZES}
              className="block h-auto w-full rounded-2xl bg-ink-50"
            />
          </li>
        ))}
      </ul>
    </ReadingSection>
  );
}
