import { SiteLink } from '@/components/ui/site-link';
import type { Article } from '@/lib/content/articles';
import { articleAuthor, personHref } from '@/lib/content/people';

// Who wrote it: a person of the team links to their page, or to the team where they have none.
export function Byline({ article, label }: { article: Article; label: string }) {
  const { name, person } = articleAuthor(article);
  return (
    <span>
      {label}{' '}
      {person ? (
        <SiteLink
          href={personHref(person)}
          rel={person.hasPage ? 'author' : undefined}
          className="rounded-md font-semibold text-ink-800 underline underline-offset-2 hover:text-brand-700"
        >
          {name}
        </SiteLink>
      ) : (
        <span className="font-semibold text-ink-800">{name}</span>
      )}
    </span>
  );
}
