import { Container } from '@/components/ui/container';
import type { Crumb } from '@/lib/server/breadcrumbs';
import { Breadcrumbs } from './breadcrumbs';

interface PageIntroProps {
  heading: string;
  intro: string;
  eyebrow?: string;
  /** The way down to a nested page (a tag's), Home first. */
  trail?: readonly Crumb[];
}

export function PageIntro({ heading, intro, eyebrow, trail }: PageIntroProps) {
  return (
    <section className="bg-linear-to-b from-brand-50 to-white pt-32 pb-16 sm:pt-40 sm:pb-20">
      <Container>
        {trail && <Breadcrumbs trail={trail} className="mb-6" />}
        {eyebrow && <p className="mb-4 text-eyebrow text-brand-700 uppercase">{eyebrow}</p>}
        <h1 className="max-w-3xl text-h1 text-ink-950">{heading}</h1>
        <p className="mt-6 max-w-2xl text-lead text-ink-700">{intro}</p>
      </Container>
    </section>
  );
}
