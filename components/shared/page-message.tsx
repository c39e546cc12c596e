import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';

interface PageMessageProps {
  /** A large status code above the heading. */
  code: string;
  title: string;
  text: string;
  /** The ways on: links styled as buttons. */
  children: ReactNode;
}

// A page that is only a message: a status code, what happened and the ways on (the 404).
export function PageMessage({ code, title, text, children }: PageMessageProps) {
  return (
    <section className="flex min-h-[70vh] items-center pt-32 pb-20">
      <Container className="text-center">
        <p className="mb-4 text-[clamp(5rem,4rem+8vw,9rem)] leading-none font-extrabold tracking-tighter text-brand-700">
          {code}
        </p>
        <h1 className="text-h2 text-ink-950">{title}</h1>
        <p className="mx-auto mt-4 max-w-md text-lead text-ink-600">{text}</p>
        <div className="mt-10 flex flex-wrap justify-center gap-4">{children}</div>
      </Container>
    </section>
  );
}
