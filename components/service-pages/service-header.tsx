import { ReadingHeader } from '@/components/reading/reading-header';
import { IconTile } from '@/components/shared/icon-tile';
import { TagList } from '@/components/ui/tag-list';
import { servicesCopy } from '@/content/services';
import { servicePath, type ServicePage } from '@/lib/content/service-pages';
import { trailTo } from '@/lib/server/breadcrumbs';

// The service as its card names it, and its page's summary.
export function ServiceHeader({ page }: { page: ServicePage }) {
  const { service, entry } = page;
  return (
    <ReadingHeader
      trail={trailTo('/services', { href: servicePath(entry.slug), label: service.title })}
    >
      <div className="mt-8">
        <IconTile name={service.icon} />
      </div>
      <h1 className="mt-5 max-w-3xl text-h1 text-ink-950">{service.title}</h1>
      <p className="mt-6 max-w-2xl text-lead text-ink-700">{entry.data.description}</p>
      <TagList
        tags={service.technologies}
        aria-label={servicesCopy.services.technologiesLabel}
        className="mt-6"
      />
    </ReadingHeader>
  );
}
