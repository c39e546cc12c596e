import type { ReactNode } from 'react';
import { Breadcrumbs } from '@/components/shared/breadcrumbs';
import { SiteLink } from '@/components/ui/site-link';
import type { PageLink } from '@/content/types';
import type { Crumb } from '@/lib/server/breadcrumbs';
import { ReadingColumn } from './reading-column';

interface ReadingHeaderProps {
  /** The way down to this page, Home first. */
  trail: readonly Crumb[];
  /** The page this one belongs to, as the way back to it. */
  back: PageLink;
  children: ReactNode;
}

// The head of a story's or a service's page: the trail down to it, the way back to the page that lists it, then what
// the page is of, on the soft band the articles' pages start with.
export function ReadingHeader({ trail, back, children }: ReadingHeaderProps) {
  return (
    <header className="bg-linear-to-b from-brand-50 to-white pt-32 sm:pt-40">
      <ReadingColumn width="wide">
        <Breadcrumbs trail={trail} className="mb-6" />
        <SiteLink
          href={back.href}
          className="rounded-md text-small font-semibold text-brand-700 underline underline-offset-2"
        >
          {back.label}
        </SiteLink>
        {children}
      </ReadingColumn>
    </header>
  );
}
