import type { ReactNode } from 'react';
import type { Testimonial } from '@/content/types';
import { cn } from '@/lib/shared/cn';

interface TestimonialQuoteProps {
  testimonial: Testimonial;
  /** Who said it, where the caller shows more of them (a photo, a company): a <figcaption>. */
  caption?: ReactNode;
  className?: string;
}

// What a client said, and who said it, on a soft brand-coloured panel.
export function TestimonialQuote({ testimonial, caption, className }: TestimonialQuoteProps) {
  return (
    <figure
      className={cn(
        'flex flex-col justify-center rounded-2xl bg-brand-50 p-6 sm:p-8 lg:col-span-2',
        className,
      )}
    >
      <blockquote className="text-lead text-ink-900">
        <p>“{testimonial.quote}”</p>
      </blockquote>
      {caption ?? (
        <figcaption className="mt-6 text-small">
          <span className="block font-semibold text-ink-950">{testimonial.author}</span>
          <span className="block text-ink-600">{testimonial.position}</span>
        </figcaption>
      )}
    </figure>
  );
}
