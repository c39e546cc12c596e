import { TestimonialQuote } from '@/components/shared/testimonial-quote';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import type { HomeTestimonial } from '@/lib/content/home-sections';

// What a client said, with who said it: their photo where there is one, their position and
// their company.
export function TestimonialCard({ item }: { item: HomeTestimonial }) {
  const { quote, name, position, company, photo } = item;
  return (
    <TestimonialQuote
      testimonial={{ quote, author: name, position }}
      className="h-full"
      caption={
        <figcaption className="mt-6 flex items-center gap-4 text-small">
          {photo && (
            <ResponsiveImage
              image={photo}
              sizes="3.5rem"
              aspect={1}
              className="size-14 shrink-0 rounded-full bg-brand-100"
            />
          )}
          <span>
            <span className="block font-semibold text-ink-950">{name}</span>
            <span className="block text-ink-600">{position}</span>
            {company && <span className="block text-ink-600">{company}</span>}
          </span>
        </figcaption>
      }
    />
  );
}
