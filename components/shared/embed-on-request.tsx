import { Icon } from '@/components/ui/icon';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import type { ContentImage, EmbedCopy } from '@/content/types';
import { EMBED_ATTRIBUTES } from '@/lib/browser/inline-scripts/embed-on-request.mjs';
import { fill } from '@/lib/server/template';
import { cn } from '@/lib/shared/cn';

/** What a player may do once the visitor has pressed play: start at once, and go full screen. */
const PLAYER_ALLOWS = 'autoplay; fullscreen; picture-in-picture; encrypted-media';

interface EmbedOnRequestProps {
  /** The other site's page made to be embedded; its origin is allowed by content/embeds.mjs. */
  src: string;
  /** What the frame shows, for people who cannot see it. */
  title: string;
  copy: EmbedCopy;
  /**
   * A video: the page its link opens on the video's site (src is its player's), and the poster
   * the owner gives it from content/images/. Without a poster the stand-in shows none: a picture
   * from the video's site would tell it of the visitor before they chose to play.
   */
  video?: { href: string; poster?: ContentImage; sizes: string };
  className?: string;
}

/**
 * Another site's page (a map, a video) that loads when the visitor asks for it: a box of the
 * frame's size saying where it comes from, with a button that puts the frame in its place (the
 * layout's script, lib/browser/inline-scripts/embed-on-request.mjs) and a link to the page itself,
 * which is all a visitor without JavaScript gets.
 */
export function EmbedOnRequest({ src, title, copy, video, className }: EmbedOnRequestProps) {
  // Where the frame loads from, and where its link leads: a video's player and its page differ.
  const { hostname } = new URL(src);
  const linked = new URL(video?.href ?? src).hostname;
  const poster = video?.poster;
  return (
    <div
      {...{
        [EMBED_ATTRIBUTES.embed]: src,
        [EMBED_ATTRIBUTES.title]: title,
        ...(video && { [EMBED_ATTRIBUTES.allow]: PLAYER_ALLOWS }),
      }}
      className={cn('relative overflow-hidden', className)}
    >
      <div
        {...{ [EMBED_ATTRIBUTES.standIn]: '' }}
        className={cn(
          'relative flex h-full flex-col items-center justify-center gap-4 p-6 text-center',
          !poster && 'bg-ink-50',
        )}
      >
        {poster && (
          <ResponsiveImage
            image={poster}
            sizes={video.sizes}
            aspect={16 / 9}
            className="absolute inset-0 h-full w-full bg-ink-50"
          />
        )}
        <p
          className={cn(
            'relative text-small text-ink-700',
            poster && 'rounded-md bg-white px-3 py-2 text-ink-900',
          )}
        >
          {fill(copy.notice, { site: hostname })}
        </p>
        <button
          type="button"
          {...{ [EMBED_ATTRIBUTES.load]: '' }}
          className="relative inline-flex min-h-11 items-center gap-2 rounded-md bg-brand-700 px-4 py-2 text-small font-semibold text-white hover:bg-brand-800 noscript:hidden"
        >
          {video && <Icon name="play" className="size-5" aria-hidden="true" />}
          {copy.show}
          <span className="sr-only">: {title}</span>
        </button>
        <a
          href={video?.href ?? src}
          className={cn(
            'relative text-small font-medium text-brand-700 underline underline-offset-4',
            poster && 'rounded-md bg-white px-3 py-2',
          )}
        >
          {fill(copy.open, { site: linked })}
        </a>
      </div>
      {/* The frame's place: its content is the script's, never React's. */}
      <div
        {...{ [EMBED_ATTRIBUTES.slot]: '' }}
        className="h-full"
        dangerouslySetInnerHTML={{ __html: '' }}
      />
    </div>
  );
}
