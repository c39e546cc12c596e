import type { Metadata } from 'next';
import * as about from '@/content/about';
import * as articles from '@/content/articles';
import * as contact from '@/content/contact';
import * as home from '@/content/home';
import * as legal from '@/content/legal';
import * as navigation from '@/content/navigation';
import type { LegalPath, RoutePath } from '@/content/navigation';
import * as portfolio from '@/content/portfolio';
import * as services from '@/content/services';
import { site } from '@/content/site';
import type { PageCopy } from '@/content/types';
import { articlesIn, FEEDS } from '@/lib/content/articles';
import { LANGUAGE, LANGUAGES, type Language } from '@/lib/content/languages.mjs';
import { openGraphLocale } from './locale';
import { canonicalPath } from '@/lib/shared/paths';
import { languageAlternates } from './language-urls';
import { absoluteUrl, ogImagePath } from '@/lib/shared/urls';

export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Every page's path: the menu's and the legal pages'. */
export type PagePath = RoutePath | LegalPath;

// The copy files pages read their copy from, as modules: a language's build has its own (next.config.mjs).
const files = { about, articles, contact, home, legal, navigation, portfolio, services };

/** A language's copy files as modules: the build's, or one the tests loaded. */
export type PageCopyFiles = typeof files;

/**
 * Each page's copy, by its path: the one list metadata, social cards, the sitemap and the tests
 * read. Typed by the navigation, so a page added to the menu without its line here fails to compile.
 */
export function pageCopyOf(copy: PageCopyFiles): Readonly<Record<PagePath, PageCopy>> {
  const { legalLinks } = copy.navigation;
  return {
    '/': copy.home.homeCopy,
    '/about': copy.about.aboutCopy,
    '/services': copy.services.servicesCopy,
    '/portfolio': copy.portfolio.portfolioCopy,
    '/articles': copy.articles.articlesCopy,
    '/contact': copy.contact.contactCopy,
    [legalLinks.privacy.href]: copy.legal.privacyCopy,
    [legalLinks.accessibility.href]: copy.legal.accessibilityCopy,
    [legalLinks.imprint.href]: copy.legal.imprintCopy,
  };
}

/** This build's pages' copy. */
export const pageCopy = pageCopyOf(files);

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
    [FEEDS.rss.type]: [{ url: absoluteUrl(FEEDS.rss.path), title: articles.articlesCopy.rssLabel }],
    [FEEDS.atom.type]: [
      { url: absoluteUrl(FEEDS.atom.path), title: articles.articlesCopy.atomLabel },
    ],
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
