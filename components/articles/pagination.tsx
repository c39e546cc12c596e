import { buttonClassName } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { SiteLink } from '@/components/ui/site-link';
import { articlesCopy } from '@/content/articles';
import { fill, indexPath } from '@/lib/content/articles';

interface PaginationProps {
  page: number;
  pages: number;
}

// The way to the index's newer and older pages, where it has more than one.
export function Pagination({ page, pages }: PaginationProps) {
  if (pages < 2) return null;
  const { pagesLabel, pageLabel, previousPageLabel, nextPageLabel } = articlesCopy;
  return (
    <Container className="pb-16 sm:pb-24">
      <nav
        aria-label={pagesLabel}
        className="flex flex-wrap items-center justify-between gap-4 border-t border-ink-200 pt-8"
      >
        {page > 1 ? (
          <SiteLink
            href={indexPath(page - 1)}
            className={buttonClassName({ variant: 'secondary' })}
          >
            {previousPageLabel}
          </SiteLink>
        ) : (
          <span />
        )}
        <p className="text-small text-ink-600">{fill(pageLabel, { page, pages })}</p>
        {page < pages ? (
          <SiteLink
            href={indexPath(page + 1)}
            className={buttonClassName({ variant: 'secondary' })}
          >
            {nextPageLabel}
          </SiteLink>
        ) : (
          <span />
        )}
      </nav>
    </Container>
  );
}
