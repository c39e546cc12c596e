import { buttonClassName } from '@/components/ui/button';
import { searchCopy } from '@/content/search';
import { inlineScript } from '@/lib/browser/inline-scripts/inline-script.mjs';
import { startSearch } from '@/lib/browser/inline-scripts/search.mjs';
import { checkQuery } from '@/lib/browser/search-query.mjs';
import { withBasePath } from '@/lib/shared/urls';
import {
  MAX_QUERY_LENGTH,
  MAX_RESULTS,
  SEARCH_ATTRIBUTE,
  SEARCH_FOLDER,
  SEARCH_PATH,
} from '@/lib/settings/search.mjs';
import { canonicalPath } from '@/lib/shared/paths';

const FORM_ID = 'search-form';
const STATUS_ID = 'search-status';
const LIST_ID = 'search-results';

// The results' looks, handed to the script that draws them: written here, where the stylesheet
// finds the classes (app/globals.css).
const RESULT_CLASSES = {
  link: 'block rounded-2xl border border-ink-200 bg-white p-6 shadow-sm hover:border-brand-300 sm:p-8',
  title: 'text-h3 text-ink-950',
  excerpt:
    'mt-2 text-body text-ink-700 [&_mark]:bg-brand-50 [&_mark]:font-semibold [&_mark]:text-brand-800',
};

const settings = {
  formId: FORM_ID,
  statusId: STATUS_ID,
  listId: LIST_ID,
  bundle: withBasePath(`/${SEARCH_FOLDER}/pagefind.js`),
  maxLength: MAX_QUERY_LENGTH,
  maxResults: MAX_RESULTS,
  debounceMs: 150,
  messages: searchCopy.messages,
  classes: RESULT_CLASSES,
};
const script = inlineScript(startSearch, checkQuery, settings);
// The 404 page's: it searches the words of the address that was not found.
const notFoundScript = inlineScript(startSearch, checkQuery, {
  ...settings,
  messages: {
    ...settings.messages,
    noResults: searchCopy.notFound.noResults,
    failed: searchCopy.notFound.failed,
  },
  fromAddress: withBasePath('/'),
});

// The search form, its message and its results: server-rendered, searched by the inline script
// right after it (lib/browser/inline-scripts/search.mjs). The message and the list are the
// script's alone: React leaves an element with inner HTML of its own as it finds it when it
// hydrates. Without JavaScript the form sends the query to the search page, which lists the
// topics. On the 404 page (forAddress) it searches the missing address's words at once.
export function SearchForm({ forAddress = false }: { forAddress?: boolean }) {
  return (
    <div>
      <form
        id={FORM_ID}
        role="search"
        action={withBasePath(canonicalPath(SEARCH_PATH))}
        {...{ [SEARCH_ATTRIBUTE]: '' }}
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <div className="grow">
          <label htmlFor="search-query" className="block text-small font-semibold text-ink-900">
            {searchCopy.fieldLabel}
          </label>
          <input
            id="search-query"
            name="q"
            type="search"
            autoComplete="off"
            enterKeyHint="search"
            className="mt-2 block w-full rounded-lg border border-ink-300 bg-white px-3.5 py-2.5 text-body text-ink-900 shadow-sm hover:border-ink-400"
          />
        </div>
        <button type="submit" className={buttonClassName({ size: 'lg' })}>
          {searchCopy.submitLabel}
        </button>
      </form>
      <p
        id={STATUS_ID}
        role="status"
        className="mt-4 text-body text-ink-700"
        dangerouslySetInnerHTML={{ __html: '' }}
      />
      <ol
        id={LIST_ID}
        aria-label={searchCopy.resultsLabel}
        className="mt-6 grid gap-4"
        dangerouslySetInnerHTML={{ __html: '' }}
      />
      <script dangerouslySetInnerHTML={{ __html: forAddress ? notFoundScript : script }} />
    </div>
  );
}
