'use client';

import { useEffect } from 'react';

// Static hosts answer every unknown path with this one file, so only the browser knows the path.
export function NotFoundLogger() {
  useEffect(() => {
    console.error(`404 Not Found: ${window.location.pathname}`);
  }, []);
  return null;
}
