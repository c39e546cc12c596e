import { createElement, type ReactNode } from 'react';
import { EmbedOnRequest } from '@/components/shared/embed-on-request';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { SiteLink } from '@/components/ui/site-link';
import { videoCopy } from '@/content/shared';
import type { ContentImage } from '@/content/types';
import { cn } from '@/lib/shared/cn';
import type { MarkdownNode } from '@/lib/content/markdown.mjs';
import { VIDEO_TAG } from '@/lib/content/videos.mjs';

/** The look of each element the Markdown step makes (scripts/build/markdown.mjs). */
const TAGS: Record<string, string> = {
  h2: 'mt-12 text-h2 text-ink-950',
  h3: 'mt-10 text-h3 text-ink-950',
  h4: 'mt-8 font-semibold text-ink-950',
  h5: 'mt-8 font-semibold text-ink-950',
  h6: 'mt-8 font-semibold text-ink-950',
  p: 'mt-5',
  ul: 'mt-5 list-disc space-y-2 ps-6',
  ol: 'mt-5 list-decimal space-y-2 ps-6',
  blockquote: 'mt-6 border-s-4 border-brand-200 ps-5 text-ink-700 italic',
  pre: 'mt-6 overflow-x-auto rounded-xl border border-ink-200 bg-ink-50 p-4 text-small',
  a: 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800',
  strong: 'font-semibold text-ink-950',
  figure: 'mt-8',
  figcaption: 'mt-3 text-center text-small text-ink-600',
  table: 'mt-6 w-full text-small',
  th: 'border-b border-ink-300 py-2 pe-4 font-semibold text-ink-950',
  td: 'border-b border-ink-200 py-2 pe-4 align-top',
  hr: 'my-10 border-ink-200',
};

/** Inline code, as distinct from a block's (which its <pre> styles). */
const INLINE_CODE = 'rounded bg-ink-100 px-1.5 py-0.5 font-mono text-[0.9em] text-ink-950';

/**
 * The classes the step writes (a column's alignment, the highlighter's tokens) as the site's
 * tokens: every colour keeps 4.5:1 on the block's ink-50.
 */
const CLASSES: Record<string, string> = {
  'align-left': 'text-start',
  'align-center': 'text-center',
  'align-right': 'text-end',
  comment: 'text-ink-600 italic',
  prolog: 'text-ink-600',
  keyword: 'text-brand-700',
  builtin: 'text-brand-700',
  'class-name': 'text-accent-800',
  function: 'text-accent-800',
  string: 'text-success-700',
  char: 'text-success-700',
  'template-string': 'text-success-700',
  regex: 'text-danger-700',
  number: 'text-danger-700',
  boolean: 'text-danger-700',
  constant: 'text-danger-700',
  property: 'text-brand-800',
  'attr-name': 'text-brand-800',
  tag: 'text-accent-800',
  selector: 'text-accent-800',
  important: 'font-semibold',
  bold: 'font-semibold',
  italic: 'italic',
};

const classesOf = (className: unknown) =>
  typeof className === 'string'
    ? className
        .split(' ')
        .map((name) => CLASSES[name])
        .filter(Boolean)
        .join(' ')
    : '';

/** A table's cells start at the line's start unless their column says otherwise. */
const CELLS = new Set(['th', 'td']);

interface MarkdownBodyProps {
  nodes: readonly MarkdownNode[];
  /** The width the text column takes, as the images' `sizes`. */
  sizes: string;
  className?: string;
}

/**
 * Text written in Markdown, rendered on the server: no script, and only the elements the Markdown
 * step made (it refuses raw HTML and links that are not the web's, mail, phone or the site's own).
 * Pictures go through the image pipeline; links to the site's pages through SiteLink.
 */
export function MarkdownBody({ nodes, sizes, className }: MarkdownBodyProps) {
  const render = (node: MarkdownNode, key: number, inCode = false): ReactNode => {
    if (typeof node === 'string') return node;
    const { tag, props } = node;
    const children = node.children.map((child, index) =>
      render(child, index, inCode || tag === 'pre'),
    );
    if (tag === 'img') {
      const image = { src: String(props.src), alt: String(props.alt) } as ContentImage;
      return (
        <ResponsiveImage
          key={key}
          image={image}
          sizes={sizes}
          className="mx-auto h-auto max-h-[80vh] w-auto max-w-full rounded-xl bg-ink-50"
        />
      );
    }
    if (tag === VIDEO_TAG) {
      // The poster stands for the video the button names: it says nothing of its own.
      const title = String(props.title);
      const poster = props.poster
        ? ({ src: String(props.poster), alt: '' } as ContentImage)
        : undefined;
      return (
        <EmbedOnRequest
          key={key}
          src={String(props.src)}
          title={title}
          copy={videoCopy}
          video={{ href: String(props.href), poster, sizes }}
          className="mt-8 h-72 rounded-xl sm:aspect-video sm:h-auto"
        />
      );
    }
    const own = classesOf(props.className);
    const className = cn(
      inCode ? undefined : tag === 'code' ? INLINE_CODE : TAGS[tag],
      CELLS.has(tag) && !own.includes('text-') ? 'text-start' : undefined,
      own,
    );
    const element = { ...props, className: className || undefined };
    if (tag === 'a' && typeof props.href === 'string' && props.href.startsWith('/')) {
      return (
        <SiteLink key={key} {...element} href={props.href}>
          {children}
        </SiteLink>
      );
    }
    return createElement(tag, { ...element, key }, ...children);
  };
  return (
    <div className={cn('text-body text-ink-800 [&>:first-child]:mt-0', className)}>
      {nodes.map((node, index) => render(node, index))}
    </div>
  );
}
