import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/shared/cn';

const sizes = {
  small: { item: 'text-small', icon: 'mt-0.5 size-4' },
  body: { item: 'text-body', icon: 'mt-1 size-5' },
} as const;

interface CheckListProps {
  items: readonly string[];
  size: keyof typeof sizes;
  className?: string;
}

// A list of achievements or features, each behind a green check.
export function CheckList({ items, size, className }: CheckListProps) {
  return (
    <ul className={cn('space-y-2', className)}>
      {items.map((item) => (
        <li key={item} className={cn('flex gap-2 text-ink-700', sizes[size].item)}>
          <Icon name="circle-check" className={cn('shrink-0 text-success-700', sizes[size].icon)} />
          {item}
        </li>
      ))}
    </ul>
  );
}
