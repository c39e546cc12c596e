import { homeCopy } from '@/content/home';
import { notFoundCopy } from '@/content/shared';
import { expect, test } from './fixtures';

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
