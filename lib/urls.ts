import { BASE_PATH, SITE_BASE_PATH, SITE_URL } from './env.mjs';
import { DEFAULT_LANGUAGE, LANGUAGES, languageRoot, type Language } from './languages.mjs';
import { canonicalPath } from './paths';

// next/link and /_next assets get the basePath from Next; plain URLs (img, icons, manifest) need this.
export function withBasePath(path: string): string {
  return `${BASE_PATH}${path.startsWith('/') ? path : `/${path}`}`;
}

export function absoluteUrl(path: string): string {
  return `${SITE_URL}${withBasePath(path)}`;
}

export function ogImageSlug(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? 'home' : trimmed.replaceAll('/', '-');
}

/** The social card of a page, as app/og/[slug]/route.tsx serves it. */
export function ogImagePath(path: string): string {
  return `/og/${ogImageSlug(path)}.png`;
}

/** A page in a language, as a path from the host's root: /de/about/ (for its links). */
export function languagePath(language: Language, path: string): string {
  return `${languageRoot(language, SITE_BASE_PATH)}${canonicalPath(path)}`;
}

/** A page in a language, absolute: hreflang links and the sitemap. */
export function languageUrl(language: Language, path: string): string {
  return `${SITE_URL}${languagePath(language, path)}`;
}

/** Each language's address of a page, and the default's as x-default: hreflang's set. */
export function languageAlternates(path: string): Record<string, string> {
  return Object.fromEntries([
    ...LANGUAGES.map((language) => [language.locale, languageUrl(language, path)]),
    ['x-default', languageUrl(DEFAULT_LANGUAGE, path)],
  ]);
}
