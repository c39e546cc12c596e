import type { Testimonial } from '@/content/types';
import { cn } from '@/lib/browser/cn';

interface TestimonialQuoteProps {
  testimonial: Testimonial;
  className?: string;
}

// What a client said, and who said it, on a soft brand-coloured panel.
export function TestimonialQuote({ testimonial, className }: TestimonialQuoteProps) {
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
      <figcaption className="mt-6 text-small">
        <span className="block font-semibold text-ink-950">{testimonial.author}</span>
        <span className="block text-ink-600">{testimonial.position}</span>
      </figcaption>
    </figure>
  );
}
