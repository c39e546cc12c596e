import { footerPages, siteNavigation } from '@/lib/content/navigation';
import { footerCopy, headerCopy } from '@/content/shared';
import { site } from '@/content/site';
import { HYDRATED_ATTRIBUTE } from '@/lib/browser/page-state.mjs';
import { FONT_STORAGE_KEY } from '@/lib/browser/inline-scripts/repeat-visit-font.mjs';
import { readStoodAside } from '@/scripts/build/output.mjs';
import { escapeRegExp, navLabel } from './content';
import { expect, expectClean, test, waitForHydration } from './fixtures';

for (const { href, label } of siteNavigation) {
  test(`${label} (${href}) answers 200 with one h1 and a clean console`, async ({
    page,
    watch,
  }) => {
    const response = await page.goto(href);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toBeVisible();
    expectClean(watch);
  });
}

test('a page loads no other route until a link is clicked, then navigates without a reload', async ({
  page,
  watch,
}) => {
  const routeRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).searchParams.has('_rsc')) routeRequests.push(request.url());
  });
  await page.goto('/');
  await waitForHydration(page);
  // Next prefetches links in view and under the pointer from idle callbacks after hydration.
  for (const link of await page.getByRole('banner').getByRole('link').all()) {
    if (await link.isVisible()) await link.hover();
  }
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  expect(routeRequests, 'prefetches after hydration').toEqual([]);

  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: navLabel('/services'), exact: true })
    .click();
  await expect(page).toHaveURL(/\/services\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => 'sameDocument' in window), 'client-side navigation').toBe(true);
  expect(routeRequests.length).toBeGreaterThan(0);
  expectClean(watch);
});

test('every page and the 404 start each of their scripts once', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requested.push(request.url());
  });
  for (const path of [...siteNavigation.map(({ href }) => href), '/no-such-page/']) {
    requested.length = 0;
    await page.goto(path);
    await waitForHydration(page);
    const twice = requested.filter((url, index) => requested.indexOf(url) !== index);
    expect(requested.length, path).toBeGreaterThan(0);
    expect(twice, path).toEqual([]);
  }
});

// A build on a Next release whose output the step does not recognise ships Next's own loading
// (docs/performance.md#when-next-changes): the deferral is absent by design, the pages' other tests
// still run, and the Lighthouse gate names what it costs.
const deferralStoodAside = readStoodAside('out').find(({ step }) => step === 'deferred-scripts');

test('the framework and the page payload start only once the page has loaded and painted, then hydrate', async ({
  page,
  request,
  watch,
}) => {
  test.skip(
    Boolean(deferralStoodAside),
    `deferred-scripts stood aside: ${deferralStoodAside?.why}`,
  );
  const html = await (await request.get('/portfolio/')).text();
  // Nothing in the HTML starts a framework chunk beside the stylesheet, font and first image.
  expect(html).not.toMatch(/<script src="[^"]*\/_next\/static\/[^"]*" async/);
  expect(html).not.toMatch(/<link rel="preload" as="script"/);
  // Nor does the HTML carry the payload only hydration reads.
  expect(html).not.toContain('self.__next_f.push([1,');
  await page.goto('/portfolio/');
  await waitForHydration(page);
  const timing = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const resources = performance.getEntriesByType('resource');
    const chunks = resources.filter((entry) => /\/_next\/static\/chunks\/.+\.js$/.test(entry.name));
    const payload = resources.filter((entry) => entry.name.endsWith('/portfolio/index.txt'));
    return {
      load: navigation.loadEventStart,
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      earliestChunk: Math.min(...chunks.map((entry) => entry.startTime)),
      chunks: chunks.length,
      payloadStart: payload.map((entry) => entry.startTime),
    };
  });
  expect(timing.chunks).toBeGreaterThan(0);
  expect(timing.earliestChunk).toBeGreaterThanOrEqual(timing.load);
  expect(timing.earliestChunk).toBeGreaterThanOrEqual(timing.firstPaint);
  expect(timing.payloadStart).toHaveLength(1);
  expect(timing.payloadStart[0]).toBeGreaterThanOrEqual(timing.load);
  expect(timing.payloadStart[0]).toBeGreaterThanOrEqual(timing.firstPaint);
  expectClean(watch);
});

test('every page paints from its HTML alone: no stylesheet is fetched while loading, hydrating or navigating', async ({
  page,
  watch,
}) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
  });
  // The site's typeface is declared once: a second copy of the stylesheet would declare it again
  // and swap it in after `font-display: optional` had turned it down. The first page is a first
  // visit, which holds the face back altogether (font.spec.ts).
  const styled = () =>
    page.evaluate(
      (HYDRATED_ATTRIBUTE) => ({
        font: getComputedStyle(document.body).fontFamily,
        faces: [...document.fonts].filter((face) => face.family === 'inter').length,
        hydrated: document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE),
      }),
      HYDRATED_ATTRIBUTE,
    );
  const hydratedOnce = { font: expect.stringMatching(/^inter,/), faces: 1, hydrated: true };
  for (const [index, { href }] of siteNavigation.entries()) {
    await page.goto(href);
    const expected = index === 0 ? { ...hydratedOnce, faces: 0 } : hydratedOnce;
    await expect.poll(styled, href).toEqual(expected);
    // The first visit caches the font once hydrated; the next pages paint in it.
    if (index === 0)
      await expect
        .poll(() => page.evaluate((key) => localStorage.getItem(key), FONT_STORAGE_KEY))
        .not.toBeNull();
  }
  for (const { href, label } of siteNavigation.slice(1)) {
    await page.getByRole('contentinfo').getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${href}/$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A page that embeds something of its own is entered with a full load (SiteLink): it hydrates
    // anew, so the state is waited for.
    await expect.poll(styled, `${href} after its link`).toEqual(hydratedOnce);
  }
  expectClean(watch);
  // The 404 reports the missing address on the console, so it comes after the clean check.
  await page.goto('/no-such-page/');
  await expect.poll(styled, '404').toEqual(hydratedOnce);
  expect(stylesheets).toEqual([]);
});

test('the skip link is the first focusable element and lands on main', async ({ page }) => {
  await page.goto('/about');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: headerCopy.skipLink });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
});

test('the footer repeats the navigation, contact details and social links', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const nav = footer.getByRole('navigation', { name: footerCopy.navLabel });
  for (const { label } of [...siteNavigation, ...footerPages]) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await expect(footer.getByRole('link', { name: site.email })).toHaveAttribute(
    'href',
    `mailto:${site.email}`,
  );
  await expect(footer.getByRole('link', { name: site.phone })).toHaveAttribute(
    'href',
    `tel:${site.phoneE164}`,
  );
  for (const { name } of site.socials) {
    const link = footer.getByRole('link', { name: new RegExp(`^${escapeRegExp(name)}`) });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the footer still reaches every page', async ({ page }) => {
    await page.goto('/');
    const nav = page
      .getByRole('contentinfo')
      .getByRole('navigation', { name: footerCopy.navLabel });
    for (const { href, label } of [...siteNavigation, ...footerPages]) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute(
        'href',
        href === '/' ? '/' : `${href}/`,
      );
    }
    await nav.getByRole('link', { name: navLabel('/portfolio'), exact: true }).click();
    await expect(page).toHaveURL(/\/portfolio\/$/);
    await expect(page.locator('h1')).toHaveCount(1);
  });
});
