// Runs in the browser: ALTCHA's widget, bundled with the site (its CSP-friendly build: styles from
// a stylesheet, the proof of work in a worker file), fetching its challenge from the owner's own
// endpoint. No third party is involved.
import 'altcha/external';
import 'altcha/altcha.css';
import type { Captcha } from '@/lib/settings/env.mjs';
import { ALTCHA_FIELD } from '@/lib/settings/vendors.mjs';
import type { MountedWidget, WidgetEvents } from './index';

let registered = false;

function registerWorkers() {
  if (registered) return;
  registered = true;
  // The external build brings no workers of its own: SHA and PBKDF2 are the ones altcha-lib's
  // challenges ask for by default.
  const sha = () => new Worker(new URL('altcha/workers/sha', import.meta.url));
  const pbkdf2 = () => new Worker(new URL('altcha/workers/pbkdf2', import.meta.url));
  for (const bits of ['256', '384', '512']) {
    $altcha.algorithms.set(`SHA-${bits}`, sha);
    $altcha.algorithms.set(`PBKDF2/SHA-${bits}`, pbkdf2);
  }
}

export function mountAltcha(
  { challengeUrl }: Extract<Captcha, { kind: 'altcha' }>,
  container: HTMLElement,
  { solved, failed, expired }: WidgetEvents,
): MountedWidget {
  registerWorkers();
  const widget = document.createElement('altcha-widget');
  widget.setAttribute('challenge', challengeUrl);
  widget.setAttribute('name', ALTCHA_FIELD);
  // Solved when the visitor ticks it or sends, not on load: the work costs a phone's battery.
  widget.setAttribute('auto', 'onfocus');
  widget.addEventListener('statechange', (event) => {
    const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
    if (state === 'verified' && payload) solved(payload);
    else if (state === 'error') failed();
    else if (state === 'expired') expired();
  });
  container.append(widget);
  return {
    // Only when nothing runs yet: a second verify() aborts the first (started when the visitor
    // focused a field), and the aborted one reports a failure.
    start: () => {
      if (['unverified', 'expired'].includes(widget.getState())) void widget.verify().catch(failed);
    },
    reset: () => widget.reset(),
    remove: () => widget.remove(),
  };
}
