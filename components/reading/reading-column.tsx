import type { ComponentPropsWithoutRef } from 'react';
import { Container } from '@/components/ui/container';
import { cn } from '@/lib/shared/cn';

const widths = {
  /** A line of text short enough to read: an article. */
  text: 'max-w-3xl',
  /** Text beside a panel, or two pictures a row: a story. */
  wide: 'max-w-5xl',
} as const;

interface ReadingColumnProps extends ComponentPropsWithoutRef<'div'> {
  width?: keyof typeof widths;
}

// A column narrower than the page's container, centred in it, for long text.
export function ReadingColumn({ width = 'text', className, ...props }: ReadingColumnProps) {
  return (
    <Container>
      <div className={cn('mx-auto', widths[width], className)} {...props} />
    </Container>
  );
}
