// Runs in the browser: counts pages and a few events with the service the build names
// (lib/settings/env.mjs, README "Analytics"). The navbar starts it once hydration has committed, so
// the tracker loads after the first paint; the 404 logger and the contact form report through it.
// Nothing is stored on the visitor's device, by this code or by the trackers it loads.
//
// A page is counted when the address shows it: on start, and when the router changes the address
// (pushState, replaceState) or Back and Forward do (popstate). React's effects are no clock for
// that: the router writes the new address in an effect of its own, after its children's.
import type { Analytics } from '@/lib/settings/env.mjs';

/** What a provider module offers once its tracker is ready. */
export interface Tracker {
  pageview(): void;
  event(name: string, props?: Record<string, string>): void;
}

/** The events, named as Plausible's own conventions name theirs ('404', 'Outbound Link: Click'). */
export const ANALYTICS_EVENTS = {
  notFound: '404',
  contactSent: 'Contact Form: Sent',
  email: 'Email Link: Click',
  phone: 'Phone Link: Click',
  social: 'Social Link: Click',
} as const;

/** Marks a link whose clicks are counted: its value names the event (email, phone, social). */
export const TRACKED_LINK_ATTRIBUTE = 'data-analytics';

export type TrackedLink = 'email' | 'phone' | 'social';

type Call = (tracker: Tracker) => void;

let started = false;
let tracker: Tracker | undefined;
// Calls made before the tracker is ready; dropped when there is none to wait for.
let pending: Call[] | undefined = [];
let counted: string | undefined;

function call(fn: Call) {
  if (tracker) fn(tracker);
  else pending?.push(fn);
}

function load(settings: Exclude<Analytics, { provider: 'none' }>): Promise<Tracker> {
  switch (settings.provider) {
    case 'plausible':
      return import('./plausible').then(({ plausible }) => plausible(settings));
    case 'umami':
      return import('./umami').then(({ umami }) => umami(settings));
    case 'goatcounter':
      return import('./goatcounter').then(({ goatcounter }) => goatcounter(settings));
  }
}

/** Counts the page the address shows, unless it was the last one counted. */
function countPage() {
  const path = location.pathname;
  if (counted === path) return;
  counted = path;
  call((ready) => ready.pageview());
}

function countClick(event: MouseEvent) {
  // The middle button opens a link too; other buttons do not.
  if (event.type === 'auxclick' && event.button !== 1) return;
  const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(
    `a[${TRACKED_LINK_ATTRIBUTE}]`,
  );
  const kind = link?.getAttribute(TRACKED_LINK_ATTRIBUTE) as TrackedLink | undefined;
  if (link && kind && kind in ANALYTICS_EVENTS) {
    trackEvent(ANALYTICS_EVENTS[kind], { url: link.href });
  }
}

/** Called once per page load with the build's settings; 'none' costs nothing more. */
export function startAnalytics(settings: Analytics) {
  if (started) return;
  started = true;
  if (settings.provider === 'none') {
    pending = undefined;
    return;
  }
  for (const type of ['click', 'auxclick'] as const) {
    document.addEventListener(type, countClick, { capture: true, passive: true });
  }
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method];
    history[method] = function (this: History, ...args: Parameters<History['pushState']>) {
      original.apply(this, args);
      countPage();
    };
  }
  addEventListener('popstate', countPage);
  countPage();
  load(settings).then(
    (ready) => {
      tracker = ready;
      for (const fn of pending ?? []) fn(ready);
      pending = undefined;
    },
    // A blocked or failed tracker costs the visitor nothing: the page goes on without it.
    () => {
      pending = undefined;
    },
  );
}

export function trackEvent(name: string, props?: Record<string, string>) {
  call((ready) => ready.event(name, props));
}
