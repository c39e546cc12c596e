import type { MetadataRoute } from 'next';
import { mainNavigation } from '@/content/navigation';
import { LANGUAGES, OTHER_LANGUAGES } from '@/lib/languages.mjs';
import { languageAlternates, languageUrl } from '@/lib/language-urls';

export const dynamic = 'force-static';

// Every page in every language, each entry naming all of its languages (xhtml:link), as search
// engines ask of a multilingual sitemap. Every language's build writes the same file; the root's is
// the one published.
export default function sitemap(): MetadataRoute.Sitemap {
  return LANGUAGES.flatMap((language) =>
    mainNavigation.map((item) => ({
      url: languageUrl(language, item.href),
      changeFrequency: 'monthly' as const,
      priority: item.href === '/' ? 1 : 0.8,
      ...(OTHER_LANGUAGES.length > 0 && {
        alternates: { languages: languageAlternates(item.href) },
      }),
    })),
  );
}
