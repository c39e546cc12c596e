import type { Page } from '@playwright/test';
import { LANGUAGES, type Language } from '@/lib/content/languages.mjs';
import { readMarkdown } from '@/lib/content/markdown.mjs';
import { languagePath } from '@/lib/server/language-urls';
import { SEARCH } from '@/lib/settings/env.mjs';
import { MAX_QUERY_LENGTH, SEARCH_FOLDER, SEARCH_PATH } from '@/lib/settings/search.mjs';
import { searchedPage } from '../searched-page.mjs';
import { expectNoViolations } from './accessibility';
import { expect, expectClean, skipRtlProjectWithoutRightToLeft, test } from './fixtures';
import { copyOf } from './languages';

// Search at /search/ where the owner turns it on (NEXT_PUBLIC_SEARCH, docs/search.md): the second
// owner's English and German, the right-to-left owner's Arabic and English. The desktop project
// runs it for every owner, the rtl project for the right-to-left one (playwright.config.ts).

skipRtlProjectWithoutRightToLeft();

/** The search page of a language, its script started (it says so in the status line). */
async function openSearch(page: Page, language: Language) {
  const copy = (await copyOf(language)).search.searchCopy;
  await page.goto(languagePath(language, SEARCH_PATH));
  const status = page.getByRole('status');
  await expect(status).toHaveText(copy.messages.empty);
  const field = page.getByRole('searchbox', { name: copy.fieldLabel });
  const results = page.getByRole('list', { name: copy.resultsLabel });
  return { copy, status, field, results };
}

test.describe('where search is off', () => {
  test.skip(SEARCH, 'NEXT_PUBLIC_SEARCH is on');

  test('the site has no search page, no index and no link to them', async ({ page, request }) => {
    expect((await request.get(`${SEARCH_PATH}/`)).status()).toBe(404);
    expect((await request.get(`/${SEARCH_FOLDER}/pagefind.js`)).status()).toBe(404);
    await page.goto('/');
    await expect(page.locator(`a[href$="${SEARCH_PATH}/"]`)).toHaveCount(0);
  });
});

