import type { ArticleFrontmatter } from '@/content/types';
import {
  CONTENTS_MIN_SECTIONS,
  contentsOf,
  RELATED_ARTICLES,
  relatedTo,
  type Article,
} from '@/lib/content/articles';
import type { Heading } from '@/lib/content/markdown.mjs';

// What an article page adds around its text: the contents of a long one and the related articles
// at the end of each, on articles this test writes (the project's own content has none).

function article(
  slug: string,
  { tags = [] as string[], date = '2026-11-12', language = 'en', headings = [] as Heading[] } = {},
): Article {
  const data: ArticleFrontmatter = {
    title: `The article ${slug}`,
    description: 'What the article says, in a sentence of fifty characters or more.',
    date,
    author: 'Ada Example',
    tags,
    cover: { src: 'projects/mobile-banking-app.jpg', alt: 'A phone' },
    draft: false,
  };
  return {
    file: `content/articles/${language}/${slug}.md`,
    language,
    slug,
    minutes: 3,
    body: [],
    headings,
    data,
  };
}

const section = (n: number, depth: 2 | 3 = 2): Heading => ({
  depth,
  id: `part-${n}`,
  text: `Part ${n}`,
});

describe("an article's contents", () => {
  it(`lists nothing below ${CONTENTS_MIN_SECTIONS} sections`, () => {
    const headings = Array.from({ length: CONTENTS_MIN_SECTIONS - 1 }, (_, n) => section(n + 1));
    // Sub-sections are no sections: three ## with many ### still list nothing.
    headings.push(section(10, 3), section(11, 3), section(12, 3));
    expect(contentsOf({ headings })).toEqual([]);
  });

  it(`lists every ## from ${CONTENTS_MIN_SECTIONS} on, each with its ###, in order`, () => {
    const headings = [
      section(1),
      section(2),
      section(21, 3),
      section(22, 3),
      section(3),
      section(4),
      section(41, 3),
    ];
    expect(contentsOf({ headings })).toEqual([
      { id: 'part-1', text: 'Part 1', sections: [] },
      {
        id: 'part-2',
        text: 'Part 2',
        sections: [
          { id: 'part-21', text: 'Part 21' },
          { id: 'part-22', text: 'Part 22' },
        ],
      },
      { id: 'part-3', text: 'Part 3', sections: [] },
      { id: 'part-4', text: 'Part 4', sections: [{ id: 'part-41', text: 'Part 41' }] },
    ]);
  });
});

describe("an article's related articles", () => {
  const slugs = (articles: readonly Article[]) => articles.map(({ slug }) => slug);

  it('are those sharing most of its topics, then the newest, never itself', () => {
    const self = article('self', { tags: ['Offline', 'TypeScript', 'Design'] });
    const all = [
      self,
      article('newest-unrelated', { date: '2026-11-20' }),
      article('one-shared', { tags: ['Design'], date: '2026-10-01' }),
      article('two-shared', { tags: ['offline', 'TypeScript'], date: '2026-01-01' }),
      article('one-shared-newer', { tags: ['Typescript'], date: '2026-10-02' }),
      article('old-unrelated', { date: '2025-01-01' }),
    ];
    // Tags match by address, as their pages do: "offline" is "Offline".
    expect(slugs(relatedTo(self, all))).toEqual(['two-shared', 'one-shared-newer', 'one-shared']);
  });

  it('fall back to the newest where no topic is shared, and stay in the language', () => {
    const self = article('self', { tags: ['Offline'] });
    const all = [
      self,
      article('older', { date: '2026-01-01' }),
      article('german', { tags: ['Offline'], date: '2026-11-01', language: 'de' }),
      article('newer', { date: '2026-11-01' }),
    ];
    expect(slugs(relatedTo(self, all))).toEqual(['newer', 'older']);
    expect(relatedTo(self, [self])).toEqual([]);
  });

  it(`are ${RELATED_ARTICLES} at most`, () => {
    const self = article('self');
    const all = [self, ...Array.from({ length: 6 }, (_, n) => article(`other-${n}`))];
    expect(relatedTo(self, all)).toHaveLength(RELATED_ARTICLES);
  });
});
