import type { Metadata } from 'next';
import { aboutCopy } from '@/content/about';
import { contactCopy } from '@/content/contact';
import { homeCopy } from '@/content/home';
import { imprintCopy, privacyCopy } from '@/content/legal';
import { legalLinks, type LegalPath, type RoutePath } from '@/content/navigation';
import { portfolioCopy } from '@/content/portfolio';
import { servicesCopy } from '@/content/services';
import { site } from '@/content/site';
import type { PageCopy } from '@/content/types';
import { LANGUAGE, LANGUAGES, OTHER_LANGUAGES } from './languages.mjs';
import { openGraphLocale } from './locale';
import { canonicalPath } from './paths';
import { languageAlternates } from './language-urls';
import { absoluteUrl, ogImagePath } from './urls';

export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Every page's path: the menu's and the legal pages'. */
export type PagePath = RoutePath | LegalPath;

// Each route's copy, indexed for metadata, social cards and the sitemap. Typed by the navigation,
// so a page added to the menu without its copy fails to compile.
export const pageCopy: Readonly<Record<PagePath, PageCopy>> = {
  '/': homeCopy,
  '/about': aboutCopy,
  '/services': servicesCopy,
  '/portfolio': portfolioCopy,
  '/contact': contactCopy,
  [legalLinks.privacy.href]: privacyCopy,
  [legalLinks.imprint.href]: imprintCopy,
};

// Every page gets the same complete set: canonical, Open Graph and Twitter card with its own image,
// and, where the site has more than one language, its address in each (hreflang) and their locales.
export function pageMetadata(path: PagePath): Metadata {
  const { title, description } = pageCopy[path];
  const url = absoluteUrl(canonicalPath(path));
  const image = {
    url: absoluteUrl(ogImagePath(path)),
    ...OG_IMAGE_SIZE,
    alt: `${title} — ${site.name}`,
    type: 'image/png',
  };
  const fullTitle = `${title} | ${site.name}`;
  const multilingual = OTHER_LANGUAGES.length > 0;
  const otherLocales = LANGUAGES.filter((language) => language !== LANGUAGE).map((language) =>
    openGraphLocale(language.locale),
  );
  return {
    // The layout's template does not reach a page in its own segment, so the home page spells it out.
    title: path === '/' ? { absolute: fullTitle } : title,
    description,
    alternates: {
      canonical: url,
      ...(multilingual && { languages: languageAlternates(path) }),
    },
    openGraph: {
      type: 'website',
      siteName: site.name,
      locale: openGraphLocale(LANGUAGE.locale),
      ...(multilingual && { alternateLocale: otherLocales }),
      title: fullTitle,
      description,
      url,
      images: [image],
    },
    twitter: {
      card: 'summary_large_image',
      title: fullTitle,
      description,
      images: [image.url],
    },
  };
}
