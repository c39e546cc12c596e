import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import type { SectionIntro } from '@/content/types';
import { cn } from '@/lib/shared/cn';

const tones = {
  brand: { box: 'bg-brand-900', heading: 'text-white', intro: 'text-brand-100' },
  soft: {
    box: 'border border-brand-100 ltr:bg-linear-to-br rtl:bg-linear-to-bl from-brand-50 to-accent-50',
    heading: 'text-ink-950',
    intro: 'text-ink-700',
  },
} as const;

interface BandProps extends SectionIntro {
  headingId: string;
  tone: keyof typeof tones;
  /** The band's buttons. */
  children: ReactNode;
}

// A centred, rounded band with a heading, a lead and a row of buttons.
export function Band({ headingId, heading, intro, tone, children }: BandProps) {
  const colors = tones[tone];
  return (
    <section aria-labelledby={headingId} className="py-16 sm:py-24">
      <Container>
        <div className={cn('rounded-3xl px-6 py-12 text-center sm:px-12 sm:py-16', colors.box)}>
          <h2 id={headingId} className={cn('text-h2', colors.heading)}>
            {heading}
          </h2>
          <p className={cn('mx-auto mt-4 max-w-2xl text-lead', colors.intro)}>{intro}</p>
          <div className="mt-8 flex flex-col items-center justify-center gap-4 sm:flex-row">
            {children}
          </div>
        </div>
      </Container>
    </section>
  );
}
