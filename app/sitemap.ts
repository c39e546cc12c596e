import type { MetadataRoute } from 'next';
import { LANGUAGES, OTHER_LANGUAGES } from '@/lib/languages.mjs';
import { languageAlternates, languageUrl } from '@/lib/language-urls';
import { legalNavigation, sitePages } from '@/lib/legal-pages';

export const dynamic = 'force-static';

/** How much a page weighs against the others: the home page most, the legal pages least. */
function priorityOf(href: string) {
  if (href === '/') return 1;
  return legalNavigation.some((link) => link.href === href) ? 0.3 : 0.8;
}

// Every page in every language, each entry naming all of its languages (xhtml:link), as search
// engines ask of a multilingual sitemap. Every language's build writes the same file; the root's is
// the one published.
export default function sitemap(): MetadataRoute.Sitemap {
  return LANGUAGES.flatMap((language) =>
    sitePages.map((item) => ({
      url: languageUrl(language, item.href),
      changeFrequency: 'monthly' as const,
      priority: priorityOf(item.href),
      ...(OTHER_LANGUAGES.length > 0 && {
        alternates: { languages: languageAlternates(item.href) },
      }),
    })),
  );
}
