import { CardGrid } from '@/components/shared/card-grid';
import { Section } from '@/components/shared/section';
import type { HomeSectionProps } from './home-sections';
import { ServiceTeaser } from './service-teaser';

export function ServiceTeasers({ id, section, className }: HomeSectionProps<'services'>) {
  return (
    <Section id={id} copy={section} className={className}>
      <CardGrid items={section.services} Card={ServiceTeaser} layout="thirds" />
    </Section>
  );
}
