'use client';

import { Menu, X } from 'lucide-react';
import { SiteLink } from '@/components/ui/site-link';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import type { NavItem } from '@/content/types';
import { cn } from '@/lib/cn';
import { isCurrentPath } from '@/lib/navigation';

interface MobileMenuProps {
  links: readonly NavItem[];
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
        {open ? (
          <X aria-hidden="true" className="size-6" />
        ) : (
          <Menu aria-hidden="true" className="size-6" />
        )}
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
          <ul className="flex flex-col gap-1 px-4 py-4 sm:px-6">
            {links.map((link) => {
              const current = isCurrentPath(pathname, link.href);
              return (
                <li key={link.href}>
                  <SiteLink
                    href={link.href}
                    onClick={close}
                    aria-current={current ? 'page' : undefined}
                    className={cn(
                      'block rounded-lg px-4 py-3 text-body font-medium',
                      current ? 'bg-brand-50 text-brand-700' : 'text-ink-800 hover:bg-ink-50',
                    )}
                  >
                    {link.label}
                  </SiteLink>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
    </div>
  );
}
