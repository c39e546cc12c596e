import { SITE_BASE_PATH, SITE_URL } from '@/lib/settings/env.mjs';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  languageRoot,
  type Language,
} from '@/lib/content/languages.mjs';
import { canonicalPath } from '@/lib/shared/paths';

// Addresses across languages, for the pages' hreflang links, the sitemap and the switcher's data.
// Apart from lib/shared/urls.ts, which the browser loads (the site link): the language list stays
// on the server.
/** A page in a language, as a path from the host's root: /de/about/ (for its links). */
export function languagePath(language: Language, path: string): string {
  return `${languageRoot(language, SITE_BASE_PATH)}${canonicalPath(path)}`;
}

/** A page in a language, absolute: hreflang links and the sitemap. */
export function languageUrl(language: Language, path: string): string {
  return `${SITE_URL}${languagePath(language, path)}`;
}

/**
 * Each language's address of a page, and the default's as x-default: hreflang's set. A page some
 * languages lack (an article written in one) names only those that have it.
 */
export function languageAlternates(
  path: string,
  languages: readonly Language[] = LANGUAGES,
): Record<string, string> {
  return Object.fromEntries([
    ...languages.map((language) => [language.locale, languageUrl(language, path)]),
    ...(languages.includes(DEFAULT_LANGUAGE)
      ? [['x-default', languageUrl(DEFAULT_LANGUAGE, path)]]
      : []),
  ]);
}
