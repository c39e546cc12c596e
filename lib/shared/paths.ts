// Route paths as the site writes them ('/about') and as the browser reports them ('/about/').
// Pure string helpers: the header islands import them, so nothing here reads the environment.

/** A route without its trailing slash ('/' stays '/'). */
export function normalizePath(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

// Routes are exported as folders (trailingSlash), so the canonical form ends with a slash.
export function canonicalPath(path: string): string {
  const normalized = normalizePath(path);
  return normalized === '/' ? '/' : `${normalized}/`;
}

// With trailingSlash export the browser reports /about/ while navigation says /about.
export function isCurrentPath(pathname: string | null, href: string): boolean {
  return pathname !== null && normalizePath(pathname) === normalizePath(href);
}
