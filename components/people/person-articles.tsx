import { ArticleMeta } from '@/components/articles/article-meta';
import { ReadingColumn } from '@/components/reading/reading-column';
import { SiteLink } from '@/components/ui/site-link';
import { aboutCopy } from '@/content/about';
import { articlePath, fill } from '@/lib/content/articles';
import { articlesBy, type Person } from '@/lib/content/people';

// The articles the person wrote, the newest first; nothing where they wrote none.
export function PersonArticles({ person }: { person: Person }) {
  const articles = articlesBy(person);
  if (articles.length === 0) return null;
  return (
    <section aria-labelledby="articles-heading" className="pt-16">
      <ReadingColumn width="wide">
        <h2 id="articles-heading" className="text-h2 text-ink-950">
          {fill(aboutCopy.people.articlesHeading, { name: person.name })}
        </h2>
        <ul className="mt-6 max-w-3xl divide-y divide-ink-200 border-y border-ink-200">
          {articles.map((article) => (
            <li key={article.slug} className="py-6">
              <h3 className="text-h3 text-ink-950">
                <SiteLink
                  href={articlePath(article.slug)}
                  className="rounded-md hover:text-brand-700"
                >
                  {article.data.title}
                </SiteLink>
              </h3>
              <ArticleMeta article={article} className="mt-2" />
              <p className="mt-3 text-body text-ink-700">{article.data.description}</p>
            </li>
          ))}
        </ul>
      </ReadingColumn>
    </section>
  );
}
