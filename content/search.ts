import type { SearchCopy } from './types';

// The words of the search page (on with NEXT_PUBLIC_SEARCH=on) and of the header's link to it.
export const searchCopy = {
  title: 'Search',
  description:
    'Search our articles, project stories, services, team and open positions, or browse them by topic.',
  heading: 'Search',
  intro: 'Find an article, a project story, a service, a person on our team or an open position.',
  linkLabel: 'Search',
  fieldLabel: 'Search the site',
  submitLabel: 'Search',
  resultsLabel: 'Results',
  messages: {
    empty: 'Type a word or two to search.',
    tooLong: 'That is a long search: try it in at most {max} characters.',
    noWords: 'Type a word with letters or digits to search.',
    searching: 'Searching…',
    noResults: 'Nothing found for “{query}”. Try another word, or browse the topics below.',
    results: '{count} found for “{query}”.',
    failed: 'The search could not load. Reload the page, or browse the topics below.',
  },
  notFound: {
    heading: 'Were you looking for one of these?',
    noResults: 'No page matches “{query}”. Try other words, or start from the home page.',
    failed: 'The search could not load. Reload the page, or start from the home page.',
  },
  browse: {
    heading: 'Browse',
    topics: 'Topics',
    articles: 'All articles',
    pages: 'Stories, services, people and jobs',
  },
} as const satisfies SearchCopy;
