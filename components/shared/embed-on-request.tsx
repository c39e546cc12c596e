import type { EmbedCopy } from '@/content/types';
import { EMBED_ATTRIBUTES } from '@/lib/browser/inline-scripts/embed-on-request.mjs';
import { fill } from '@/lib/server/template';
import { cn } from '@/lib/shared/cn';

interface EmbedOnRequestProps {
  /** The other site's page made to be embedded; its origin is allowed by content/embeds.mjs. */
  src: string;
  /** What the frame shows, for people who cannot see it. */
  title: string;
  copy: EmbedCopy;
  className?: string;
}

/**
 * Another site's page (a map, a video) that loads when the visitor asks for it: a box of the
 * frame's size saying where it comes from, with a button that puts the frame in its place (the
 * layout's script, lib/browser/inline-scripts/embed-on-request.mjs) and a link to the page itself,
 * which is all a visitor without JavaScript gets.
 */
export function EmbedOnRequest({ src, title, copy, className }: EmbedOnRequestProps) {
  const { hostname } = new URL(src);
  return (
    <div
      {...{ [EMBED_ATTRIBUTES.embed]: src, [EMBED_ATTRIBUTES.title]: title }}
      className={cn('overflow-hidden', className)}
    >
      <div
        {...{ [EMBED_ATTRIBUTES.standIn]: '' }}
        className="flex h-full flex-col items-center justify-center gap-4 bg-ink-50 p-6 text-center"
      >
        <p className="text-small text-ink-700">{fill(copy.notice, { site: hostname })}</p>
        <button
          type="button"
          {...{ [EMBED_ATTRIBUTES.load]: '' }}
          className="min-h-11 rounded-md bg-brand-700 px-4 py-2 text-small font-semibold text-white hover:bg-brand-800 noscript:hidden"
        >
          {copy.show}
          <span className="sr-only">: {title}</span>
        </button>
        <a
          href={src}
          className="text-small font-medium text-brand-700 underline underline-offset-4"
        >
          {fill(copy.open, { site: hostname })}
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
