import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { siteNavigation } from '@/lib/content/navigation';
import { site } from '@/content/site';
import { BRAND_MARK } from '@/lib/server/app-icons';
import { GLYPHS_FILE, markDataUri, markInitial, markSvg } from '@/lib/content/brand-mark.mjs';
import { SITE_URL } from '@/lib/settings/env.mjs';
import { LANGUAGE } from '@/lib/content/languages.mjs';
import { openDays } from '@/lib/server/hours';
import { OG_IMAGE_SIZE, pageCopy } from '@/lib/server/metadata';
import { CARD_TEXT } from '@/lib/server/card-typography';
import { layOutRightToLeft, type RightToLeftLayout } from '@/lib/server/shaped-text';
import { pagesOfThisBuild } from '@/lib/content/content-pages';
import { expect, rightToLeft, skipRtlProjectWithoutRightToLeft, test } from './fixtures';

test.skip(({ isMobile }) => isMobile, 'the documents are the same for every viewport');

// The rtl project runs these for a build with a right-to-left language (playwright.config.ts).
skipRtlProjectWithoutRightToLeft();

// Built URLs carry the production origin; the test server holds the same paths.
function local(url: string) {
  expect(url.startsWith(SITE_URL), `${url} is absolute on ${SITE_URL}`).toBe(true);
  return url.slice(SITE_URL.length) || '/';
}

async function expectImage(
  request: APIRequestContext,
  path: string,
  width?: number,
  height?: number,
) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^image\//);
  if (width && height) {
    const png = await response.body();
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([width, height]);
  }
}

test('every page has a unique title, a description, a canonical URL and social cards', async ({
  page,
  request,
}) => {
  const titles = new Set<string>();
  for (const { href } of siteNavigation) {
    await page.goto(href);
    const title = await page.title();
    expect(title).toBe(`${pageCopy[href].title} | ${site.name}`);
    titles.add(title);
    await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGE.locale);

    const meta = async (selector: string) =>
      (await page.locator(selector).getAttribute('content')) ?? '';
    const description = await meta('meta[name="description"]');
    expect(description.length).toBeGreaterThanOrEqual(50);
    expect(description.length).toBeLessThanOrEqual(160);

    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toBe(`${SITE_URL}${href === '/' ? '/' : `${href}/`}`);
    expect(await meta('meta[property="og:url"]')).toBe(canonical);
    expect(await meta('meta[property="og:title"]')).toBe(title);
    expect(await meta('meta[property="og:description"]')).toBe(description);
    expect(await meta('meta[property="og:type"]')).toBe('website');
    expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image');

    const ogImage = await meta('meta[property="og:image"]');
    expect(await meta('meta[name="twitter:image"]')).toBe(ogImage);
    await expectImage(request, local(ogImage), 1200, 630);
  }
  expect(titles.size).toBe(siteNavigation.length);
});

test('the 404 page asks once not to be indexed', async ({ page }) => {
  await page.goto('/no-such-page');
  const robots = page.locator('meta[name="robots"]');
  await expect(robots).toHaveCount(1);
  await expect(robots).toHaveAttribute('content', 'noindex');
});

// Its pages, in every language, are languages.spec.ts's.
test('sitemap.xml lists no 404 page, and robots.txt points at it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('<loc>');
  expect(sitemap).not.toContain('404');

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/User-Agent: \*/i);
  expect(robots).toMatch(/^Allow: \/$/m);
  expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
});

test('the home page carries parseable JSON-LD with hours, contact point and profiles', async ({
  page,
}) => {
  await page.goto('/');
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  // The agency, beside the page itself (its WebPage is checked with its language, languages.spec.ts).
  const data = blocks
    .map((block) => JSON.parse(block))
    .find((block) => block['@type'] !== 'WebPage');
  expect(blocks).toHaveLength(2);
  expect(data['@type']).toBe('ProfessionalService');
  expect(data.name).toBe(site.name);
  expect(data.email).toBe(site.email);
  expect(data.telephone).toBe(site.phoneE164);
  expect(data.address.addressLocality).toBe(site.address.locality);
  expect(data.contactPoint[0].email).toBe(site.email);
  expect(data.openingHoursSpecification[0].dayOfWeek).toEqual(
    openDays(site.openingHours).map((d) => `https://schema.org/${d}`),
  );
  // Local times at the agency's address (lib/server/structured-data.ts), right in summer and
  // winter.
  expect(data.openingHoursSpecification[0].opens).toBe(`${site.openingHours.opens}:00`);
  expect(data.openingHoursSpecification[0].closes).toBe(`${site.openingHours.closes}:00`);
  expect(data.sameAs).toEqual(site.socials.map((s) => s.href));
});

