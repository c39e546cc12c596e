import type { ReactNode } from 'react';
import { ReadingColumn } from './reading-column';

interface ReadingSectionProps {
  /** Names the section; its h2 gets `${id}-heading`, which labels the landmark region. */
  id: string;
  heading: string;
  children: ReactNode;
}

// A part of a story's or a service's page under its heading, in the page's wide column.
export function ReadingSection({ id, heading, children }: ReadingSectionProps) {
  return (
    <section aria-labelledby={`${id}-heading`}>
      <ReadingColumn width="wide" className="pt-16">
        <h2 id={`${id}-heading`} className="text-h2 text-ink-950">
          {heading}
        </h2>
        {children}
      </ReadingColumn>
    </section>
  );
}
