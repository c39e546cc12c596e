import type { Metadata } from 'next';
import { aboutCopy } from '@/content/about';
import { articlesCopy } from '@/content/articles';
import { contactCopy } from '@/content/contact';
import { homeCopy } from '@/content/home';
import { imprintCopy, privacyCopy } from '@/content/legal';
import { legalLinks, type LegalPath, type RoutePath } from '@/content/navigation';
import { portfolioCopy } from '@/content/portfolio';
import { servicesCopy } from '@/content/services';
import { site } from '@/content/site';
import type { PageCopy } from '@/content/types';
import { articlesIn, FEEDS } from '../content/articles';
import { LANGUAGE, LANGUAGES, type Language } from '../content/languages.mjs';
import { openGraphLocale } from './locale';
import { canonicalPath } from '../browser/paths';
import { languageAlternates } from './language-urls';
import { absoluteUrl, ogImagePath } from '../browser/urls';

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
  '/articles': articlesCopy,
  '/contact': contactCopy,
  [legalLinks.privacy.href]: privacyCopy,
  [legalLinks.imprint.href]: imprintCopy,
};

/** What an article's page adds to its Open Graph card (og:type article). */
interface ArticleFacts {
  readonly publishedTime: string;
  readonly modifiedTime: string;
  readonly author: string;
  readonly tags: readonly string[];
}

/** The feeds of this language's articles, announced in every page's head where it has any. */
function feedLinks() {
  if (articlesIn().length === 0) return undefined;
  return {
    [FEEDS.rss.type]: [{ url: absoluteUrl(FEEDS.rss.path), title: articlesCopy.rssLabel }],
    [FEEDS.atom.type]: [{ url: absoluteUrl(FEEDS.atom.path), title: articlesCopy.atomLabel }],
  };
}

interface PageFacts {
  readonly path: string;
  readonly title: string;
  readonly description: string;
  /** The languages that have the page (hreflang); every language unless said. */
  readonly languages?: readonly Language[];
  readonly article?: ArticleFacts;
}

// Every page gets the same complete set: canonical, Open Graph and Twitter card with its own image,
// and, where the page is in more than one language, its address in each (hreflang) and their locales.
export function metadataOf({
  path,
  title,
  description,
  languages = LANGUAGES,
  article,
}: PageFacts): Metadata {
  const url = absoluteUrl(canonicalPath(path));
  const image = {
    url: absoluteUrl(ogImagePath(path)),
    ...OG_IMAGE_SIZE,
    alt: `${title} — ${site.name}`,
    type: 'image/png',
  };
  const fullTitle = `${title} | ${site.name}`;
  const multilingual = languages.length > 1;
  const feeds = feedLinks();
  const otherLocales = languages
    .filter((language) => language !== LANGUAGE)
    .map((language) => openGraphLocale(language.locale));
  return {
    // The layout's template does not reach a page in its own segment, so the home page spells it out.
    title: path === '/' ? { absolute: fullTitle } : title,
    description,
    alternates: {
      canonical: url,
      ...(multilingual && { languages: languageAlternates(path, languages) }),
      ...(feeds && { types: feeds }),
    },
    openGraph: {
      siteName: site.name,
      locale: openGraphLocale(LANGUAGE.locale),
      ...(multilingual && { alternateLocale: otherLocales }),
      title: fullTitle,
      description,
      url,
      images: [image],
      ...(article
        ? {
            type: 'article',
            publishedTime: article.publishedTime,
            modifiedTime: article.modifiedTime,
            authors: [article.author],
            tags: [...article.tags],
          }
        : { type: 'website' }),
    },
    twitter: {
      card: 'summary_large_image',
      title: fullTitle,
      description,
      images: [image.url],
    },
  };
}

/** A page of the navigation or a legal page, from its copy. */
export function pageMetadata(path: PagePath): Metadata {
  const { title, description } = pageCopy[path];
  return metadataOf({ path, title, description });
}
