import type { ComponentPropsWithoutRef } from 'react';
import { Container } from '@/components/ui/container';
import type { SectionIntro } from '@/content/types';
import { SectionHeading } from './section-heading';

interface SectionProps extends Omit<ComponentPropsWithoutRef<'section'>, 'id'> {
  /** Names the section; its h2 gets `${id}-heading`, which labels the landmark region. */
  id: string;
  copy: SectionIntro;
}

// A page section: a region named by its h2, the heading with its lead, then the content.
export function Section({ id, copy, children, ...props }: SectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} {...props}>
      <Container>
        <SectionHeading id={headingId} heading={copy.heading} intro={copy.intro} />
        {children}
      </Container>
    </section>
  );
}
