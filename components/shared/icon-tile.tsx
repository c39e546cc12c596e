import { Icon } from '@/components/ui/icon';
import type { IconRef } from '@/content/types';
import { cn } from '@/lib/shared/cn';

const sizes = {
  md: { tile: 'size-11', icon: 'size-5' },
  lg: { tile: 'size-12', icon: 'size-6' },
} as const;

interface IconTileProps {
  name: IconRef;
  size?: keyof typeof sizes;
  className?: string;
}

// An icon on a soft brand-coloured square, as value, service and contact cards show it.
export function IconTile({ name, size = 'lg', className }: IconTileProps) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700',
        sizes[size].tile,
        className,
      )}
    >
      <Icon name={name} className={sizes[size].icon} />
    </span>
  );
}