test('the manifest and every icon resolve', async ({ page, request }) => {
  await page.goto('/');
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await request.get(manifestHref ?? '')).json();
  expect(manifest).toMatchObject({ name: site.name, short_name: site.shortName });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  // With a dark theme there is one per scheme, light's first (theme.spec.ts reads both).
  await expect(page.locator('meta[name="theme-color"]').first()).toHaveAttribute(
    'content',
    manifest.theme_color,
  );
  for (const icon of manifest.icons as { src: string; sizes: string }[]) {
    const [w, h] = icon.sizes === 'any' ? [] : icon.sizes.split('x').map(Number);
    await expectImage(request, icon.src, w, h);
  }
  const favicon = await page.locator('link[rel="icon"]').getAttribute('href');
  await expectImage(request, favicon ?? '');
  const apple = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  await expectImage(request, apple ?? '', 180, 180);
});

test('the favicon, every app icon and every social card show the mark of the name in content/site.ts', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const faviconHref = (await page.locator('link[rel="icon"]').getAttribute('href')) ?? '';
  expect(await (await request.get(faviconHref)).text()).toBe(
    markSvg({ name: site.name, ...BRAND_MARK }),
  );
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await request.get(manifestHref ?? '')).json();
  const icons = (manifest.icons as { src: string }[]).map((icon) => icon.src);
  const cards: string[] = [];
  for (const { href } of siteNavigation) {
    await page.goto(href);
    cards.push(
      local((await page.locator('meta[property="og:image"]').getAttribute('content')) ?? ''),
    );
  }
  // Which letter each picture shows: the one whose mark, drawn as the favicon is, it overlaps most
  // (one letter drawn twice overlaps by 0.8 to 0.95, two letters by at most 0.5). A name's initial
  // is a capital, or a letter of a script without case (Arabic, Hebrew, Chinese).
  const { glyphs } = JSON.parse(readFileSync(GLYPHS_FILE, 'utf8')) as { glyphs: object };
  const marks = Object.fromEntries(
    Object.keys(glyphs)
      .filter((initial) => /^[\p{Lu}\p{Lo}]$/u.test(initial))
      .map((initial) => [initial, markDataUri({ name: initial, ...BRAND_MARK })]),
  );
  const shown = await page.evaluate(
    async ({ marks, icons, cards, cardMarkX }) => {
      const SIZE = 64;
      const picture = (src: string) =>
        new Promise<HTMLImageElement>((resolve, reject) => {
          const image = new Image();
          image.onload = () => resolve(image);
          image.onerror = () => reject(new Error(`${src} did not load`));
          image.src = src;
        });
      // light: whether the letter is the light ink; region: the part of the picture the mark fills
      // (the whole picture without it: an SVG without a width has no size of its own).
      async function letter(src: string, light: boolean, region?: [number, number, number]) {
        const canvas = new OffscreenCanvas(SIZE, SIZE);
        const context = canvas.getContext('2d')!;
        const image = await picture(src);
        if (region) {
          const [x, y, side] = region;
          context.drawImage(image, x, y, side, side, 0, 0, SIZE, SIZE);
        } else {
          context.drawImage(image, 0, 0, SIZE, SIZE);
        }
        const { data } = context.getImageData(0, 0, SIZE, SIZE);
        // The corners are the rounded square's, not the letter's: only the middle counts.
        const mask: boolean[] = [];
        for (let row = 10; row < SIZE - 10; row++) {
          for (let column = 10; column < SIZE - 10; column++) {
            const i = (row * SIZE + column) * 4;
            const bright = data[i]! + data[i + 1]! + data[i + 2]! > 3 * 160;
            mask.push(bright === light);
          }
        }
        return mask;
      }
      const overlap = (a: boolean[], b: boolean[]) =>
        a.filter((on, i) => on && b[i]).length / a.filter((on, i) => on || b[i]).length;
      const references = await Promise.all(
        Object.entries(marks).map(async ([initial, src]) => ({
          initial,
          mask: await letter(src, true),
        })),
      );
      const closest = (mask: boolean[]) =>
        references
          .map(({ initial, mask: reference }) => ({ initial, score: overlap(mask, reference) }))
          .sort((a, b) => b.score - a.score)[0]?.initial;
      return Object.fromEntries([
        ...(await Promise.all(icons.map(async (src) => [src, closest(await letter(src, true))]))),
        // The social card draws the mark 64 px wide, 80 px from its top corner on the side the
        // language starts from, in dark ink.
        ...(await Promise.all(
          cards.map(async (src) => [src, closest(await letter(src, false, [cardMarkX, 80, 64]))]),
        )),
      ]);
    },
    { marks, icons, cards, cardMarkX: LANGUAGE.dir === 'rtl' ? OG_IMAGE_SIZE.width - 80 - 64 : 80 },
  );
  const initial = markInitial(site.name);
  expect(shown).toEqual(Object.fromEntries([...icons, ...cards].map((src) => [src, initial])));
});

