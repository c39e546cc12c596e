import type { Analytics } from '@/lib/settings/env.mjs';
import type { Tracker } from './index';

declare global {
  interface Window {
    umami?: { track(name?: string, data?: Record<string, string>): void };
  }
}

// Umami's tracker is the script its instance serves; it sends to the same instance. Its own
// page counting is off: the site counts client-side navigations itself, once each.
export function umami({ script, websiteId }: Extract<Analytics, { provider: 'umami' }>) {
  return new Promise<Tracker>((resolve, reject) => {
    const tag = document.createElement('script');
    tag.src = script;
    tag.async = true;
    tag.dataset.websiteId = websiteId;
    tag.dataset.autoTrack = 'false';
    tag.onload = () => {
      const { umami: api } = window;
      if (!api) return reject(new Error(`${script} did not define umami`));
      resolve({
        pageview: () => api.track(),
        event: (name, props) => api.track(name, props),
      });
    };
    tag.onerror = () => reject(new Error(`${script} did not load`));
    document.head.append(tag);
  });
}
