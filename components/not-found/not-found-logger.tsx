'use client';

import { useEffect } from 'react';
import { ANALYTICS_EVENTS, trackEvent } from '@/lib/browser/analytics';

// Static hosts answer every unknown path with this one file, so only the browser knows the path.
export function NotFoundLogger() {
  useEffect(() => {
    const path = window.location.pathname;
    console.error(`404 Not Found: ${path}`);
    // Plausible's convention for missing pages: an event named 404 with the path asked for.
    trackEvent(ANALYTICS_EVENTS.notFound, { path });
  }, []);
  return null;
}
