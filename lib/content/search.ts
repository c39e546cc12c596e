import { SEARCH } from '@/lib/settings/env.mjs';
import { SEARCH_BODY_ATTRIBUTE } from '@/lib/settings/search.mjs';

/**
 * What an indexed page's main content carries where search is on: the attribute that lets
 * Pagefind index it, and only it (docs/search.md). Nothing where search is off, so those pages are
 * what they were.
 */
export const searchBody: Readonly<Record<string, string>> = SEARCH
  ? { [SEARCH_BODY_ATTRIBUTE]: '' }
  : {};
