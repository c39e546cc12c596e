import { DRAFT_STORAGE_KEY, SENDING_STORAGE_KEY } from '@/lib/browser/contact';
import { FONT_STORAGE_KEY } from '@/lib/browser/inline-scripts/repeat-visit-font.mjs';
import { THEME_STORAGE_KEY } from '@/lib/browser/inline-scripts/theme.mjs';
import { THEME } from '@/lib/settings/env.mjs';

/** Everything the site's pages can keep in the browser, by key, whatever the settings. */
export const STORAGE_USES = [
  { key: FONT_STORAGE_KEY, area: 'local', use: 'font' },
  { key: THEME_STORAGE_KEY, area: 'local', use: 'theme' },
  { key: DRAFT_STORAGE_KEY, area: 'session', use: 'draft' },
  { key: SENDING_STORAGE_KEY, area: 'session', use: 'sending' },
] as const;

export type StorageUse = (typeof STORAGE_USES)[number]['use'];

/**
 * What this site's pages keep in the browser: the theme only where the switch stores it. The
 * privacy notice lists exactly these (lib/server/privacy-notice.ts), and tests/e2e/legal.spec.ts
 * sees the built pages keep nothing else.
 */
export const BROWSER_STORAGE = STORAGE_USES.filter(
  ({ use }) => use !== 'theme' || THEME === 'switch',
);
