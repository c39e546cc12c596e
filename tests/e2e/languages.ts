import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Locator } from '@playwright/test';
import type * as about from '@/content/about';
import type * as articles from '@/content/articles';
import type * as contact from '@/content/contact';
import type * as home from '@/content/home';
import type * as legal from '@/content/legal';
import type * as navigation from '@/content/navigation';
import type * as portfolio from '@/content/portfolio';
import type * as services from '@/content/services';
import type * as shared from '@/content/shared';
import type * as site from '@/content/site';
import { COPY_FILES, DEFAULT_LANGUAGE, type Language } from '@/lib/content/languages.mjs';
import { languageUrl } from '@/lib/server/language-urls';
import { legalNavigationOf } from '@/lib/content/legal-pages';
import { publishedLinks } from '@/lib/content/navigation';

/** A language's copy files, by name, as its build read them. */
export interface LanguageCopy {
  about: typeof about;
  articles: typeof articles;
  contact: typeof contact;
  home: typeof home;
  legal: typeof legal;
  navigation: typeof navigation;
  portfolio: typeof portfolio;
  services: typeof services;
  shared: typeof shared;
  site: typeof site;
}

const CONTENT = join(__dirname, '..', '..', 'content');

// Playwright compiles TypeScript on require; a file named at run time has no static import.
const load = createRequire(__filename);

/** The default's copy from content/, another language's from content/<code>/: what the tests expect. */
export async function copyOf(language: Language): Promise<LanguageCopy> {
  const dir = language.isDefault ? CONTENT : join(CONTENT, language.code);
  const files = COPY_FILES.map((file) => [file, load(join(dir, `${file}.ts`))] as const);
  return Object.fromEntries(files) as unknown as LanguageCopy;
}

/** Each route's page copy in a language, as lib/server/metadata.ts indexes the default's. */
export function pageCopyOf(copy: LanguageCopy) {
  const { legalLinks } = copy.navigation;
  return {
    '/': copy.home.homeCopy,
    '/about': copy.about.aboutCopy,
    '/services': copy.services.servicesCopy,
    '/portfolio': copy.portfolio.portfolioCopy,
    '/articles': copy.articles.articlesCopy,
    '/contact': copy.contact.contactCopy,
    [legalLinks.privacy.href]: copy.legal.privacyCopy,
    [legalLinks.imprint.href]: copy.legal.imprintCopy,
  } as const;
}

/** A language's pages, as its build publishes them: the menu's, then the legal ones. */
export function sitePagesOf(copy: LanguageCopy, language: Language) {
  const { mainNavigation, legalLinks } = copy.navigation;
  return [
    ...publishedLinks(mainNavigation, language),
    ...legalNavigationOf(legalLinks, copy.site.site.legal),
  ];
}

/** Fills the contact form in `main` with a valid message, by the labels of a language's copy. */
export async function fillFormIn(
  main: Locator,
  form: LanguageCopy['contact']['contactCopy']['form'],
  message: string,
) {
  await main.getByLabel(form.fields.name.label, { exact: true }).fill('Ada Lovelace');
  await main.getByLabel(form.fields.email.label, { exact: true }).fill('ada@example.com');
  await main
    .getByLabel(form.fields.subject.label, { exact: true })
    .selectOption(form.subjects[0]?.value ?? '');
  await main.getByLabel(form.fields.message.label, { exact: true }).fill(message);
}

/** A page's address in each of the languages that have it and the default's as x-default; none for one. */
export function hreflangOf(languages: readonly Language[], path: string): Record<string, string> {
  return languages.length > 1
    ? Object.fromEntries([
        ...languages.map((language) => [language.locale, languageUrl(language, path)]),
        ...(languages.includes(DEFAULT_LANGUAGE)
          ? [['x-default', languageUrl(DEFAULT_LANGUAGE, path)]]
          : []),
      ])
    : {};
}
