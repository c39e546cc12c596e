'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useSyncExternalStore, type ReactNode } from 'react';
import type { NavItem } from '@/content/types';
import { cn } from '@/lib/cn';
import { isCurrentPath, isScrolled } from '@/lib/navigation';

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

const readScrolled = () => isScrolled(window.scrollY);
// Unknown on the server: the static HTML falls back to a CSS scroll-driven style until hydration.
const readServerScrolled = () => null;

interface NavbarProps {
  links: readonly NavItem[];
  navLabel: string;
  brand: ReactNode;
  menu: ReactNode;
}

export function Navbar({ links, navLabel, brand, menu }: NavbarProps) {
  const pathname = usePathname();
  const scrolled = useSyncExternalStore<boolean | null>(
    subscribe,
    readScrolled,
    readServerScrolled,
  );

  return (
    <header
      data-scrolled={scrolled ?? undefined}
      className={cn(
        'fixed inset-x-0 top-0 z-50 transition-[background-color,box-shadow,backdrop-filter] duration-300 motion-reduce:transition-none',
        scrolled === null && 'header-scroll-fallback',
        scrolled === true && 'bg-white/80 shadow-md backdrop-blur-md',
        scrolled === false && 'bg-transparent shadow-none',
      )}
    >
      <div className="mx-auto flex h-16 w-full max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        {brand}
        <nav aria-label={navLabel} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {links.map((link) => {
              const current = isCurrentPath(pathname, link.href);
              return (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    aria-current={current ? 'page' : undefined}
                    className={cn(
                      'relative rounded-md px-3 py-2 text-small font-medium transition-colors motion-reduce:transition-none',
                      current
                        ? 'text-brand-700 after:absolute after:inset-x-3 after:-bottom-0.5 after:h-0.5 after:rounded-full after:bg-brand-700'
                        : 'text-ink-700 hover:text-ink-950',
                    )}
                  >
                    {link.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        {menu}
      </div>
    </header>
  );
}
