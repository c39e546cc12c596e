// @ts-check
// The search page's script (app/search/page.search.tsx), inline right after its form: it searches
// as the visitor types, with Pagefind's index of this language (docs/search.md), and writes the
// results and a message into the two elements the server left empty for it. Pagefind's script and
// its WebAssembly load on the first keystroke, so the page costs nothing more until it is used.
// Without JavaScript the form posts its query to the page itself, which lists the topics and the
// articles instead.

/**
 * @typedef {{
 *   formId: string, statusId: string, listId: string, bundle: string,
 *   maxLength: number, maxResults: number, debounceMs: number,
 *   messages: import('../../../content/types').SearchCopy['messages'],
 *   classes: { link: string, title: string, excerpt: string },
 *   fromAddress?: string,
 * }} SearchSettings
 * bundle: the address of Pagefind's script; messages: the page's copy, where {query}, {count} and
 * {max} stand for what the visitor typed, the results' number and the longest query; classes: a
 * result's link, title and excerpt, written in the page's source where the stylesheet finds them;
 * fromAddress: on the 404 page, the language's root (base path included), after which the words
 * of the address asked for are searched at once
 */

/**
 * @typedef {{ url: string, excerpt: string, meta: { title?: string } }} ResultData
 * @typedef {{ results: { data: () => Promise<ResultData> }[] }} SearchResponse
 * @typedef {{
 *   options: (options: Record<string, unknown>) => Promise<void>,
 *   debouncedSearch: (query: string, options: object, ms: number) => Promise<SearchResponse | null>,
 * }} Pagefind
 */

/**
 * @param {(text: string, maxLength: number) => import('../search-query.mjs').CheckedQuery} check
 * @param {SearchSettings} settings
 */
export function startSearch(check, settings) {
  const form = /** @type {HTMLFormElement} */ (document.getElementById(settings.formId));
  const input = /** @type {HTMLInputElement} */ (form.elements.namedItem('q'));
  const status = /** @type {HTMLElement} */ (document.getElementById(settings.statusId));
  const list = /** @type {HTMLElement} */ (document.getElementById(settings.listId));
  const messages = settings.messages;
  /** @type {Promise<Pagefind> | undefined} */
  let loading;
  // A later keystroke's search replaces an earlier one still on its way.
  let latest = 0;

  /** @param {string} text @param {Record<string, string | number>} values */
  function fill(text, values) {
    return text.replace(/\{(\w+)\}/g, function (whole, name) {
      return name in values ? String(values[name]) : whole;
    });
  }

  /** @param {string} text */
  function say(text) {
    status.textContent = text;
  }

  /**
   * The line about the results, with what the visitor typed in a <bdi>: words of the other
   * direction keep their order inside the sentence, and the count and the marks around them stay
   * where the sentence puts them (an Arabic line with an English query read "page»: 1" without).
   * @param {string} text @param {string} query @param {number} count
   */
  function sayFound(text, query, count) {
    status.replaceChildren.apply(
      status,
      text.split(/(\{query\})/).map(function (part) {
        if (part !== '{query}') return fill(part, { count: count });
        const isolated = document.createElement('bdi');
        isolated.textContent = query;
        return isolated;
      }),
    );
  }

  function load() {
    if (!loading) {
      // The browser's own import: the bundler that compiles this page must leave it as written.
      loading = import(/* webpackIgnore: true */ settings.bundle).then(function (pagefind) {
        // The index holds each page's whole address (base path and language prefix included),
        // which Pagefind would otherwise put under its own folder's parent.
        return pagefind.options({ excerptLength: 24, baseUrl: '/' }).then(function () {
          return /** @type {Pagefind} */ (pagefind);
        });
      });
      // A failed load is tried again on the next keystroke.
      loading.catch(function () {
        loading = undefined;
      });
    }
    return loading;
  }

  // Pagefind's excerpt is text with the matches in <mark>: parsed inert, and only its text and
  // marks are copied, so nothing of the page's own can ever run from it.
  /** @param {string} excerpt */
  function excerptNodes(excerpt) {
    const template = document.createElement('template');
    template.innerHTML = excerpt;
    return Array.from(template.content.childNodes).map(function (node) {
      if (node.nodeName !== 'MARK') return document.createTextNode(node.textContent || '');
      const mark = document.createElement('mark');
      mark.textContent = node.textContent;
      return mark;
    });
  }

  /** @param {ResultData} data */
  function resultItem(data) {
    const item = document.createElement('li');
    const link = document.createElement('a');
    link.href = data.url;
    link.className = settings.classes.link;
    const title = document.createElement('h2');
    title.className = settings.classes.title;
    title.textContent = data.meta.title || data.url;
    const excerpt = document.createElement('p');
    excerpt.className = settings.classes.excerpt;
    excerpt.append.apply(excerpt, excerptNodes(data.excerpt));
    link.append(title, excerpt);
    item.append(link);
    return item;
  }

  /** @param {boolean} now on a submit, without waiting for more keystrokes */
  function search(now) {
    const turn = ++latest;
    const checked = check(input.value, settings.maxLength);
    if (checked.kind !== 'words') {
      list.replaceChildren();
      say(fill(messages[checked.kind], { max: settings.maxLength }));
      return;
    }
    const query = checked.query;
    say(messages.searching);
    load()
      .then(function (pagefind) {
        return pagefind.debouncedSearch(query, {}, now ? 0 : settings.debounceMs);
      })
      .then(function (found) {
        if (!found || turn !== latest) return;
        const shown = found.results.slice(0, settings.maxResults);
        return Promise.all(
          shown.map(function (result) {
            return result.data();
          }),
        ).then(function (results) {
          if (turn !== latest) return;
          list.replaceChildren.apply(list, results.map(resultItem));
          sayFound(
            results.length > 0 ? messages.results : messages.noResults,
            query,
            found.results.length,
          );
        });
      })
      .catch(function (error) {
        if (turn !== latest) return;
        list.replaceChildren();
        say(messages.failed);
        console.error('Search failed:', error);
      });
  }

  input.addEventListener('input', function () {
    search(false);
  });
  // The field's first focus starts loading the index, ahead of the first keystroke.
  input.addEventListener('focus', load, { once: true });
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    search(true);
  });
  // A query in the address (the form sent before this script ran, or a link) is searched at once.
  const asked = new URLSearchParams(location.search).get('q');
  if (asked && !input.value) input.value = asked;
  // On the 404 page, the words of the address that was not found: /articles/old-name/ looks for
  // "articles old name", and Pagefind leaves out a word no page has.
  const root = settings.fromAddress;
  if (root !== undefined && !input.value) {
    let path = location.pathname;
    if (path.startsWith(root)) path = path.slice(root.length);
    try {
      path = decodeURIComponent(path);
    } catch {
      // A malformed escape is searched as it was sent.
    }
    input.value = path
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
      .slice(0, 8)
      .join(' ')
      .slice(0, settings.maxLength);
  }
  if (input.value) search(true);
  else say(messages.empty);
}
