import type { ArticlesCopy } from './types';

// The words around the articles of content/articles/: their index, each tag's page and each
// article's page. With no article the site has none of these pages, and no link to them.
export const articlesCopy: ArticlesCopy = {
  title: 'Articles',
  description:
    'Notes from our work: how we plan, design, build and look after websites and apps, and what we learned on the way.',
  heading: 'Articles',
  intro: 'What we learn while we plan, design and build, written down for clients and colleagues.',
  tagTitle: 'Articles about {tag}',
  tagDescription: 'Every article we have written about {tag}, the newest first.',
  tagsLabel: 'Topics',
  readingTime: '{minutes} min read',
  publishedLabel: 'Published',
  updatedLabel: 'Updated',
  byLabel: 'By',
  newerLabel: 'Newer article',
  olderLabel: 'Older article',
  pagesLabel: 'Pages of articles',
  pageLabel: 'Page {page} of {pages}',
  previousPageLabel: 'Newer articles',
  nextPageLabel: 'Older articles',
  allArticlesLabel: 'All articles',
  contentsLabel: 'In this article',
  relatedLabel: 'Related articles',
  rssLabel: 'Articles (RSS)',
  atomLabel: 'Articles (Atom)',
  notFoundLabel: 'Our latest articles',
};
