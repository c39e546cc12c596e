import { CardGrid } from '@/components/shared/card-grid';
import { Section } from '@/components/shared/section';
import { servicesCopy } from '@/content/services';
import { ServiceCard } from './service-card';

export function ServicesSection() {
  return (
    <Section id="services" copy={servicesCopy.services} className="pt-8">
      <CardGrid items={servicesCopy.services.items} Card={ServiceCard} layout="thirds" />
    </Section>
  );
}
