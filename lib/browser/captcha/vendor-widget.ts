// Runs in the browser: Turnstile's and hCaptcha's widgets through their explicit-render API, the
// same for both (render into an element, a callback with the token, one for errors and expiry).
import { CAPTCHA_VENDORS } from '@/lib/settings/vendors.mjs';
import type { Captcha } from '@/lib/settings/env.mjs';
import type { WidgetEvents, MountedWidget } from './index';

type VendorKind = keyof typeof CAPTCHA_VENDORS;

interface VendorApi {
  render(container: HTMLElement, options: Record<string, unknown>): string;
  reset(id?: string): void;
  remove(id: string): void;
}

declare global {
  interface Window {
    turnstile?: VendorApi;
    hcaptcha?: VendorApi;
  }
}

/** Loads a script once per page; a second mount (a client-side navigation back) reuses it. */
function loadScript(src: string) {
  return new Promise<void>((resolve, reject) => {
    const tag = document.createElement('script');
    tag.src = src;
    tag.async = true;
    tag.onload = () => resolve();
    tag.onerror = () => reject(new Error(`${src} did not load`));
    document.head.append(tag);
  });
}

export async function mountVendorWidget(
  { kind, script, siteKey }: Extract<Captcha, { kind: VendorKind }>,
  container: HTMLElement,
  { solved, failed, expired }: WidgetEvents,
): Promise<MountedWidget> {
  if (!window[kind]) {
    const url = new URL(script);
    // The site renders the widget itself, where and when the form is ready for it.
    url.searchParams.set('render', 'explicit');
    await loadScript(url.href);
  }
  const api = window[kind];
  if (!api) throw new Error(`${script} did not define ${kind}`);
  const id = api.render(container, {
    sitekey: siteKey,
    callback: solved,
    'error-callback': failed,
    'expired-callback': expired,
    // Turnstile's name for an interactive check left unanswered; hCaptcha's is the next one.
    'timeout-callback': expired,
    'chalexpired-callback': expired,
  });
  return { reset: () => api.reset(id), remove: () => api.remove(id) };
}