test.describe('where search is on', () => {
  test.skip(!SEARCH, 'NEXT_PUBLIC_SEARCH is off');

  for (const language of LANGUAGES) {
    test(`${language.locale}: results as the visitor types, each with its title and an excerpt`, async ({
      page,
      watch,
    }) => {
      const { word, title } = searchedPage(language.code);
      const { status, field, results } = await openSearch(page, language);
      await expect(page.locator('html')).toHaveAttribute('lang', language.locale);
      await expect(page.locator('html')).toHaveAttribute('dir', language.dir);
      await field.pressSequentially(word);
      const result = results.getByRole('listitem').filter({
        has: page.getByRole('heading', { name: title, exact: true }),
      });
      await expect(result).toHaveCount(1);
      await expect(result.getByRole('paragraph')).not.toBeEmpty();
      await expect(result.locator('mark').first()).toBeVisible();
      await expect(status).toContainText(word);
      // What was typed is isolated in the line, so that in a sentence of the other direction the
      // count stays on its side of it.
      await expect(status.locator('bdi')).toHaveText(word);
      // The results run the page's way: right to left in Arabic.
      expect(await results.evaluate((list) => getComputedStyle(list).direction)).toBe(language.dir);
      // The page with its results passes the audit every page passes.
      await expectNoViolations(page);
      // A result leads to its page, in the same language.
      await result.getByRole('link').click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      expect(new URL(page.url()).pathname.startsWith(languagePath(language, '/'))).toBe(true);
      expectClean(watch);
    });

    test(`${language.locale}: an empty, a very long or a symbols-only query gets a message`, async ({
      page,
      watch,
    }) => {
      const { copy, status, field, results } = await openSearch(page, language);
      const { word } = searchedPage(language.code);
      await field.fill(word);
      await expect(results.getByRole('listitem').first()).toBeVisible();
      await field.fill('');
      await expect(status).toHaveText(copy.messages.empty);
      await expect(results.getByRole('listitem')).toHaveCount(0);
      await field.fill(`${word} `.repeat(MAX_QUERY_LENGTH));
      await expect(status).toHaveText(
        copy.messages.tooLong.replace('{max}', String(MAX_QUERY_LENGTH)),
      );
      await field.fill('?!* — «» //');
      await expect(status).toHaveText(copy.messages.noWords);
      await expect(results.getByRole('listitem')).toHaveCount(0);
      await field.fill('zzqxv');
      await expect(status).toHaveText(copy.messages.noResults.replace('{query}', 'zzqxv'));
      expectClean(watch);
    });

    test(`${language.locale}: without JavaScript, the topics, the articles and the other pages`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
      const page = await context.newPage();
      const copy = (await copyOf(language)).search.searchCopy;
      await page.goto(languagePath(language, SEARCH_PATH));
      const browse = page.getByRole('region', { name: copy.browse.heading });
      const { articles } = readMarkdown();
      const own = articles.filter((entry) => entry.language === language.code);
      for (const article of own)
        await expect(
          browse.getByRole('link', { name: article.data.title, exact: true }),
        ).toBeVisible();
      for (const tag of new Set(own.flatMap((article) => article.data.tags)))
        await expect(browse.getByRole('link', { name: tag, exact: true }).first()).toBeVisible();
      const { title } = searchedPage(language.code);
      await expect(browse.getByRole('link', { name: title }).first()).toBeVisible();
      // The form still sends the query, to the page itself.
      await page.getByRole('searchbox', { name: copy.fieldLabel }).fill('ferry');
      await page.getByRole('button', { name: copy.submitLabel }).click();
      await expect(page).toHaveURL(/\/search\/\?q=ferry$/);
      await context.close();
    });

    test(`${language.locale}: the header links the search page, loaded in full`, async ({
      page,
    }) => {
      const copy = (await copyOf(language)).search.searchCopy;
      await page.goto(languagePath(language, '/'));
      const link = page.getByRole('banner').getByRole('link', { name: copy.linkLabel });
      await expect(link).toHaveAttribute('href', languagePath(language, SEARCH_PATH));
      await link.click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.heading);
      await expect(page.getByRole('status')).toHaveText(copy.messages.empty);
    });
  }

  test('only the pages that search (the search page and the 404) allow WebAssembly and load Pagefind', async ({
    page,
  }) => {
    const policy = async (path: string) => {
      await page.goto(path);
      return page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    };
    const pagefind: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(`/${SEARCH_FOLDER}/`)) pagefind.push(request.url());
    });
    const [language] = LANGUAGES;
    if (!language) throw new Error('no language');
    const home = await policy(languagePath(language, '/'));
    expect(home).not.toContain('wasm-unsafe-eval');
    expect(pagefind).toEqual([]);
    const search = await policy(languagePath(language, SEARCH_PATH));
    expect(search).toMatch(/script-src 'self' [^;]*'wasm-unsafe-eval'/);
    expect(search).not.toContain("'unsafe-eval'");
    // Else the same policy as Home's: only the inline scripts' hashes differ.
    const withoutHashes = (policy: string | null) => (policy ?? '').replace(/ 'sha256-[^']+'/g, '');
    expect(
      withoutHashes(search)
        .replace(" 'wasm-unsafe-eval'", '')
        .replace("worker-src 'self'", "worker-src 'none'"),
    ).toBe(withoutHashes(home));
    // Pagefind loads once the visitor types, not before.
    expect(pagefind).toEqual([]);
    await page.getByRole('searchbox').pressSequentially(searchedPage(language.code).word);
    await expect.poll(() => pagefind.some((url) => url.endsWith('/pagefind.js'))).toBe(true);
    // The 404 page searches the missing address's words at once, under the same policy.
    expect(withoutHashes(await policy(languagePath(language, '/no-such-page')))).toBe(
      withoutHashes(search),
    );
  });
});
