import type { Analytics } from '@/lib/settings/env.mjs';
import type { Tracker } from './index';

// GoatCounter's documented count API (https://www.goatcounter.com/help/countjs-host): a request to
// its /count endpoint per view or event. What its count.js leaves uncounted stays uncounted here:
// pages served from this machine or a private network.
const LOCAL = /^(localhost$|127\.|10\.|172\.(1[6-9]|2\d|3[01])\.|192\.168\.|0\.0\.0\.0$|\[::1?\]$)/;

export function goatcounter({
  endpoint,
}: Extract<Analytics, { provider: 'goatcounter' }>): Tracker {
  const skip = LOCAL.test(location.hostname);
  const send = (fields: Record<string, string>) => {
    if (skip) return;
    const url = new URL(endpoint);
    for (const [name, value] of Object.entries(fields)) url.searchParams.set(name, value);
    // GoatCounter drops a request it has seen before; a random value keeps each one new.
    url.searchParams.set('rnd', Math.random().toString(36).slice(2));
    navigator.sendBeacon(url);
  };
  return {
    pageview: () =>
      send({
        p: location.pathname + location.search,
        t: document.title,
        r: document.referrer,
        s: [screen.width, screen.height, devicePixelRatio].join(','),
      }),
    // An event is a path of its own; what it concerns (the link, the missing page) is its title.
    event: (name, props) =>
      send({ p: name, t: Object.values(props ?? {}).join(' ') || name, e: 'true' }),
  };
}
