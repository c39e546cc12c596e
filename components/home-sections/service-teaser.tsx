import { IconTile } from '@/components/shared/icon-tile';
import { Card } from '@/components/ui/card';
import { CardTitle } from '@/components/ui/card-title';
import type { ServiceTeaser as Teaser } from '@/lib/content/home-sections';

// A service in a line or two; its title leads to its page, or to its card on the Services page.
export function ServiceTeaser({ item: { service, href } }: { item: Teaser }) {
  return (
    <Card className="flex h-full items-start gap-5">
      <IconTile name={service.icon} />
      <div>
        <CardTitle href={href}>{service.title}</CardTitle>
        <p className="mt-2 text-body text-ink-700">{service.description}</p>
      </div>
    </Card>
  );
}
