import { site } from '@/content/site';

// Routes are exported as folders (trailingSlash), so the canonical form ends with a slash.
export function canonicalPath(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : `${trimmed}/`;
}

export function absoluteUrl(path: string): string {
  return `${site.url}${path.startsWith('/') ? path : `/${path}`}`;
}

export function ogImageSlug(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? 'home' : trimmed.replaceAll('/', '-');
}

export function ogImagePath(path: string): string {
  return `/og/${ogImageSlug(path)}.png`;
}
