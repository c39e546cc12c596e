import { DRAFT_STORAGE_KEY, SENDING_STORAGE_KEY } from '@/lib/browser/contact';
import { FONT_STORAGE_KEY } from '@/lib/browser/inline-scripts/repeat-visit-font.mjs';

/**
 * Everything the site's pages keep in the browser, by key. The privacy notice lists exactly these
 * (lib/server/privacy-notice.ts), and tests/e2e/legal.spec.ts sees the built pages keep nothing
 * else.
 */
export const BROWSER_STORAGE = [
  { key: FONT_STORAGE_KEY, area: 'local', use: 'font' },
  { key: DRAFT_STORAGE_KEY, area: 'session', use: 'draft' },
  { key: SENDING_STORAGE_KEY, area: 'session', use: 'sending' },
] as const;

export type StorageUse = (typeof BROWSER_STORAGE)[number]['use'];
