// @ts-check
// What the search page does with what the visitor typed, before Pagefind sees it. A pure
// function the page's inline script receives as an argument (lib/browser/inline-scripts/search.mjs),
// so it uses nothing but its parameters.

/** @typedef {{ kind: 'empty' | 'tooLong' | 'noWords' | 'words', query: string }} CheckedQuery */

/**
 * The query as searched (its spaces trimmed and collapsed), and whether it can be: empty, longer
 * than `maxLength` characters (counted as the visitor sees them, so an Arabic or emoji query is
 * not cut short), symbols alone with no letter or digit of any script, or words to look for.
 * @param {string} text
 * @param {number} maxLength
 * @returns {CheckedQuery}
 */
export function checkQuery(text, maxLength) {
  const query = text.trim().replace(/\s+/g, ' ');
  if (query === '') return { kind: 'empty', query };
  if (Array.from(query).length > maxLength) return { kind: 'tooLong', query };
  if (!/[\p{L}\p{N}]/u.test(query)) return { kind: 'noWords', query };
  return { kind: 'words', query };
}
