import { IconTile } from '@/components/shared/icon-tile';
import { Card } from '@/components/ui/card';
import type { aboutCopy } from '@/content/about';

type Value = (typeof aboutCopy.values.items)[number];

export function ValueCard({ item: value }: { item: Value }) {
  return (
    <Card className="h-full">
      <IconTile name={value.icon} />
      <h3 className="mt-5 text-h3 text-ink-950">{value.title}</h3>
      <p className="mt-3 text-body text-ink-700">{value.text}</p>
    </Card>
  );
}
