import { site } from '@/content/site';
import { normalizePath } from './navigation';

// Routes are exported as folders (trailingSlash), so the canonical form ends with a slash.
export function canonicalPath(path: string): string {
  const normalized = normalizePath(path);
  return normalized === '/' ? '/' : `${normalized}/`;
}

export const BASE_PATH = (process.env.NEXT_PUBLIC_BASE_PATH ?? '').replace(/\/+$/, '');

// next/link and /_next assets get the basePath from Next; plain URLs (img, icons, manifest) need this.
export function withBasePath(path: string): string {
  return `${BASE_PATH}${path.startsWith('/') ? path : `/${path}`}`;
}

export function absoluteUrl(path: string): string {
  return `${site.url}${withBasePath(path)}`;
}

export function ogImageSlug(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? 'home' : trimmed.replaceAll('/', '-');
}

export function ogImagePath(path: string): string {
  return `/og/${ogImageSlug(path)}.png`;
}
