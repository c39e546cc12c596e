import { cn } from '@/lib/shared/cn';

interface SectionHeadingProps {
  id: string;
  heading: string;
  /** The lead paragraph; a section of the Home page may have none. */
  intro?: string;
  className?: string;
}

export function SectionHeading({ id, heading, intro, className }: SectionHeadingProps) {
  return (
    <div className={cn('max-w-2xl', className)}>
      <h2 id={id} className="text-h2 text-ink-950">
        {heading}
      </h2>
      {intro && <p className="mt-4 text-lead text-ink-700">{intro}</p>}
    </div>
  );
}
