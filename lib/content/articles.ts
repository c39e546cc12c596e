import type { ArticleFrontmatter } from '@/content/types';
import { ARTICLES_PER_PAGE } from '@/lib/settings/env.mjs';
import { LANGUAGE, LANGUAGES, type Language } from './languages.mjs';
import { readMarkdown, tagSlug, type Heading, type MarkdownEntry } from './markdown.mjs';
import { COLLECTION_PATHS } from './videos.mjs';

// The articles of content/articles/ as the pages, the feeds and the sitemap read them. Each
// language's build shows its own; another language's are read for the hreflang links and the
// sitemap only.

export type Article = MarkdownEntry<ArticleFrontmatter> & { headings: Heading[] };

export const ARTICLES_PATH = COLLECTION_PATHS.articles;

/** An article's page: /articles/<its file's name>. */
export const articlePath = (slug: string) => `${ARTICLES_PATH}/${slug}`;

/** A tag's page. */
export const tagPath = (tag: string) => `${ARTICLES_PATH}/tags/${tagSlug(tag)}`;

/** A page of the index: the first is /articles, the others /articles/page/<n>. */
export const indexPath = (page: number) =>
  page === 1 ? ARTICLES_PATH : `${ARTICLES_PATH}/page/${page}`;

/** When an article last changed: its update, or its publication. */
export const lastModified = (article: Article) => article.data.updated ?? article.data.date;

const newestFirst = (a: Article, b: Article) =>
  Date.parse(b.data.date) - Date.parse(a.data.date) || a.slug.localeCompare(b.slug);

/** A language's articles, the newest first. */
export function articlesIn(language: Language = LANGUAGE): Article[] {
  return readMarkdown()
    .articles.filter((article) => article.language === language.code)
    .sort(newestFirst);
}

/** This build's article of that name. */
export function articleNamed(slug: string): Article {
  const article = articlesIn().find((candidate) => candidate.slug === slug);
  if (!article) throw new Error(`No article ${slug} in content/articles/${LANGUAGE.code}/`);
  return article;
}

/** The index's pages, each the next ARTICLES_PER_PAGE articles. */
export function indexPages(articles = articlesIn()): Article[][] {
  const pages: Article[][] = [];
  for (let start = 0; start < articles.length; start += ARTICLES_PER_PAGE)
    pages.push(articles.slice(start, start + ARTICLES_PER_PAGE));
  return pages;
}

/** Each tag a language's articles carry, as its articles first write it, by name. */
export function tagsIn(language: Language = LANGUAGE) {
  const tags = new Map<string, { tag: string; slug: string; articles: Article[] }>();
  for (const article of articlesIn(language)) {
    for (const tag of article.data.tags) {
      const slug = tagSlug(tag);
      const entry = tags.get(slug) ?? { tag, slug, articles: [] };
      entry.articles.push(article);
      tags.set(slug, entry);
    }
  }
  return [...tags.values()].sort((a, b) => a.tag.localeCompare(b.tag, language.locale));
}

/** This build's tag of that address. */
export function tagNamed(slug: string) {
  const tag = tagsIn().find((candidate) => candidate.slug === slug);
  if (!tag) throw new Error(`No article of content/articles/${LANGUAGE.code}/ has the tag ${slug}`);
  return tag;
}

/** The articles published just after and just before this one. */
export function neighbours(article: Article) {
  const articles = articlesIn();
  const index = articles.indexOf(article);
  return { newer: articles[index - 1], older: articles[index + 1] };
}

/**
 * How many sections (## headings) an article needs before it lists them above its text: "more
 * than a few". Up to three, the list would stand between the reader and a text they see the
 * shape of by scrolling once or twice (docs/articles.md, "Contents and related reading").
 */
export const CONTENTS_MIN_SECTIONS = 4;

/** A section in the contents: its heading's anchor and words, and its own sections (###). */
export interface ContentsEntry {
  id: string;
  text: string;
  sections: { id: string; text: string }[];
}

/** The contents an article lists above its text: its ## headings with their ###, or none. */
export function contentsOf(article: Pick<Article, 'headings'>): ContentsEntry[] {
  const entries: ContentsEntry[] = [];
  for (const { depth, id, text } of article.headings) {
    if (depth === 2) entries.push({ id, text, sections: [] });
    // The Markdown step refuses a ### before the first ##.
    else entries.at(-1)?.sections.push({ id, text });
  }
  return entries.length >= CONTENTS_MIN_SECTIONS ? entries : [];
}

/** How many other articles an article suggests at its end. */
export const RELATED_ARTICLES = 3;

/**
 * The articles an article suggests at its end: those of its language sharing the most of its
 * tags (by address, as the tags' pages count them), the newest first among equals, then the
 * newest of the rest, RELATED_ARTICLES in all where the language has as many.
 */
export function relatedTo(
  article: Article,
  articles: readonly Article[] = articlesIn(),
): Article[] {
  const topics = new Set(article.data.tags.map(tagSlug));
  const shared = (other: Article) =>
    other.data.tags.filter((tag) => topics.has(tagSlug(tag))).length;
  return articles
    .filter((other) => other.slug !== article.slug && other.language === article.language)
    .map((other) => ({ other, shared: shared(other) }))
    .sort((a, b) => b.shared - a.shared || newestFirst(a.other, b.other))
    .slice(0, RELATED_ARTICLES)
    .map(({ other }) => other);
}

/** The languages that have an article of this name: where its hreflang links point. */
export function articleLanguages(slug: string): Language[] {
  const { articles } = readMarkdown();
  return LANGUAGES.filter((language) =>
    articles.some((article) => article.slug === slug && article.language === language.code),
  );
}

/** A copy text with its {placeholders} filled in. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
}

/**
 * A date of the frontmatter as the language writes it: a day as it is (read in UTC, so no time
 * zone moves it), a moment in the agency's time zone.
 */
export function formatDate(value: string, locale: string, timeZone: string): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value);
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeZone: day ? 'UTC' : timeZone,
  }).format(momentOf(value));
}

/** The language's feeds of its articles, RSS 2.0 and Atom, beside its index. */
export const FEEDS = {
  rss: { path: `${ARTICLES_PATH}/feed.rss`, type: 'application/rss+xml' },
  atom: { path: `${ARTICLES_PATH}/feed.atom`, type: 'application/atom+xml' },
} as const;

/** A date of the frontmatter as a moment: a day is its midnight in UTC. */
export function momentOf(value: string): Date {
  return new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
}
