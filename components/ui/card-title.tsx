import type { ReactNode } from 'react';
import { SiteLink } from './site-link';

interface CardTitleProps {
  /** Where the card leads. */
  href: string;
  /** An h2 where the cards are the page's sections, an h3 under a section's h2. */
  heading?: 'h2' | 'h3';
  children: ReactNode;
}

// A card's title, as the link to what the card shows.
export function CardTitle({ href, heading: Heading = 'h3', children }: CardTitleProps) {
  return (
    <Heading className="text-h3 text-ink-950">
      <SiteLink href={href} className="rounded-md hover:text-brand-700">
        {children}
      </SiteLink>
    </Heading>
  );
}
