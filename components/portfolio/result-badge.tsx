import { Icon } from '@/components/ui/icon';

interface ResultBadgeProps {
  /** What the figure is, for a screen reader: the eye reads it from the arrow. */
  label: string;
  result: string;
}

// A piece of work's result on a soft accent panel, behind a rising arrow.
export function ResultBadge({ label, result }: ResultBadgeProps) {
  return (
    <p className="mt-5 flex items-center gap-2 rounded-lg bg-accent-50 px-3 py-2 text-small font-semibold text-accent-800">
      <Icon name="trending-up" className="size-5 shrink-0" />
      <span>
        <span className="sr-only">{label}: </span>
        {result}
      </span>
    </p>
  );
}
