'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import type { PageLink } from '@/content/types';
import { startAnalytics } from '@/lib/browser/analytics';
import { cn } from '@/lib/shared/cn';
import type { Analytics } from '@/lib/settings/env.mjs';
import { isScrolled } from '@/lib/browser/header-scroll';
import { markHydrated } from '@/lib/browser/page-state.mjs';
import { LanguageLinks, type LanguageLink } from './language-links';
import { NavLinks } from './nav-links';

interface NavbarProps {
  links: readonly PageLink[];
  navLabel: string;
  /** The other languages, none where the site has one; named by languagesLabel. */
  languages: readonly LanguageLink[];
  languagesLabel: string;
  brand: ReactNode;
  menu: ReactNode;
  /** The analytics service the build names; the navbar is on every page, so it counts them. */
  analytics: Analytics;
  /** Where the bar replaces the menu: from 768 px, or from 1024 px when it holds more links. */
  barFrom?: Breakpoint;
}

export type Breakpoint = 'md' | 'lg';

// Spelled out, so Tailwind finds each class in the source.
const BAR: Record<Breakpoint, string> = {
  md: 'hidden items-center gap-2 md:flex',
  lg: 'hidden items-center gap-2 lg:flex',
};

export function Navbar({
  links,
  navLabel,
  languages,
  languagesLabel,
  brand,
  menu,
  analytics,
  barFrom = 'md',
}: NavbarProps) {
  const headerRef = useRef<HTMLElement>(null);

  /*
   * The scroll state is written straight onto the element: setting React state here would
   * re-render the bar synchronously during hydration (the server cannot know the scroll
   * position) and again on every crossing. Until this runs, the static CSS fallback applies.
   */
  // The header is on every page, so its first effect is the page's sign that hydration committed.
  useEffect(markHydrated, []);

  // After hydration, so the tracker never competes with the first paint.
  useEffect(() => startAnalytics(analytics), [analytics]);

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
      // Before hydration an inline script may have set data-scrolled
      // (lib/browser/inline-scripts/header-guard.mjs).
      suppressHydrationWarning
      className={cn(
        'header-scroll-fallback fixed inset-x-0 top-0 z-50 transition-[background-color,box-shadow,backdrop-filter] duration-300 motion-reduce:transition-none',
        'data-[scrolled=false]:bg-transparent data-[scrolled=false]:shadow-none',
        'data-[scrolled=true]:bg-white/80 data-[scrolled=true]:shadow-md data-[scrolled=true]:backdrop-blur-md',
      )}
    >
      <Container className="flex h-16 items-center justify-between gap-4">
        {brand}
        <div className={BAR[barFrom]}>
          <nav aria-label={navLabel}>
            <NavLinks links={links} look="bar" />
          </nav>
          {languages.length > 0 && (
            <LanguageLinks languages={languages} links={links} label={languagesLabel} look="bar" />
          )}
        </div>
        {menu}
      </Container>
    </header>
  );
}
