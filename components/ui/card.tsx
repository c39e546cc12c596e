import type { ComponentPropsWithoutRef } from 'react';
import { cn } from '@/lib/browser/cn';

export function Card({ className, ...props }: ComponentPropsWithoutRef<'div'>) {
  return (
    <div
      className={cn('rounded-2xl border border-ink-200 bg-white p-6 shadow-sm sm:p-8', className)}
      {...props}
    />
  );
}
