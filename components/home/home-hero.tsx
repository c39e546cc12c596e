import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { homeCopy } from '@/content/home';

// Decoration is CSS only: no image or script stands between the first frame and the headline.
export function HomeHero() {
  const { eyebrow, heading, intro, actions } = homeCopy;
  const [primary, secondary] = actions;
  return (
    <section className="relative isolate flex min-h-svh items-center overflow-hidden bg-linear-to-b from-brand-50 via-white to-white pt-28 pb-20">
      <div aria-hidden="true" className="absolute inset-0 -z-10">
        <div className="absolute -end-24 -top-32 size-96 rounded-full bg-brand-200/60 blur-3xl sm:size-[32rem]" />
        <div className="absolute -start-32 bottom-0 size-80 rounded-full bg-accent-200/50 blur-3xl sm:size-[28rem]" />
      </div>
      <Container className="text-center">
        <p className="inline-block rounded-full border border-brand-200 bg-white/70 px-4 py-1.5 text-eyebrow text-brand-700 uppercase">
          {eyebrow}
        </p>
        <h1 className="mx-auto mt-6 max-w-4xl text-display text-ink-950">{heading}</h1>
        <p className="mx-auto mt-6 max-w-2xl text-lead text-ink-700">{intro}</p>
        <div className="mt-10 flex flex-col items-center justify-center gap-4 sm:flex-row">
          <Button href={primary.href} size="lg" className="w-full sm:w-auto">
            {primary.label}
          </Button>
          <Button href={secondary.href} size="lg" variant="secondary" className="w-full sm:w-auto">
            {secondary.label}
          </Button>
        </div>
      </Container>
    </section>
  );
}
