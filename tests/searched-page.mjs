// @ts-check
// What the search suites look for (tests/e2e/search.spec.ts, the engines' check): a page a
// language's index holds, and the word to find it by.
import { readMarkdown } from '../lib/content/markdown.mjs';

/**
 * An article's title where the language has articles, else the name of a person with a page of
 * their own, and of it the longest word.
 * @param {string} code the language's code, as content/ names its folders
 * @returns {{ title: string, word: string }}
 */
export function searchedPage(code) {
  const { articles, people } = readMarkdown();
  const article = articles.find((entry) => entry.language === code);
  const person = people.find((entry) => entry.language === code && entry.body.length > 0);
  const title = article?.data.title ?? person?.data.name;
  if (!title) throw new Error(`no article or person's page in ${code} to search for`);
  const words = title.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const word = words.reduce((longest, next) => (next.length > longest.length ? next : longest), '');
  return { title, word };
}
