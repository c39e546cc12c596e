import { CardGrid } from '@/components/shared/card-grid';
import { Section } from '@/components/shared/section';
import type { HomeSectionProps } from './home-sections';
import { TestimonialCard } from './testimonial-card';

export function Testimonials({ id, section, className }: HomeSectionProps<'testimonials'>) {
  return (
    <Section id={id} copy={section} className={className}>
      <CardGrid items={section.items} Card={TestimonialCard} layout="thirds" />
    </Section>
  );
}
