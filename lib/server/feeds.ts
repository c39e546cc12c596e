import { articlesCopy } from '@/content/articles';
import { site } from '@/content/site';
import {
  articlePath,
  articlesIn,
  ARTICLES_PATH,
  FEEDS,
  lastModified,
  momentOf,
} from '@/lib/content/articles';
import { LANGUAGE } from '@/lib/content/languages.mjs';
import { articleAuthor } from '@/lib/content/people';
import { canonicalPath } from '@/lib/shared/paths';
import { absoluteUrl } from '@/lib/shared/urls';

// The feeds of a language's articles, written at build like the sitemap: RSS 2.0 and Atom (RFC
// 4287), each article by its title, address, dates, author, summary and tags.

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const element = (name: string, text: string) => `<${name}>${escape(text)}</${name}>`;

function feedFacts() {
  const articles = articlesIn();
  const newest = articles
    .map((article) => momentOf(lastModified(article)))
    .sort((a, b) => b.getTime() - a.getTime())[0];
  return {
    articles,
    title: `${site.name}: ${articlesCopy.title}`,
    index: absoluteUrl(canonicalPath(ARTICLES_PATH)),
    updated: newest ?? new Date(0),
    url: (slug: string) => absoluteUrl(canonicalPath(articlePath(slug))),
  };
}

export function rssFeed(): string {
  const { articles, title, index, updated, url } = feedFacts();
  const items = articles.map((article) => {
    const { slug, data } = article;
    return [
      '<item>',
      element('title', data.title),
      element('link', url(slug)),
      `<guid isPermaLink="true">${escape(url(slug))}</guid>`,
      element('pubDate', momentOf(data.date).toUTCString()),
      element('description', data.description),
      element('dc:creator', articleAuthor(article).name),
      ...data.tags.map((tag) => element('category', tag)),
      '</item>',
    ].join('');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    element('title', title),
    element('link', index),
    element('description', articlesCopy.description),
    element('language', LANGUAGE.locale),
    element('lastBuildDate', updated.toUTCString()),
    `<atom:link href="${escape(absoluteUrl(FEEDS.rss.path))}" rel="self" type="${FEEDS.rss.type}"/>`,
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}

export function atomFeed(): string {
  const { articles, title, index, updated, url } = feedFacts();
  const entries = articles.map((article) => {
    const { slug, data } = article;
    return [
      '<entry>',
      element('id', url(slug)),
      element('title', data.title),
      `<link rel="alternate" type="text/html" href="${escape(url(slug))}"/>`,
      element('published', momentOf(data.date).toISOString()),
      element('updated', momentOf(lastModified(article)).toISOString()),
      `<author>${element('name', articleAuthor(article).name)}</author>`,
      element('summary', data.description),
      ...data.tags.map((tag) => `<category term="${escape(tag)}"/>`),
      '</entry>',
    ].join('');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${LANGUAGE.locale}">`,
    element('id', index),
    element('title', title),
    element('subtitle', articlesCopy.description),
    element('updated', updated.toISOString()),
    `<link rel="alternate" type="text/html" href="${escape(index)}"/>`,
    `<link rel="self" type="${FEEDS.atom.type}" href="${escape(absoluteUrl(FEEDS.atom.path))}"/>`,
    `<author>${element('name', site.name)}</author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
