import type { Metadata } from 'next';
import { NotFoundLogger } from '@/components/layout/not-found-logger';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { notFoundCopy } from '@/content/shared';

// Next.js marks the not-found page noindex itself; a robots entry here would print a second tag.
export const metadata: Metadata = {
  title: notFoundCopy.title,
};

export default function NotFound() {
  return (
    <section className="flex min-h-[70vh] items-center pt-32 pb-20">
      <Container className="text-center">
        <p className="text-[clamp(5rem,4rem+8vw,9rem)] leading-none font-extrabold tracking-tighter text-brand-700">
          {notFoundCopy.code}
        </p>
        <h1 className="mt-4 text-h2 text-ink-950">{notFoundCopy.title}</h1>
        <p className="mx-auto mt-4 max-w-md text-lead text-ink-600">{notFoundCopy.text}</p>
        <Button href="/" size="lg" className="mt-10">
          {notFoundCopy.homeLabel}
        </Button>
        <NotFoundLogger />
      </Container>
    </section>
  );
}
