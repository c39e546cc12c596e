import { ArticleList } from '@/components/articles/article-list';
import { SearchForm } from '@/components/search/search-form';
import { SectionHeading } from '@/components/shared/section-heading';
import { Container } from '@/components/ui/container';
import { articlesCopy } from '@/content/articles';
import { searchCopy } from '@/content/search';
import { articlesIn } from '@/lib/content/articles';
import { SEARCH } from '@/lib/settings/env.mjs';

/** How many of the latest articles the 404 page offers where search is off. */
const LATEST = 3;

// Under the 404's message and button, the ways on the site has: with search on, the pages that
// match the words of the address that was not found; else, with articles, the latest of them. A
// site with neither (the shipped one) shows the message alone.
export function NotFoundHelp() {
  if (SEARCH)
    return (
      <section aria-labelledby="not-found-help">
        <Container className="pb-16 sm:pb-24">
          <div className="mx-auto max-w-3xl">
            <SectionHeading
              id="not-found-help"
              heading={searchCopy.notFound.heading}
              className="mb-6"
            />
            <SearchForm forAddress />
          </div>
        </Container>
      </section>
    );
  const latest = articlesIn().slice(0, LATEST);
  if (latest.length === 0) return null;
  return (
    <section aria-labelledby="not-found-help">
      <Container>
        <SectionHeading id="not-found-help" heading={articlesCopy.notFoundLabel} className="mb-8" />
      </Container>
      <ArticleList articles={latest} />
    </section>
  );
}
