import type { ComponentPropsWithoutRef } from 'react';
import { cn } from '@/lib/shared/cn';

/** A picture across the top of a card, edge to edge above its padding. */
export const CARD_COVER =
  '-mx-6 -mt-6 mb-6 block h-auto w-[calc(100%+3rem)] max-w-none border-b border-ink-200 bg-brand-50 sm:-mx-8 sm:-mt-8 sm:w-[calc(100%+4rem)]';

export function Card({ className, ...props }: ComponentPropsWithoutRef<'div'>) {
  return (
    <div
      className={cn('rounded-2xl border border-ink-200 bg-white p-6 shadow-sm sm:p-8', className)}
      {...props}
    />
  );
}
