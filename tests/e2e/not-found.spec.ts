import { homeCopy } from '@/content/home';
import { notFoundCopy } from '@/content/shared';
import { OTHER_LANGUAGES } from '@/lib/content/languages.mjs';
import { expect, test } from './fixtures';
import { copyOf } from './languages';

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
