import type { ComponentPropsWithoutRef } from 'react';
import { Container } from '@/components/ui/container';
import type { SectionIntro } from '@/content/types';
import { SectionHeading } from './section-heading';

interface SectionProps extends Omit<ComponentPropsWithoutRef<'section'>, 'id'> {
  /** Names the section; its h2 gets `${id}-heading`, which labels the landmark region. */
  id: string;
  /** Its heading and lead paragraph; a section of the Home page may have no lead. */
  copy: Omit<SectionIntro, 'intro'> & { readonly intro?: string };
  /** The section carries the id itself too, as a link's target (#id). */
  anchored?: boolean;
}

// A page section: a region named by its h2, the heading with its lead, then the content.
export function Section({ id, copy, anchored = false, children, ...props }: SectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section {...(anchored && { id })} aria-labelledby={headingId} {...props}>
      <Container>
        <SectionHeading id={headingId} heading={copy.heading} intro={copy.intro} />
        {children}
      </Container>
    </section>
  );
}
