import type { MetadataRoute } from 'next';
import { sitemapPages } from '@/lib/content/content-pages';
import { LANGUAGES } from '@/lib/content/languages.mjs';
import { languageAlternates, languageUrl } from '@/lib/server/language-urls';
import { legalNavigation } from '@/lib/content/legal-pages';

export const dynamic = 'force-static';

/** How much a page weighs against the others: the home page most, the legal pages least. */
function priorityOf(href: string) {
  if (href === '/') return 1;
  return legalNavigation.some((link) => link.href === href) ? 0.3 : 0.8;
}

// Every page in every language, each entry naming all of its languages (xhtml:link), as search
// engines ask of a multilingual sitemap, and an article when it last changed. Every language's
// build writes the same file; the root's is the one published.
export default function sitemap(): MetadataRoute.Sitemap {
  return LANGUAGES.flatMap((language) =>
    sitemapPages(language).map(({ path, languages, lastModified }) => ({
      url: languageUrl(language, path),
      ...(lastModified && { lastModified }),
      changeFrequency: 'monthly' as const,
      priority: priorityOf(path),
      ...(languages.length > 1 && {
        alternates: { languages: languageAlternates(path, languages) },
      }),
    })),
  );
}
