'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import type { PageLink } from '@/content/types';
import { CloseIcon, MenuIcon } from '@/components/ui/menu-icons';
import { cn } from '@/lib/cn';
import { NavLinks } from './nav-links';

interface MobileMenuProps {
  links: readonly PageLink[];
  navLabel: string;
  openLabel: string;
  closeLabel: string;
}

export function MobileMenu({ links, navLabel, openLabel, closeLabel }: MobileMenuProps) {
  const pathname = usePathname();
  // Remembering the route the menu was opened on closes it on any route change without an effect.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = openedOn !== null && openedOn === pathname;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenedOn(null);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const close = () => setOpenedOn(null);

  return (
    <div className="md:hidden">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? closeLabel : openLabel}
        onClick={() => setOpenedOn(open ? null : pathname)}
        className="inline-flex size-11 items-center justify-center rounded-lg text-ink-900 hover:bg-ink-100"
      >
        {open ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
      </button>
      <div
        id={panelId}
        className={cn(
          'absolute inset-x-0 top-full border-t border-ink-200 bg-white shadow-lg duration-200 motion-reduce:transition-none',
          // Visible (and so focusable) from the first frame when opening, hidden only once faded out.
          open
            ? 'visible translate-y-0 opacity-100 transition-[opacity,translate]'
            : 'invisible -translate-y-2 opacity-0 transition-[opacity,translate,visibility]',
        )}
      >
        <nav aria-label={navLabel}>
          <NavLinks links={links} look="menu" onNavigate={close} />
        </nav>
      </div>
    </div>
  );
}
