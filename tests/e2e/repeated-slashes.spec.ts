import { notFoundCopy } from '@/content/shared';
import { site } from '@/content/site';
import { pageCopy } from '@/lib/server/metadata';
import { expect, expectClean, test, waitForHydration } from './fixtures';

// Runs on `serve` (no rules: the page repairs its address) and on nginx (it redirects first).
test.skip(({ isMobile }) => isMobile, 'the address matters here, not the viewport');

const cases = [
  { path: '//about/', lands: '/about/', title: `${pageCopy['/about'].title} | ${site.name}` },
  { path: '///', lands: '/', title: `${pageCopy['/'].title} | ${site.name}` },
  { path: '/about//', lands: '/about/', title: `${pageCopy['/about'].title} | ${site.name}` },
  { path: '//', lands: '/', title: `${pageCopy['/'].title} | ${site.name}` },
];

for (const { path, lands, title } of cases) {
  test(`${path} shows ${lands} on this origin, hydrated and without an error`, async ({
    page,
    watch,
    baseURL,
  }) => {
    const origin = new URL(baseURL ?? '').origin;
    // Joined as text: new URL('//about/', origin) would read the path as another host.
    const response = await page.goto(`${origin}${path}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(`${origin}${lands}`);
    // The header's effect writes this once hydration has committed, which is where the broken
    // address used to throw and replace the page.
    await expect(page.getByRole('banner')).toHaveAttribute('data-scrolled', 'false');
    await expect(page).toHaveTitle(title);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toBeVisible();
    await waitForHydration(page);
    expectClean(watch);
  });
}

test('//evil.example/ stays on this origin and shows the 404 page', async ({
  page,
  watch,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  const response = await page.goto(`${origin}//evil.example/`);
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL(`${origin}/evil.example/`);
  await expect(page.getByRole('banner')).toHaveAttribute('data-scrolled', 'false');
  await expect(page.getByRole('heading', { level: 1, name: notFoundCopy.title })).toBeVisible();
  await waitForHydration(page);
  expect(watch.pageErrors).toEqual([]);
  expect(watch.foreignRequests).toEqual([]);
  // The 404 logger reports the path it was given; nothing else may complain.
  expect(watch.consoleErrors.filter((text) => !text.includes('evil.example'))).toEqual([]);
  expect(watch.failedResponses.map((line) => new URL(line.split(' ')[1] ?? '').origin)).toEqual([
    origin,
  ]);
});
