import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { callToAction } from '@/content/call-to-action';

export function CallToAction() {
  return (
    <section aria-labelledby="cta-heading" className="py-16 sm:py-24">
      <Container>
        <div className="rounded-3xl bg-brand-900 px-6 py-12 text-center sm:px-12 sm:py-16">
          <h2 id="cta-heading" className="text-h2 text-white">
            {callToAction.heading}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lead text-brand-100">{callToAction.intro}</p>
          <div className="mt-8 flex flex-col items-center justify-center gap-4 sm:flex-row">
            <Button
              href={callToAction.primary.href}
              size="lg"
              variant="secondary"
              className="w-full sm:w-auto"
            >
              {callToAction.primary.label}
            </Button>
            <Button
              href={callToAction.secondary.href}
              size="lg"
              className="w-full ring-1 ring-brand-300 sm:w-auto"
            >
              {callToAction.secondary.label}
            </Button>
          </div>
        </div>
      </Container>
    </section>
  );
}
