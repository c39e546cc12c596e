import { CardGrid } from '@/components/shared/card-grid';
import { servicesCopy } from '@/content/services';
import type { ServicePage } from '@/lib/content/service-pages';
import { ReadingSection } from '@/components/reading/reading-section';
import { WorkCard } from './work-card';

// The projects and case studies the file names, in its order.
export function ServiceWork({ page }: { page: ServicePage }) {
  if (page.work.length === 0) return null;
  const items = page.work.map((work) => ({ id: work.item.id, work }));
  return (
    <ReadingSection id="work" heading={servicesCopy.servicePage.workHeading}>
      <CardGrid items={items} Card={WorkCard} layout="thirds" />
    </ReadingSection>
  );
}
