import { articlesCopy } from '@/content/articles';
import { homeCopy } from '@/content/home';
import { searchCopy } from '@/content/search';
import { notFoundCopy } from '@/content/shared';
import { articlesIn } from '@/lib/content/articles';
import { DEFAULT_LANGUAGE, OTHER_LANGUAGES } from '@/lib/content/languages.mjs';
import { SEARCH } from '@/lib/settings/env.mjs';
import { SEARCH_PATH } from '@/lib/settings/search.mjs';
import { searchedPage } from '../searched-page.mjs';
import { expect, test } from './fixtures';
import { escapeRegExp } from './content';
import { copyOf } from './languages';

// Under the spec's message and button, the ways on the site has: the pages the missing address's
// words find where search is on, else the latest articles; the shipped site has neither.
const HELP = SEARCH
  ? searchCopy.notFound.heading
  : articlesIn().length > 0
    ? articlesCopy.notFoundLabel
    : undefined;

test('an unknown path answers 404 with the texts, a way home and a console line', async ({
  page,
  watch,
}) => {
  const path = '/this-page-does-not-exist';
  const logged = page.waitForEvent(
    'console',
    (message) => message.type() === 'error' && message.text().includes(path),
  );
  const response = await page.goto(path);
  expect(response?.status()).toBe(404);
  // Empty texts would match anything below.
  expect(notFoundCopy.code.trim()).not.toBe('');
  expect(notFoundCopy.title.trim()).not.toBe('');
  await expect(page.getByText(notFoundCopy.code, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: notFoundCopy.title })).toBeVisible();
  await logged;

  await expect(page.locator('h1')).toHaveCount(1);
  // Nothing but the message where the site has no search and no article.
  if (!HELP) await expect(page.getByRole('main').getByRole('heading')).toHaveCount(1);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  const home = page.getByRole('link', { name: notFoundCopy.homeLabel });
  await expect(home).toHaveAttribute('href', '/');
  await home.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: homeCopy.heading })).toBeVisible();

  expect(watch.pageErrors).toEqual([]);
  expect(watch.foreignRequests).toEqual([]);
  expect(watch.consoleErrors.filter((text) => !text.includes(path))).toEqual([]);
});

test("under another language's prefix, the 404 page is that language's and logs the path", async ({
  page,
}, testInfo) => {
  const languages = OTHER_LANGUAGES;
  test.skip(languages.length === 0, 'the site has one language (content/languages.mjs)');
  // `serve` answers its root 404.html everywhere; the hosts the build configures answer the
  // language's (host-rules.spec.ts runs the same paths on Cloudflare's and Netlify's runtimes).
  test.skip(testInfo.project.name !== 'nginx', 'checked behind nginx');
  for (const language of languages) {
    const copy = (await copyOf(language)).shared.notFoundCopy;
    const path = `${language.prefix}/this-page-does-not-exist`;
    const logged = page.waitForEvent(
      'console',
      (message) => message.type() === 'error' && message.text().includes(path),
    );
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', language.locale);
    await expect(page.getByRole('heading', { level: 1, name: copy.title })).toBeVisible();
    await expect(page.getByRole('link', { name: copy.homeLabel })).toHaveAttribute(
      'href',
      `${language.prefix}/`,
    );
    await logged;
  }
});

test.describe('where search is on', () => {
  test.skip(!SEARCH, 'NEXT_PUBLIC_SEARCH is off');

  test("the 404 page offers the pages the missing address's words find", async ({
    page,
    watch,
  }) => {
    // A page's old address: its title's words at the site's root, as before a move.
    const { title } = searchedPage(DEFAULT_LANGUAGE.code);
    const words = title
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean);
    expect((await page.goto(`/${words.map(encodeURIComponent).join('-')}/`))?.status()).toBe(404);
    const help = page.getByRole('region', { name: searchCopy.notFound.heading });
    // The address's words, searched at once.
    await expect(help.getByRole('searchbox', { name: searchCopy.fieldLabel })).toHaveValue(
      words.join(' '),
    );
    const results = help.getByRole('list', { name: searchCopy.resultsLabel });
    const found = results.getByRole('link', {
      name: new RegExp(`^${escapeRegExp(title)}`),
    });
    await expect(found.first()).toBeVisible();
    await found.first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    expect(watch.pageErrors).toEqual([]);
    expect(watch.foreignRequests).toEqual([]);
  });

  test('without JavaScript, the 404 page sends a search to the search page', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    const { word } = searchedPage(DEFAULT_LANGUAGE.code);
    await page.goto('/no-such-page/');
    const help = page.getByRole('region', { name: searchCopy.notFound.heading });
    await help.getByRole('searchbox', { name: searchCopy.fieldLabel }).fill(word);
    await help.getByRole('button', { name: searchCopy.submitLabel }).click();
    await expect(page).toHaveURL(new RegExp(`${SEARCH_PATH}/\\?q=`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(searchCopy.heading);
    await context.close();
  });
});
