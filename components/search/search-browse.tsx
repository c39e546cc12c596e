import { TagLinks } from '@/components/articles/tag-links';
import { SiteLink } from '@/components/ui/site-link';
import { searchCopy } from '@/content/search';
import { articlePath, articlesIn, tagsIn } from '@/lib/content/articles';
import {
  jobPageFacts,
  personPageFacts,
  servicePageFacts,
  storyPageFacts,
} from '@/lib/content/content-pages';
import { jobsIn } from '@/lib/content/jobs';
import { peopleIn } from '@/lib/content/people';
import { servicePagesIn } from '@/lib/content/service-pages';
import { storiesIn } from '@/lib/content/stories';

const LINK = 'inline-block rounded py-1.5 text-body text-ink-700 hover:text-brand-700';

/** A heading and its links; nothing where the language has none. */
function LinkGroup({
  heading,
  links,
}: {
  heading: string;
  links: readonly { path: string; title: string }[];
}) {
  if (links.length === 0) return null;
  return (
    <div>
      <h3 className="text-eyebrow text-ink-900 uppercase">{heading}</h3>
      <ul className="mt-4 space-y-1">
        {links.map(({ path, title }) => (
          <li key={path}>
            <SiteLink href={path} className={LINK}>
              {title}
            </SiteLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

// What the search page lists without JavaScript, and below the results with it: the topics, the
// article index, then the other pages the index holds (stories, service pages, people, jobs).
export function SearchBrowse() {
  const tags = tagsIn().map(({ tag }) => tag);
  const articles = articlesIn().map((article) => ({
    path: articlePath(article.slug),
    title: article.data.title,
  }));
  const pages = [
    ...storiesIn().map(storyPageFacts),
    ...servicePagesIn().map(servicePageFacts),
    ...peopleIn()
      .filter((person) => person.hasPage)
      .map(personPageFacts),
    ...jobsIn().map(jobPageFacts),
  ];
  return (
    <section aria-labelledby="search-browse-heading" className="mt-16">
      <h2 id="search-browse-heading" className="text-h2 text-ink-950">
        {searchCopy.browse.heading}
      </h2>
      <div className="mt-8 grid gap-10 lg:grid-cols-3">
        {tags.length > 0 && (
          <div>
            <h3 className="text-eyebrow text-ink-900 uppercase">{searchCopy.browse.topics}</h3>
            <TagLinks tags={tags} className="mt-4" />
          </div>
        )}
        <LinkGroup heading={searchCopy.browse.articles} links={articles} />
        <LinkGroup heading={searchCopy.browse.pages} links={pages} />
      </div>
    </section>
  );
}
