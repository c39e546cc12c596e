import { render, screen } from '@testing-library/react';
import { NotFoundHelp } from '@/components/not-found/not-found-help';
import { articlesCopy } from '@/content/articles';
import { searchCopy } from '@/content/search';
import type { Article } from '@/lib/content/articles';

// What the 404 page offers under the spec's message, by the build's settings and content: the
// pages the missing address's words find with search on, the latest articles with it off, nothing
// without either. The browser test (tests/e2e/not-found.spec.ts) runs the branch of the owner under
// test; this one runs all three.

const settings = { SEARCH: false };
let articles: Pick<Article, 'slug'>[] = [];
jest.mock('@/lib/settings/env.mjs', () => ({
  ...jest.requireActual('@/lib/settings/env.mjs'),
  get SEARCH() {
    return settings.SEARCH;
  },
}));
jest.mock('@/lib/content/articles', () => ({
  ...jest.requireActual('@/lib/content/articles'),
  articlesIn: () => articles,
}));
// The form and the cards are the search and articles pages' (and their tests'): here, whether the
// form is there with the address's words asked for, and which articles the list is handed.
jest.mock('@/components/search/search-form', () => ({
  SearchForm: ({ forAddress }: { forAddress?: boolean }) => (
    <form role="search" aria-label={forAddress ? 'the address' : 'typed'} />
  ),
}));
jest.mock('@/components/articles/article-list', () => ({
  ArticleList: ({ articles: shown }: { articles: Pick<Article, 'slug'>[] }) => (
    <ol aria-label="articles">
      {shown.map(({ slug }) => (
        <li key={slug}>{slug}</li>
      ))}
    </ol>
  ),
}));

const newestFirst = ['four', 'three', 'two', 'one'].map((slug) => ({ slug }));

it('offers a search of the missing address where search is on', () => {
  settings.SEARCH = true;
  articles = newestFirst;
  render(<NotFoundHelp />);
  const help = screen.getByRole('region', { name: searchCopy.notFound.heading });
  expect(help).toContainElement(screen.getByRole('search', { name: 'the address' }));
  expect(screen.queryByRole('list', { name: 'articles' })).toBeNull();
});

it('offers the three latest articles where search is off', () => {
  settings.SEARCH = false;
  articles = newestFirst;
  render(<NotFoundHelp />);
  screen.getByRole('region', { name: articlesCopy.notFoundLabel });
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    'four',
    'three',
    'two',
  ]);
  expect(screen.queryByRole('search')).toBeNull();
});

it('offers nothing on a site without search and articles', () => {
  settings.SEARCH = false;
  articles = [];
  const { container } = render(<NotFoundHelp />);
  expect(container).toBeEmptyDOMElement();
});
