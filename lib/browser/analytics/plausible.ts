import { init, track } from '@plausible-analytics/tracker';
import type { Analytics } from '@/lib/settings/env.mjs';
import type { Tracker } from './index';

// Plausible's own tracker, bundled: only its requests leave the site. Its defaults stay (no
// counting on localhost or in automated browsers), and it sets no global.
export function plausible({
  endpoint,
  domain,
}: Extract<Analytics, { provider: 'plausible' }>): Tracker {
  init({ domain, endpoint, autoCapturePageviews: false, bindToWindow: false, logging: false });
  return {
    pageview: () => track('pageview', {}),
    event: (name, props) => track(name, { props }),
  };
}
