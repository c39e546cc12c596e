import { CheckList } from '@/components/shared/check-list';
import { servicesCopy } from '@/content/services';
import type { ServicePage } from '@/lib/content/service-pages';
import { ReadingSection } from '@/components/reading/reading-section';

// What the client has in hand at the end.
export function ServiceDeliverables({ page }: { page: ServicePage }) {
  const { deliverables } = page.entry.data;
  if (deliverables.length === 0) return null;
  return (
    <ReadingSection id="deliverables" heading={servicesCopy.servicePage.deliverablesHeading}>
      <CheckList items={deliverables} size="body" className="mt-8 max-w-3xl" />
    </ReadingSection>
  );
}
