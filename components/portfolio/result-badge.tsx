import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/shared/cn';

interface ResultBadgeProps {
  /** What the figure is, for a screen reader: the eye reads it from the arrow. */
  label: string;
  result: string;
  /** The space above it. */
  className?: string;
}

// A piece of work's result on a soft accent panel, behind a rising arrow.
export function ResultBadge({ label, result, className = 'mt-5' }: ResultBadgeProps) {
  return (
    <p
      className={cn(
        className,
        'flex items-center gap-2 rounded-lg bg-accent-50 px-3 py-2 text-small font-semibold text-accent-800',
      )}
    >
      <Icon name="trending-up" className="size-5 shrink-0" />
      <span>
        <span className="sr-only">{label}: </span>
        {result}
      </span>
    </p>
  );
}
