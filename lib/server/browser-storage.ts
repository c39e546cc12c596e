import { DRAFT_STORAGE_KEY, SENDING_STORAGE_KEY } from '@/lib/browser/contact';
import { FONT_STORAGE_KEY } from '@/lib/browser/inline-scripts/repeat-visit-font.mjs';
import { THEME_STORAGE_KEY } from '@/lib/browser/inline-scripts/theme.mjs';
import { LANGUAGES, type Language } from '@/lib/content/languages.mjs';
import { THEME, type Theme } from '@/lib/settings/env.mjs';

/** Everything the site's pages can keep in the browser, by key, whatever the settings. */
export const STORAGE_USES = [
  { key: FONT_STORAGE_KEY, area: 'local', use: 'font' },
  { key: THEME_STORAGE_KEY, area: 'local', use: 'theme' },
  { key: DRAFT_STORAGE_KEY, area: 'session', use: 'draft' },
  { key: SENDING_STORAGE_KEY, area: 'session', use: 'sending' },
] as const;

export type StorageUse = (typeof STORAGE_USES)[number]['use'];

/**
 * What a site's pages keep in the browser: the theme only where the switch stores it, the font's
 * address only where a language reads in the site's font (a right-to-left one reads in the
 * system's, scripts/build/repeat-visit-font.mjs).
 */
export function browserStorage(theme: Theme, languages: readonly Pick<Language, 'dir'>[]) {
  return STORAGE_USES.filter(
    ({ use }) =>
      (use !== 'theme' || theme === 'switch') &&
      (use !== 'font' || languages.some((language) => language.dir !== 'rtl')),
  );
}

/**
 * What this site's pages keep. The privacy notice lists exactly these
 * (lib/server/privacy-notice.ts), and tests/e2e/legal.spec.ts sees the built pages keep nothing
 * else.
 */
export const BROWSER_STORAGE = browserStorage(THEME, LANGUAGES);
