import { ReadingColumn } from '@/components/reading/reading-column';
import { SiteLink } from '@/components/ui/site-link';
import { articlesCopy } from '@/content/articles';
import { articlePath, neighbours, type Article } from '@/lib/content/articles';
import { cn } from '@/lib/shared/cn';

// The articles published just after and just before this one, and the way back to the index.
export function ArticleNeighbours({ article }: { article: Article }) {
  const { newer, older } = neighbours(article);
  const links = [
    { label: articlesCopy.newerLabel, other: newer, align: 'sm:text-start' },
    { label: articlesCopy.olderLabel, other: older, align: 'sm:col-start-2 sm:text-end' },
  ];
  return (
    <ReadingColumn>
      <nav
        aria-label={articlesCopy.allArticlesLabel}
        className="mt-16 grid gap-4 border-t border-ink-200 pt-8 sm:grid-cols-2"
      >
        {links.map(
          ({ label, other, align }) =>
            other && (
              <SiteLink
                key={label}
                href={articlePath(other.slug)}
                className={cn(
                  'block rounded-xl border border-ink-200 p-4 hover:border-brand-300',
                  align,
                )}
              >
                <span className="block text-small text-ink-600">{label}</span>
                <span className="mt-1 block font-semibold text-ink-950">{other.data.title}</span>
              </SiteLink>
            ),
        )}
        <SiteLink
          href="/articles"
          className="justify-self-start rounded-md text-small font-semibold text-brand-700 underline underline-offset-2 sm:col-span-2"
        >
          {articlesCopy.allArticlesLabel}
        </SiteLink>
      </nav>
    </ReadingColumn>
  );
}
