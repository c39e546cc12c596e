import { IconTile } from '@/components/shared/icon-tile';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TagList } from '@/components/ui/tag-list';
import { servicesCopy } from '@/content/services';
import { servicePageFor, servicePath } from '@/lib/content/service-pages';
import { fill } from '@/lib/server/template';

type Service = (typeof servicesCopy.services.items)[number];

export function ServiceCard({ item: service }: { item: Service }) {
  const { technologiesLabel, learnMoreLabel, learnMoreName } = servicesCopy.services;
  const headingId = `service-${service.id}`;
  return (
    <Card className="flex h-full flex-col">
      <IconTile name={service.icon} />
      <h3 id={headingId} className="mt-5 text-h3 text-ink-950">
        {service.title}
      </h3>
      <p className="mt-3 text-body text-ink-700">{service.description}</p>
      <TagList
        tags={service.technologies}
        aria-label={`${technologiesLabel}: ${service.title}`}
        className="mt-5"
      />
      <div className="mt-auto pt-6">
        {servicePageFor(service.id) ? (
          // The link says where it leads by itself, in a screen reader's list of links and to
          // search engines ("Learn More" alone fails Lighthouse's link-text audit): its name is
          // the hidden sentence, which holds the label the eye reads.
          <Button href={servicePath(service.id)} variant="secondary">
            <span aria-hidden="true">{learnMoreLabel}</span>
            <span className="sr-only">{fill(learnMoreName, { service: service.title })}</span>
          </Button>
        ) : (
          // Inert by spec where content/services/ has no page for the service in this language.
          <Button type="button" variant="secondary" aria-describedby={headingId}>
            {learnMoreLabel}
          </Button>
        )}
      </div>
    </Card>
  );
}
