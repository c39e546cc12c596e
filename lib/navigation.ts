export const SCROLL_THRESHOLD_PX = 10;

export function isScrolled(scrollY: number): boolean {
  return scrollY > SCROLL_THRESHOLD_PX;
}

/** A route without its trailing slash ('/' stays '/'). */
export function normalizePath(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

// With trailingSlash export the browser reports /about/ while navigation says /about.
export function isCurrentPath(pathname: string | null, href: string): boolean {
  return pathname !== null && normalizePath(pathname) === normalizePath(href);
}
