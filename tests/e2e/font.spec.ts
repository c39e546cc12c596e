import type { Page } from '@playwright/test';
import { HYDRATED_MARK } from '@/lib/browser/page-state.mjs';
import { FONT_STORAGE_KEY } from '@/lib/browser/inline-scripts/repeat-visit-font.mjs';
import { navLabel } from './content';
import { expect, expectClean, test, waitForHydration, withSiteFont } from './fixtures';

// A right-to-left language reads in the system's font: rtl.spec.ts sees its pages fetch none.
test.skip(!withSiteFont, 'the language under test is right to left, without the site font');

// What the page knows about the site's font: when its file was requested, against the page's load
// and first paint, and whether the face is declared and loaded.
const fontState = (page: Page) =>
  page.evaluate(
    ([key, mark]) => {
      const navigation = performance.getEntriesByType(
        'navigation',
      )[0] as PerformanceNavigationTiming;
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      return {
        load: navigation.loadEventStart,
        firstPaint: paint?.startTime ?? Infinity,
        hydrated: performance.getEntriesByName(mark)[0]?.startTime ?? Infinity,
        requested: performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.endsWith('.woff2'))
          .map((entry) => entry.startTime),
        faces: [...document.fonts].filter((face) => face.family === 'inter').map((f) => f.status),
        stored: localStorage.getItem(key),
        shifted: performance
          .getEntriesByType('layout-shift')
          .reduce((sum, entry) => sum + (entry as unknown as { value: number }).value, 0),
      };
    },
    [FONT_STORAGE_KEY, HYDRATED_MARK] as const,
  );

// A first visit to a page, until it has cached the font and stored its address.
async function visitUntilCached(page: Page, path: string) {
  await page.goto(path);
  await expect.poll(async () => (await fontState(page)).stored).toMatch(/\.woff2$/);
  return fontState(page);
}

test('a first visit paints in the fallback and fetches the font once hydrated; the next page paints in it', async ({
  page,
  watch,
}) => {
  const first = await visitUntilCached(page, '/');
  expect(first.requested).toHaveLength(1);
  expect(first.requested[0]).toBeGreaterThanOrEqual(first.load);
  expect(first.requested[0]).toBeGreaterThanOrEqual(first.firstPaint);
  // Not beside the framework's scripts: only once they have hydrated the page.
  expect(first.requested[0]).toBeGreaterThanOrEqual(first.hydrated);
  expect(first.faces, 'never declared on a first visit').toEqual([]);

  // A client-side navigation stays in the same document: the text never swaps.
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: navLabel('/about'), exact: true })
    .click();
  await expect(page).toHaveURL(/\/about\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => 'sameDocument' in window), 'client-side navigation').toBe(true);
  expect((await fontState(page)).faces).toEqual([]);

  await page.goto('/services/');
  await expect.poll(async () => (await fontState(page)).faces).toEqual(['loaded']);
  const repeat = await fontState(page);
  expect(repeat.requested).toHaveLength(1);
  expect(repeat.requested[0]).toBeLessThan(repeat.firstPaint);
  expect(repeat.shifted).toBe(0);
  expectClean(watch);
});

test('a visit that stored an older cut of the font counts as a first visit', async ({
  page,
  watch,
}) => {
  const current = (await visitUntilCached(page, '/')).stored;
  await page.evaluate(
    (key) => localStorage.setItem(key, '/_next/static/media/old.woff2'),
    FONT_STORAGE_KEY,
  );
  await page.goto('/contact/');
  await expect.poll(async () => (await fontState(page)).stored).toBe(current);
  expect((await fontState(page)).faces).toEqual([]);
  expectClean(watch);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the fallback stays and no font file is fetched', async ({ page, watch }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.woff2')) fonts.push(request.url());
    });
    for (const path of ['/', '/portfolio/', '/no-such-page/']) {
      // Nothing starts after the load event without JavaScript, and goto waits for it.
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    expect(fonts).toEqual([]);
    expect(watch.pageErrors).toEqual([]);
  });
});
