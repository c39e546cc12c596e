import type { ReactNode } from 'react';
import { Breadcrumbs } from '@/components/shared/breadcrumbs';
import type { Crumb } from '@/lib/server/breadcrumbs';
import { ReadingColumn } from './reading-column';

interface ReadingHeaderProps {
  /** The way down to this page, Home first. */
  trail: readonly Crumb[];
  children: ReactNode;
}

// The head of a story's or a service's page: the trail down to it, which is also the way back up
// (docs/architecture.md, Breadcrumbs), then what the page is of, on the soft band the articles'
// pages start with.
export function ReadingHeader({ trail, children }: ReadingHeaderProps) {
  return (
    <header className="bg-linear-to-b from-brand-50 to-white pt-32 sm:pt-40">
      <ReadingColumn width="wide">
        <Breadcrumbs trail={trail} className="mb-6" />
        {children}
      </ReadingColumn>
    </header>
  );
}
