'use client';

import { SiteLink } from '@/components/ui/site-link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, type ReactNode } from 'react';
import type { NavItem } from '@/content/types';
import { cn } from '@/lib/cn';
import { isCurrentPath, isScrolled } from '@/lib/navigation';

interface NavbarProps {
  links: readonly NavItem[];
  navLabel: string;
  brand: ReactNode;
  menu: ReactNode;
}

export function Navbar({ links, navLabel, brand, menu }: NavbarProps) {
  const pathname = usePathname();
  const headerRef = useRef<HTMLElement>(null);

  /*
   * The scroll state is written straight onto the element: setting React state here would
   * re-render the bar synchronously during hydration (the server cannot know the scroll
   * position) and again on every crossing. Until this runs, the static CSS fallback applies.
   */
  useEffect(() => {
    const header = headerRef.current;
    if (!header) return;
    const update = () => {
      header.dataset.scrolled = String(isScrolled(window.scrollY));
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  return (
    <header
      ref={headerRef}
      className={cn(
        'header-scroll-fallback fixed inset-x-0 top-0 z-50 transition-[background-color,box-shadow,backdrop-filter] duration-300 motion-reduce:transition-none',
        'data-[scrolled=false]:bg-transparent data-[scrolled=false]:shadow-none',
        'data-[scrolled=true]:bg-white/80 data-[scrolled=true]:shadow-md data-[scrolled=true]:backdrop-blur-md',
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
                  <SiteLink
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
                  </SiteLink>
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
