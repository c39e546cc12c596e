import { BASE_PATH, SITE_URL } from '@/lib/settings/browser.mjs';

// next/link and /_next assets get the basePath from Next; plain URLs (img, icons, manifest) need this.
export function withBasePath(path: string): string {
  return `${BASE_PATH}${path.startsWith('/') ? path : `/${path}`}`;
}

export function absoluteUrl(path: string): string {
  return `${SITE_URL}${withBasePath(path)}`;
}

// A page deeper than one segment joins its segments with two hyphens: names never hold two in a
// row (/articles/tags/x is articles--tags--x, the article tags-x articles--tags-x).
export function ogImageSlug(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? 'home' : trimmed.replaceAll('/', '--');
}

/** The social card of a page, as app/og/[slug]/route.tsx serves it. */
export function ogImagePath(path: string): string {
  return `/og/${ogImageSlug(path)}.png`;
}
