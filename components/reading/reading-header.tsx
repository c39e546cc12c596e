import type { ReactNode } from 'react';
import { Breadcrumbs } from '@/components/shared/breadcrumbs';
import type { Crumb } from '@/lib/server/breadcrumbs';
import { ReadingColumn } from './reading-column';

interface ReadingHeaderProps {
  /** The way down to this page, Home first. */
  trail: readonly Crumb[];
  children: ReactNode;
}

// The head of a story's or a service's page: the trail down to it, then what the page is of, on the
// soft band the articles' pages start with. The trail is the way back up: no second link repeats
// its middle step (GOV.UK's and the NHS's design systems: never a back link with breadcrumbs).
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
