import { Icon } from '@/components/ui/icon';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { portfolioCopy } from '@/content/portfolio';
import type { ContentImage } from '@/content/types';
import { GALLERY_ATTRIBUTES } from '@/lib/browser/inline-scripts/gallery-dialog.mjs';
import { imageAsset, MEDIA_PATH } from '@/lib/content/images.mjs';
import type { Story } from '@/lib/content/stories';
import { fill } from '@/lib/server/template';
import { withBasePath } from '@/lib/shared/urls';
import { ReadingSection } from '@/components/reading/reading-section';

/** Two columns from the sm breakpoint, inside the story's 64rem column. */
const GALLERY_SIZES =
  '(min-width: 1088px) 31.25rem, (min-width: 640px) calc(50vw - 2.25rem), calc(100vw - 2rem)';

const THUMBNAIL = 'block h-auto w-full rounded-2xl bg-ink-50';
const CONTROL =
  'inline-flex min-h-11 items-center gap-2 rounded-md px-3 py-2 text-small font-semibold text-ink-900 hover:bg-ink-100';

/** The largest file the pipeline made of a photo: what a visitor without JavaScript opens. */
function largest(image: ContentImage) {
  const asset = imageAsset(image.src, `The story's photo "${image.alt}"`);
  const file = asset.kind === 'vector' ? asset.file : (asset.avif.at(-1) ?? asset.fallback).file;
  return withBasePath(`${MEDIA_PATH}/${file}`);
}

// The story's pictures, each whole (a portrait stays a portrait), in two columns from the sm
// breakpoint, each filling its column's width. Each opens large in a dialog of its own, which
// the platform opens and closes (invoker commands) and the layout's script steps through
// (lib/browser/inline-scripts/gallery-dialog.mjs); its picture, lazy inside a closed dialog,
// loads when it opens. Without JavaScript, each photo is a link to its largest file instead.
export function StoryGallery({ story }: { story: Story }) {
  const pictures = story.entry.data.gallery;
  if (pictures.length === 0) return null;
  const copy = portfolioCopy.story.photo;
  const count = String(pictures.length);
  return (
    <ReadingSection id="gallery" heading={portfolioCopy.story.galleryHeading}>
      <ul {...{ [GALLERY_ATTRIBUTES.gallery]: '' }} className="mt-8 gap-6 sm:columns-2">
        {pictures.map((image, index) => {
          const id = `gallery-photo-${index + 1}`;
          const position = fill(copy.position, { number: String(index + 1), count });
          const open = <span className="sr-only">{`, ${copy.open}`}</span>;
          return (
            <li key={image.src} className="mb-6 break-inside-avoid">
              <button
                type="button"
                {...{ commandfor: id, command: 'show-modal' }}
                className="block w-full cursor-zoom-in rounded-2xl noscript:hidden"
              >
                <ResponsiveImage image={image} sizes={GALLERY_SIZES} className={THUMBNAIL} />
                {open}
              </button>
              <noscript>
                <a href={largest(image)} className="block rounded-2xl">
                  <ResponsiveImage image={image} sizes={GALLERY_SIZES} className={THUMBNAIL} />
                  {open}
                </a>
              </noscript>
              <dialog
                id={id}
                aria-labelledby={`${id}-position`}
                className="m-0 h-dvh max-h-none w-full max-w-none bg-white p-4 text-ink-900 sm:p-6"
              >
                <div className="flex h-full flex-col gap-4">
                  <div className="flex items-center justify-between gap-4">
                    <p id={`${id}-position`} className="text-small font-semibold">
                      {position}
                    </p>
                    <button
                      type="button"
                      {...{ commandfor: id, command: 'close' }}
                      className={CONTROL}
                    >
                      <Icon name="x" className="size-5" aria-hidden="true" />
                      {copy.close}
                    </button>
                  </div>
                  <div className="flex min-h-0 flex-1 items-center justify-center">
                    <ResponsiveImage
                      image={image}
                      sizes="100vw"
                      className="h-auto max-h-full w-auto max-w-full object-contain"
                    />
                  </div>
                  <div className="flex justify-between gap-4">
                    <button
                      type="button"
                      {...{ [GALLERY_ATTRIBUTES.step]: '-1' }}
                      className={CONTROL}
                    >
                      <Icon
                        name="chevron-left"
                        className="size-5 rtl:-scale-x-100"
                        aria-hidden="true"
                      />
                      {copy.previous}
                    </button>
                    <button
                      type="button"
                      {...{ [GALLERY_ATTRIBUTES.step]: '1' }}
                      className={CONTROL}
                    >
                      {copy.next}
                      <Icon
                        name="chevron-right"
                        className="size-5 rtl:-scale-x-100"
                        aria-hidden="true"
                      />
                    </button>
                  </div>
                </div>
              </dialog>
            </li>
          );
        })}
      </ul>
    </ReadingSection>
  );
}
