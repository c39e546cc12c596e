import { RouteLink } from '@/components/ui/route-link';
import type { ComponentPropsWithoutRef, ComponentPropsWithRef } from 'react';
import { cn } from '@/lib/shared/cn';

type Variant = 'primary' | 'secondary' | 'ghost';
type Size = 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors duration-200 disabled:cursor-not-allowed disabled:opacity-60 motion-reduce:transition-none';

const variants: Record<Variant, string> = {
  primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800',
  secondary:
    'border border-ink-300 bg-white text-ink-900 shadow-sm hover:border-ink-400 hover:bg-ink-50',
  ghost: 'text-brand-700 hover:bg-brand-50',
};

const sizes: Record<Size, string> = {
  md: 'min-h-11 px-4 py-2 text-small',
  lg: 'min-h-12 px-6 py-3 text-body',
};

interface StyleProps {
  variant?: Variant;
  size?: Size;
}

type ButtonAsButton = StyleProps & ComponentPropsWithRef<'button'> & { href?: undefined };
type ButtonAsLink = StyleProps & ComponentPropsWithoutRef<typeof RouteLink> & { href: string };

export type ButtonProps = ButtonAsButton | ButtonAsLink;

export function buttonClassName(
  { variant = 'primary', size = 'md' }: StyleProps,
  className?: string,
) {
  return cn(base, variants[variant], sizes[size], className);
}

export function Button(props: ButtonProps) {
  if (props.href !== undefined) {
    const { variant, size, className, ...rest } = props;
    return <RouteLink className={buttonClassName({ variant, size }, className)} {...rest} />;
  }
  const { variant, size, className, type = 'button', ...rest } = props;
  return <button type={type} className={buttonClassName({ variant, size }, className)} {...rest} />;
}
