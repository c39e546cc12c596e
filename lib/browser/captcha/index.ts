// Runs in the browser: the contact form's spam check beside the honeypot (README "Spam"). The
// widget loads once the form has hydrated, so it never delays the page; what it needs from the
// form is one token per send.
import type { Captcha } from '@/lib/settings/env.mjs';

/** A check that has not loaded by then has failed: the visitor is told and given the address. */
export const CAPTCHA_LOAD_TIMEOUT_MS = 15_000;
/** How long a send waits for a check still running before asking the visitor to finish it. */
export const CAPTCHA_WAIT_MS = 10_000;

export type CaptchaSettings = Exclude<Captcha, { kind: 'none' }>;

/** What a widget reports, in the words of Turnstile's and hCaptcha's callbacks. */
export interface WidgetEvents {
  solved(token: string): void;
  failed(): void;
  expired(): void;
}

export interface MountedWidget {
  /** Starts the check now, for widgets that wait to be asked (ALTCHA). */
  start?(): void;
  /** A token is good for one send: after each, the check runs again. */
  reset(): void;
  remove(): void;
}

export function mountWidget(
  settings: CaptchaSettings,
  container: HTMLElement,
  events: WidgetEvents,
): Promise<MountedWidget> {
  return settings.kind === 'altcha'
    ? import('./altcha-widget').then(({ mountAltcha }) => mountAltcha(settings, container, events))
    : import('./vendor-widget').then(({ mountVendorWidget }) =>
        mountVendorWidget(settings, container, events),
      );
}
