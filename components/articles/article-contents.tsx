import { articlesCopy } from '@/content/articles';
import { contentsOf, type Article } from '@/lib/content/articles';
import { PAGE_IDS } from '@/lib/content/page-ids.mjs';

const LINK = 'rounded-md font-medium text-brand-700 hover:text-brand-800 hover:underline';

// A long article's sections, each a link to the anchor the Markdown step gave its heading: plain
// links in the page's HTML, so they work before any script and without one.
export function ArticleContents({ article }: { article: Article }) {
  const entries = contentsOf(article);
  if (entries.length === 0) return null;
  return (
    <nav
      aria-labelledby={PAGE_IDS.contents}
      className="mb-8 rounded-2xl border border-ink-200 bg-ink-50 p-6"
    >
      <h2 id={PAGE_IDS.contents} className="text-eyebrow text-ink-600 uppercase">
        {articlesCopy.contentsLabel}
      </h2>
      <ol className="mt-4 space-y-2 text-body">
        {entries.map(({ id, text, sections }) => (
          <li key={id}>
            <a href={`#${id}`} className={LINK}>
              {text}
            </a>
            {sections.length > 0 && (
              <ol className="mt-2 space-y-2 border-s border-ink-200 ps-5">
                {sections.map((section) => (
                  <li key={section.id}>
                    <a href={`#${section.id}`} className={LINK}>
                      {section.text}
                    </a>
                  </li>
                ))}
              </ol>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
