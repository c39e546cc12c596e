import { siteNavigation } from '@/lib/content/navigation';
import { headerCopy, notFoundCopy } from '@/content/shared';
import { site } from '@/content/site';
import { SITE_URL } from '@/lib/settings/env.mjs';
import { FONT_STORAGE_KEY } from '@/lib/browser/inline-scripts/repeat-visit-font.mjs';
import { VARIANTS } from '@/tests/harness/variants.mjs';
import { navLabel } from './content';
import { expect, expectClean, test, waitForHydration } from './fixtures';
import { servicesOf } from './services';

const BASE = VARIANTS.basepath.basePath;

// The contact page's captcha loads from its stand-in (captcha.spec.ts tests it).
test.use({ reachableOrigins: servicesOf(VARIANTS.basepath).origins });

for (const { href, label } of siteNavigation) {
  test(`${label} works under ${BASE}`, async ({ page, watch, request }) => {
    const path = `${BASE}${href === '/' ? '/' : `${href}/`}`;
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toBeVisible();

    // A first visit fetches the font after load (font.spec.ts); the next one applies it.
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), FONT_STORAGE_KEY))
      .toMatch(new RegExp(`^${BASE}/_next/static/media/`));
    await page.reload();
    const fontsLoaded = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].filter((font) => font.status === 'loaded').length;
    });
    expect(fontsLoaded).toBeGreaterThan(0);

    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toBe(`${SITE_URL}${path}`);
    const ogImage = (await page.locator('meta[property="og:image"]').getAttribute('content')) ?? '';
    expect(ogImage.startsWith(`${SITE_URL}${BASE}/og/`)).toBe(true);
    const image = await request.get(ogImage.slice(SITE_URL.length));
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');

    for (const img of await page.locator('main img').all()) {
      await img.scrollIntoViewIfNeeded();
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth))
        .toBeGreaterThan(0);
    }
    expectClean(watch);
  });
}

test(`repeated slashes under ${BASE} redirect to the page on this origin`, async ({
  page,
  watch,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  // Joined as text: new URL('//some-path/', origin) would read the path as another host.
  for (const path of [`${BASE}//about/`, `/${BASE}/about//`]) {
    const response = await page.goto(`${origin}${path}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(`${origin}${BASE}/about/`);
    await expect(page.getByRole('banner')).toHaveAttribute('data-scrolled', 'false');
  }
  expectClean(watch);
});

test(`links and the menu stay under ${BASE}`, async ({ page, watch }) => {
  await page.goto(`${BASE}/`);
  await waitForHydration(page);
  const nav = page.getByRole('banner').getByRole('navigation', { name: headerCopy.navLabel });
  for (const { href, label } of siteNavigation) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute(
      'href',
      `${BASE}${href === '/' ? '/' : `${href}/`}`,
    );
  }
  await nav.getByRole('link', { name: navLabel('/services'), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/services/$`));
  await page.getByRole('banner').getByRole('link', { name: site.name }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/$`));
  expectClean(watch);
});

test(`the 404 page, sitemap, robots, manifest and icons live under ${BASE}`, async ({
  page,
  request,
}) => {
  const response = await page.goto(`${BASE}/no-such-page`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: notFoundCopy.title })).toBeVisible();
  await expect(page.getByRole('link', { name: notFoundCopy.homeLabel })).toHaveAttribute(
    'href',
    `${BASE}/`,
  );
  const stylesheet = await page.locator('link[rel="stylesheet"]').first().getAttribute('href');
  expect(stylesheet?.startsWith(`${BASE}/_next/`)).toBe(true);
  expect((await request.get(stylesheet ?? '')).status()).toBe(200);

  const sitemap = await (await request.get(`${BASE}/sitemap.xml`)).text();
  expect(sitemap).toContain(`<loc>${SITE_URL}${BASE}/about/</loc>`);
  const robots = await (await request.get(`${BASE}/robots.txt`)).text();
  expect(robots).toContain(`Sitemap: ${SITE_URL}${BASE}/sitemap.xml`);

  await page.goto(`${BASE}/`);
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBe(`${BASE}/manifest.webmanifest`);
  const manifest = await (await request.get(manifestHref ?? '')).json();
  expect(manifest.start_url).toBe(`${BASE}/`);
  for (const icon of manifest.icons as { src: string }[]) {
    expect(icon.src.startsWith(`${BASE}/`)).toBe(true);
    expect((await request.get(icon.src)).status()).toBe(200);
  }
  for (const rel of ['icon', 'apple-touch-icon']) {
    const href = await page.locator(`link[rel="${rel}"]`).getAttribute('href');
    expect(href?.startsWith(`${BASE}/`)).toBe(true);
    expect((await request.get(href ?? '')).status()).toBe(200);
  }
});