// The social cards of a right-to-left language draw their text from HarfBuzz's shapes
// (lib/server/shaped-text.ts): satori would set it backwards, spaced by its unjoined letters.
test.describe('right-to-left card text', () => {
  test.skip(!rightToLeft, 'the build has no right-to-left language (content/languages.mjs)');
  const words = (layout: RightToLeftLayout) => layout.lines.map((line) => line.map((w) => w.text));

  test('words from the right; a run of left-to-right words, a number among them, in its own order', async () => {
    const layout = await layOutRightToLeft('نبني مواقع Next.js App Router منذ 2016 للشركات.', {
      ...CARD_TEXT.description,
      maxWidth: 10_000,
    });
    expect(words(layout)).toEqual([
      ['للشركات.', '2016', 'منذ', 'Next.js', 'App', 'Router', 'مواقع', 'نبني'],
    ]);
    expect(layout.missing).toEqual([]);
    const beyond = await layOutRightToLeft('مرحبا 😀 漢字 😀', CARD_TEXT.description);
    expect(beyond.missing, 'what the typefaces lack, each once').toEqual(['😀', '漢', '字']);
    // Every script Inter draws is on the cards, besides Arabic and Hebrew.
    const scripts = await layOutRightToLeft('في Łódź Київ Ἀθῆναι Nguyễn שלום', CARD_TEXT.title);
    expect(scripts.missing).toEqual([]);
  });

  test('lines broken between words, each inside the width and set from its right edge', async () => {
    const text = Array.from({ length: 12 }, (_, i) => `كلمة${i}`).join(' ');
    const layout = await layOutRightToLeft(text, { ...CARD_TEXT.description, maxWidth: 300 });
    expect(layout.lines.length).toBeGreaterThan(1);
    // Read as a reader does: each line from its right, top to bottom.
    expect(words(layout).flatMap((line) => [...line].reverse())).toEqual(text.split(' '));
    for (const line of layout.lines) {
      const right = Math.max(...line.map((word) => word.left + word.width));
      expect(right).toBeCloseTo(layout.width, 0);
      expect(Math.min(...line.map((word) => word.left))).toBeGreaterThanOrEqual(0);
    }
    expect(layout.width).toBeLessThanOrEqual(300);
  });

  test('every card of this build has a glyph for each of its characters', async () => {
    test.skip(LANGUAGE.dir !== 'rtl', 'the language under test is left to right');
    for (const { path, title, description } of pagesOfThisBuild()) {
      for (const [text, type] of [
        [site.name, CARD_TEXT.name],
        [title, CARD_TEXT.title],
        [description, CARD_TEXT.description],
      ] as const) {
        const layout = await layOutRightToLeft(text, type);
        expect(layout.missing, `${path}: ${text}`).toEqual([]);
        expect(layout.width, `${path}: ${text}`).toBeLessThanOrEqual(type.maxWidth);
      }
    }
  });
});
