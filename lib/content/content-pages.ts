import { aboutCopy } from '@/content/about';
import { articlesCopy } from '@/content/articles';
import { careersCopy } from '@/content/careers';
import { footerNavigation, mainNavigation } from '@/content/navigation';
import { portfolioCopy } from '@/content/portfolio';
import { searchCopy } from '@/content/search';
import { SEARCH } from '@/lib/settings/env.mjs';
import { SEARCH_PATH } from '@/lib/settings/search.mjs';
import {
  ARTICLES_PATH,
  articleLanguages,
  articlePath,
  articlesIn,
  fill,
  indexPages,
  indexPath,
  lastModified,
  tagPath,
  tagsIn,
  type Article,
} from './articles';
import { CAREERS_PATH, careersLanguages, jobLanguages, jobPath, jobsIn, type Job } from './jobs';
import { LANGUAGE, LANGUAGES, type Language } from './languages.mjs';
import { legalNavigation, sitePages } from './legal-pages';
import { pageCopy } from '@/lib/server/metadata';
import { publishedLinks } from './navigation';
import { readMarkdown } from './markdown.mjs';
import { peopleIn, personLanguages, personPath, type Person } from './people';
import {
  servicePageLanguages,
  servicePagesIn,
  servicePath,
  type ServicePage,
} from './service-pages';
import { storiesIn, storyLanguages, storyPath, type Story } from './stories';

// Every page of the site with what its metadata, its social card and the sitemap say of it: the
// navigation's pages, and those content/articles/, content/stories/, content/services/,
// content/people/ and content/jobs/ make.

/** A page in the sitemap: where it is, in which languages, and when it last changed. */
export interface SitemapPage {
  readonly path: string;
  /** The languages that have it, for its hreflang links; one where it is a language's own. */
  readonly languages: readonly Language[];
  readonly lastModified?: string;
}

/** A page of this build with the words its head and its social card show. */
export interface PageFacts extends SitemapPage {
  readonly title: string;
  readonly description: string;
}

const withArticles = LANGUAGES.filter((language) => articlesIn(language).length > 0);

/** Every page of a language, in the sitemap's order. */
export function sitemapPages(language: Language): SitemapPage[] {
  const articles = articlesIn(language);
  const own = [language];
  return [
    ...publishedLinks(mainNavigation, language).map(({ href }) => ({
      path: href,
      languages: href === ARTICLES_PATH ? withArticles : LANGUAGES,
    })),
    ...legalNavigation.map(({ href }) => ({ path: href, languages: LANGUAGES })),
    ...indexPages(articles)
      .slice(1)
      .map((_, index) => ({ path: indexPath(index + 2), languages: own })),
    ...tagsIn(language).map(({ tag }) => ({ path: tagPath(tag), languages: own })),
    ...articles.map((article) => ({
      path: articlePath(article.slug),
      languages: articleLanguages(article.slug),
      lastModified: lastModified(article),
    })),
    ...readMarkdown()
      .stories.filter((story) => story.language === language.code)
      .map((story) => ({
        path: storyPath(story.slug),
        languages: storyLanguages(story.slug),
        ...(story.data.updated && { lastModified: story.data.updated }),
      })),
    ...readMarkdown()
      .services.filter((entry) => entry.language === language.code)
      .map((entry) => ({
        path: servicePath(entry.slug),
        languages: servicePageLanguages(entry.slug),
        ...(entry.data.updated && { lastModified: entry.data.updated }),
      })),
    ...peopleIn(language)
      .filter((person) => person.hasPage)
      .map((person) => ({ path: personPath(person.id), languages: personLanguages(person.id) })),
    ...publishedLinks(footerNavigation, language).map(({ href }) => ({
      path: href,
      languages: href === CAREERS_PATH ? careersLanguages() : LANGUAGES,
    })),
    ...jobsIn(language).map((job) => ({
      path: jobPath(job.slug),
      languages: jobLanguages(job.slug),
      lastModified: job.data.date,
    })),
    ...(SEARCH ? [{ path: SEARCH_PATH, languages: LANGUAGES }] : []),
  ];
}

/** A page of the index. */
export function indexPageFacts(page: number): PageFacts {
  const pages = indexPages().length;
  const { title, description } = articlesCopy;
  return page === 1
    ? { path: ARTICLES_PATH, title, description, languages: withArticles }
    : {
        path: indexPath(page),
        title: `${title}, ${fill(articlesCopy.pageLabel, { page, pages })}`,
        description,
        languages: [LANGUAGE],
      };
}

/** A tag's page. */
export function tagPageFacts(tag: string): PageFacts {
  return {
    path: tagPath(tag),
    title: fill(articlesCopy.tagTitle, { tag }),
    description: fill(articlesCopy.tagDescription, { tag }),
    languages: [LANGUAGE],
  };
}

export function articlePageFacts(article: Article): PageFacts {
  return {
    path: articlePath(article.slug),
    title: article.data.title,
    description: article.data.description,
    languages: articleLanguages(article.slug),
    lastModified: lastModified(article),
  };
}

export function storyPageFacts(story: Story): PageFacts {
  return {
    path: storyPath(story.entry.slug),
    title: `${story.title}: ${portfolioCopy.story.storyHeading}`,
    description: story.description,
    languages: storyLanguages(story.entry.slug),
  };
}

export function servicePageFacts({ entry, service }: ServicePage): PageFacts {
  return {
    path: servicePath(entry.slug),
    title: service.title,
    description: entry.data.description,
    languages: servicePageLanguages(entry.slug),
    ...(entry.data.updated && { lastModified: entry.data.updated }),
  };
}

/** A person's page: their name and role, and their bio as its summary. */
export function personPageFacts(person: Person): PageFacts {
  return {
    path: personPath(person.id),
    title: fill(aboutCopy.people.pageTitle, { name: person.name, role: person.role }),
    description: person.bio,
    languages: personLanguages(person.id),
  };
}

/** The careers page, where a job is open. */
export function careersPageFacts(): PageFacts {
  const { title, description } = careersCopy;
  return { path: CAREERS_PATH, title, description, languages: careersLanguages() };
}

export function jobPageFacts(job: Job): PageFacts {
  return {
    path: jobPath(job.slug),
    title: job.data.title,
    description: job.data.description,
    languages: jobLanguages(job.slug),
    lastModified: job.data.date,
  };
}

/** The search page, where NEXT_PUBLIC_SEARCH is on (docs/search.md). */
export function searchPageFacts(): PageFacts {
  const { title, description } = searchCopy;
  return { path: SEARCH_PATH, title, description, languages: LANGUAGES };
}

/** Every page of this build, with its words: what the social cards are drawn from. */
export function pagesOfThisBuild(): PageFacts[] {
  return [
    ...sitePages.map(({ href }) => ({ path: href, ...pageCopy[href], languages: LANGUAGES })),
    ...indexPages()
      .slice(1)
      .map((_, index) => indexPageFacts(index + 2)),
    ...tagsIn().map(({ tag }) => tagPageFacts(tag)),
    ...articlesIn().map(articlePageFacts),
    ...storiesIn().map(storyPageFacts),
    ...servicePagesIn().map(servicePageFacts),
    ...peopleIn()
      .filter((person) => person.hasPage)
      .map(personPageFacts),
    ...(jobsIn().length > 0 ? [careersPageFacts(), ...jobsIn().map(jobPageFacts)] : []),
    ...(SEARCH ? [searchPageFacts()] : []),
  ];
}
