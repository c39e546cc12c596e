import { PageIntro } from '@/components/shared/page-intro';
import { articlesCopy } from '@/content/articles';
import { fill, indexPages } from '@/lib/content/articles';
import { ArticleList } from './article-list';
import { ArticleTopics } from './article-topics';
import { Pagination } from './pagination';

// A page of the index: the newest articles first, the topics, and the way to the other pages.
export function ArticlesIndex({ page }: { page: number }) {
  const pages = indexPages();
  const { heading, intro, pageLabel } = articlesCopy;
  return (
    <>
      <PageIntro
        heading={heading}
        intro={page === 1 ? intro : fill(pageLabel, { page, pages: pages.length })}
      />
      <ArticleTopics />
      <ArticleList articles={pages[page - 1] ?? []} />
      <Pagination page={page} pages={pages.length} />
    </>
  );
}
