import { LineIcon } from '@/components/ui/line-icon';
import { searchCopy } from '@/content/search';
import { canonicalPath } from '@/lib/shared/paths';
import { withBasePath } from '@/lib/shared/urls';
import { SEARCH_PATH } from '@/lib/settings/search.mjs';

/** The brand's class beside the link: it takes the bar's free space, so the links stay at its end. */
export const BRAND_BESIDE_SEARCH = 'me-auto';

// The header's link to the search page, beside the menu's button at every width. A plain link,
// not a client-side navigation: the page's own Content-Security-Policy, which lets Pagefind run,
// applies only to a page loaded in full. lucide's "search" icon (ISC licence).
export function SearchLink() {
  return (
    <a
      href={withBasePath(canonicalPath(SEARCH_PATH))}
      className="inline-flex size-11 items-center justify-center rounded-lg text-ink-900 hover:bg-ink-100"
    >
      <LineIcon className="size-6">
        <circle cx="11" cy="11" r="8" />
        <path d="m21 21-4.3-4.3" />
      </LineIcon>
      <span className="sr-only">{searchCopy.linkLabel}</span>
    </a>
  );
}
