import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Locator } from '@playwright/test';
import type * as careers from '@/content/careers';
import type * as search from '@/content/search';
import type * as shared from '@/content/shared';
import type * as site from '@/content/site';
import { copyFiles, DEFAULT_LANGUAGE, type Language } from '@/lib/content/languages.mjs';
import { languageUrl } from '@/lib/server/language-urls';
import type { PageCopyFiles } from '@/lib/server/metadata';
import { legalNavigationOf } from '@/lib/content/legal-pages';
import { publishedLinks } from '@/lib/content/navigation';

/** A language's copy files, by name, as its build read them. */
export interface LanguageCopy extends PageCopyFiles {
  readonly careers: typeof careers;
  readonly search: typeof search;
  readonly shared: typeof shared;
  readonly site: typeof site;
}

const CONTENT = join(__dirname, '..', '..', 'content');

// Playwright compiles TypeScript on require; a file named at run time has no static import.
const load = createRequire(__filename);

/**
 * The default's copy from content/, another language's from content/<code>/, where the default's
 * stands in for a file none of its pages shows (scripts/build/languages.mjs): what the tests expect.
 */
export async function copyOf(language: Language): Promise<LanguageCopy> {
  const dir = language.isDefault ? CONTENT : join(CONTENT, language.code);
  const files = copyFiles().map((file) => {
    const own = join(dir, `${file}.ts`);
    return [file, load(existsSync(own) ? own : join(CONTENT, `${file}.ts`))] as const;
  });
  return Object.fromEntries(files) as unknown as LanguageCopy;
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

/** The sitemap's entries: each page's address, when it last changed, and its hreflang links. */
export function sitemapEntries(xml: string) {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry = '']) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(entry)?.[1],
    lastmod: /<lastmod>([^<]+)<\/lastmod>/.exec(entry)?.[1],
    hreflang: Object.fromEntries(
      [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(
        ([, hreflang, href]) => [hreflang, href],
      ),
    ),
  }));
}
