import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { TagList } from '@/components/ui/tag-list';
import type { aboutCopy } from '@/content/about';

type ExpertiseArea = (typeof aboutCopy.expertise.items)[number];

export function ExpertiseCard({ item: area }: { item: ExpertiseArea }) {
  const headingId = `expertise-${area.id}`;
  return (
    <Card className="h-full">
      <div className="flex items-center gap-3">
        <Icon name={area.icon} className="size-6 shrink-0 text-brand-700" />
        <h3 id={headingId} className="text-h3 text-ink-950">
          {area.title}
        </h3>
      </div>
      <TagList tags={area.technologies} aria-labelledby={headingId} className="mt-5" />
    </Card>
  );
}
