'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { CloseIcon, MenuIcon } from '@/components/ui/menu-icons';
import type { PageLink } from '@/content/types';
import { cn } from '@/lib/shared/cn';
import { LanguageLinks, type LanguageLink } from './language-links';
import { NavLinks } from './nav-links';
import type { Breakpoint } from './navbar';

interface MobileMenuProps {
  links: readonly PageLink[];
  navLabel: string;
  openLabel: string;
  closeLabel: string;
  languages: readonly LanguageLink[];
  languagesLabel: string;
  /** Where the header's bar takes over from the menu (navbar.tsx). */
  barFrom?: Breakpoint;
  /** The theme switch, server-rendered, where NEXT_PUBLIC_THEME=switch (theme-switch.tsx). */
  themeSwitch?: ReactNode;
}

const MENU: Record<Breakpoint, string> = { md: 'group md:hidden', lg: 'group lg:hidden' };

const subscribeNothing = () => () => {};
// Browsers without the popover API (and jsdom) get the menu from this script alone.
const nativePopover = () =>
  typeof HTMLElement !== 'undefined' && 'popover' in HTMLElement.prototype;

/*
 * The panel is an HTML popover and the toggle its invoker, so the menu opens and closes at first
 * paint, before any script and with JavaScript off; the browser closes it on Escape and on a
 * click outside, and returns the focus. This island mirrors that state into aria-expanded and the
 * toggle's name, closes the panel when a link is chosen or the route changes, and stands in for
 * the browser where the popover API is missing.
 */
export function MobileMenu({
  links,
  navLabel,
  openLabel,
  closeLabel,
  languages,
  languagesLabel,
  barFrom = 'md',
}: MobileMenuProps) {
  const pathname = usePathname();
  // Remembering the route the menu was opened on closes it on any route change without an effect.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = openedOn !== null && openedOn === pathname;
  // The server cannot know the state; until hydration the browser's own popover state speaks.
  const hydrated = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  const hidePanel = () => {
    const panel = panelRef.current;
    if (panel && nativePopover() && panel.matches(':popover-open')) panel.hidePopover();
  };

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const onToggle = (event: Event) => {
      setOpenedOn((event as ToggleEvent).newState === 'open' ? pathname : null);
    };
    panel.addEventListener('toggle', onToggle);
    // Opened before this script arrived: take the state over from the browser.
    if (nativePopover() && panel.matches(':popover-open')) setOpenedOn(pathname);
    return () => panel.removeEventListener('toggle', onToggle);
  }, [pathname]);

  // A client-side navigation leaves the popover in the top layer; the new route closes it (but a
  // menu opened before hydration stays open: that is no route change).
  const routeShown = useRef(pathname);
  useEffect(() => {
    if (routeShown.current === pathname) return;
    routeShown.current = pathname;
    hidePanel();
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      hidePanel();
      setOpenedOn(null);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const close = () => {
    hidePanel();
    setOpenedOn(null);
  };

  return (
    <div className={MENU[barFrom]}>
      <button
        ref={toggleRef}
        type="button"
        popoverTarget={panelId}
        aria-expanded={hydrated ? open : undefined}
        aria-controls={panelId}
        aria-label={open ? closeLabel : openLabel}
        onClick={(event) => {
          // Safari does not focus a button it clicks: Tab would start from the page instead.
          if (document.activeElement !== event.currentTarget) {
            event.currentTarget.focus({ preventScroll: true });
          }
          if (!nativePopover()) setOpenedOn(open ? null : pathname);
        }}
        onKeyDown={(event) => {
          // The browser puts an open popover's links next after its invoker, but WebKit does
          // so only when the popover was opened from the keyboard: after a click Tab skipped
          // the menu. Moving there here is the same order, in every engine.
          const first = panelRef.current?.querySelector('a');
          if (event.key !== 'Tab' || event.shiftKey || !open || !first) return;
          event.preventDefault();
          first.focus();
        }}
        className="inline-flex size-11 items-center justify-center rounded-lg text-ink-900 hover:bg-ink-100"
      >
        <MenuIcon className="size-6 group-has-[:popover-open]:hidden" />
        <CloseIcon className="hidden size-6 group-has-[:popover-open]:block" />
      </button>
      <div
        ref={panelRef}
        id={panelId}
        popover="auto"
        className={cn(
          // The popover sits in the top layer; these put it under the header bar, full width.
          'fixed inset-x-0 top-16 bottom-auto m-0 h-auto w-full max-w-none border-0 border-t border-ink-200 bg-white p-0 text-ink-900 shadow-lg',
          'translate-y-0 opacity-100 transition-discrete duration-200 motion-reduce:transition-none starting:-translate-y-2 starting:opacity-0',
          // Visible (and so focusable) from the first frame when opening, hidden only once faded out.
          hydrated &&
            (open
              ? 'visible transition-[opacity,translate,display,overlay]'
              : 'invisible -translate-y-2 opacity-0 transition-[opacity,translate,visibility,display,overlay]'),
        )}
      >
        <nav aria-label={navLabel}>
          <NavLinks links={links} look="menu" onNavigate={close} />
        </nav>
        {
          // The build's constant (next.config.mjs): without the switch the minifier keeps the
          // second branch alone, and the islands' bundle, which every page loads, stays byte for
          // byte the same. The switch is read here rather than among the props above, where the
          // minifier would keep it.
          process.env.NEXT_PUBLIC_THEME === 'switch' ? (
            <>
              {languages.length > 0 && (
                <LanguageLinks
                  languages={languages}
                  links={links}
                  label={languagesLabel}
                  look="menu"
                />
              )}
              {
                // eslint-disable-next-line prefer-rest-params
                (arguments[0] as MobileMenuProps).themeSwitch
              }
            </>
          ) : (
            languages.length > 0 && (
              <LanguageLinks
                languages={languages}
                links={links}
                label={languagesLabel}
                look="menu"
              />
            )
          )
        }
      </div>
    </div>
  );
}
