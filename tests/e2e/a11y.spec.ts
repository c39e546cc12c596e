import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { contactCopy } from '@/content/contact';
import { siteNavigation } from '@/lib/content/navigation';
import { OTHER_LANGUAGES } from '@/lib/content/languages.mjs';
import { headerCopy, notFoundCopy } from '@/content/shared';
import { site } from '@/content/site';
import { searchCopy } from '@/content/search';
import { SEARCH, THEME } from '@/lib/settings/env.mjs';
import { DARK_GROUP } from '../harness/content-gate.mjs';
import { publishedPaths } from '@/scripts/build/output.mjs';
import { expectNoViolations } from './accessibility';
import { OUT_DIR } from './built-site';
import { menuToggleName, navLabel } from './content';
import { expect, test, waitForHydration } from './fixtures';

const { form } = contactCopy;

const pages = [
  ...siteNavigation.map(({ href, label }) => ({ href, label })),
  {
    href: '/no-such-page',
    label: notFoundCopy.code,
  },
];

async function pageHasNoViolations(page: Page, href: string) {
  await page.goto(href);
  await waitForHydration(page);
  await expectNoViolations(page);
}

async function formErrorsHaveNoViolations(page: Page) {
  await page.goto('/contact');
  await waitForHydration(page);
  await page.getByRole('button', { name: form.submit }).click();
  await expect(
    page.getByRole('textbox', { name: form.fields.name.label, exact: true }),
  ).toHaveAttribute('aria-invalid', 'true');
  await expectNoViolations(page);
}

for (const { href, label } of pages) {
  test(`${label} has no WCAG 2.2 A/AA violations`, ({ page }) => pageHasNoViolations(page, href));
}

// Every other page the build publishes (articles, tags, stories, services, people, jobs and each
// language's pages), from its sitemap: each is content laid out, which content alone can break. A
// test a page, so the workers share them; none where nothing is built yet (a listing of the tests).
const named = new Set(pages.map(({ href }) => (href.endsWith('/') ? href : `${href}/`)));
const SITEMAP = join(OUT_DIR, 'sitemap.xml');
const otherPages = existsSync(SITEMAP)
  ? publishedPaths(OUT_DIR).filter((path) => !named.has(path))
  : [];
test.describe('every other page', () => {
  test.skip(({ isMobile }) => isMobile, 'the pages named above are checked at both widths');
  for (const path of otherPages) {
    test(`${path} has no WCAG 2.2 A/AA violations`, ({ page }) => pageHasNoViolations(page, path));
  }
});

// The dark theme's contrast, every page again, where the settings turn it on (docs/theme.md).
if (THEME !== 'light') {
  test.describe(DARK_GROUP, () => {
    test.use({ colorScheme: 'dark' });

    for (const { href, label } of pages) {
      test(`${label} has no WCAG 2.2 A/AA violations`, ({ page }) =>
        pageHasNoViolations(page, href));
    }

    test('the contact form showing its errors has no violations', ({ page }) =>
      formErrorsHaveNoViolations(page));
  });
}

test('the open mobile menu has no violations', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the menu exists below the md breakpoint only');
  await page.goto('/about');
  await page.getByRole('button', { name: headerCopy.openMenu }).click();
  await expect(page.getByRole('button', { name: headerCopy.closeMenu })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expectNoViolations(page);
});

test.describe('before any script', () => {
  test('the open mobile menu has no violations', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the menu exists below the md breakpoint only');
    // The site's scripts never arrive (axe itself still needs JavaScript in the page).
    await page.route('**/_next/static/chunks/*.js', (route) => route.abort());
    await page.goto('/about');
    await page.getByRole('button', { name: headerCopy.openMenu }).click();
    await expect(
      page.getByRole('banner').getByRole('link', { name: navLabel('/contact'), exact: true }),
    ).toBeVisible();
    await expectNoViolations(page);
  });
});

test('the contact form showing its errors has no violations', ({ page }) =>
  formErrorsHaveNoViolations(page));

// WCAG 2.4.13: the focus ring must stand out at least 3:1 from what surrounds it.
async function focusRingContrast(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { name: 'body', width: 0, contrast: 0 };
    const ctx = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
    if (!ctx) throw new Error('no canvas');
    const rgb = (color: string) => {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = color;
      ctx.fillRect(0, 0, 1, 1);
      return Array.from(ctx.getImageData(0, 0, 1, 1).data);
    };
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const c = [r, g, b].map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * (c[0] ?? 0) + 0.7152 * (c[1] ?? 0) + 0.0722 * (c[2] ?? 0);
    };
    // The ring sits outside the element, so what it must contrast with is the parent's background.
    let node: HTMLElement | null = el.parentElement;
    let background = [255, 255, 255, 255];
    while (node) {
      const color = rgb(getComputedStyle(node).backgroundColor);
      if ((color[3] ?? 0) === 255) {
        background = color;
        break;
      }
      node = node.parentElement;
    }
    const style = getComputedStyle(el);
    const ring = rgb(style.outlineColor);
    const [l1, l2] = [luminance(ring), luminance(background)].sort((a, b) => b - a);
    return {
      name: el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30) ?? el.tagName,
      width: style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth),
      contrast: ((l1 ?? 0) + 0.05) / ((l2 ?? 0) + 0.05),
    };
  });
}

async function expectVisibleFocus(page: Page) {
  const ring = await focusRingContrast(page);
  expect(ring.width, `focus ring width on ${ring.name}`).toBeGreaterThanOrEqual(2);
  expect(ring.contrast, `focus ring contrast on ${ring.name}`).toBeGreaterThanOrEqual(3);
}

async function tabToThemeSwitch(page: Page) {
  await page.keyboard.press('Tab');
  await expect(
    page
      .getByRole('banner')
      .getByRole('combobox', { name: headerCopy.theme.label })
      .filter({ visible: true }),
  ).toBeFocused();
  await expectVisibleFocus(page);
}

// Each header link in turn takes the focus, with a visible ring.
async function tabThroughHeaderLinks(page: Page) {
  for (const { label } of siteNavigation) {
    await page.keyboard.press('Tab');
    await expect(
      page.getByRole('banner').getByRole('link', { name: label, exact: true }),
    ).toBeFocused();
    await expectVisibleFocus(page);
  }
}

test('a keyboard-only journey: skip link, header, menu and form, always with a visible focus ring', async ({
  page,
  isMobile,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: headerCopy.skipLink })).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();

  await page.reload();
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('banner').getByRole('link', { name: site.name })).toBeFocused();
  await expectVisibleFocus(page);
  // The theme switch follows the name in the bar, and ends the menu's panel on a phone.
  if (THEME === 'switch' && !isMobile) await tabToThemeSwitch(page);

  if (isMobile) {
    if (SEARCH) {
      // Search's link sits before the menu's button (components/search/search-link.tsx).
      await page.keyboard.press('Tab');
      await expect(
        page.getByRole('banner').getByRole('link', { name: searchCopy.linkLabel, exact: true }),
      ).toBeFocused();
      await expectVisibleFocus(page);
    }
    await page.keyboard.press('Tab');
    const toggle = page.getByRole('button', { name: menuToggleName });
    await expect(toggle).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await tabThroughHeaderLinks(page);
    if (THEME === 'switch') {
      // Past the other languages' links, which end the menu's links.
      for (let i = 0; i < OTHER_LANGUAGES.length; i++) await page.keyboard.press('Tab');
      await tabToThemeSwitch(page);
    }
    await page.keyboard.press('Escape');
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    for (let i = 0; i < siteNavigation.length; i++) await page.keyboard.press('Tab');
    await expect(
      page.getByRole('banner').getByRole('link', { name: navLabel('/contact'), exact: true }),
    ).toBeFocused();
  } else {
    await tabThroughHeaderLinks(page);
  }
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/contact\/$/);
  await waitForHydration(page);

  const name = page.getByRole('textbox', { name: form.fields.name.label, exact: true });
  for (let i = 0; i < 40 && !(await name.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page);
  }
  await expect(name).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.type('Grace Hopper');
  await page.keyboard.press('Tab');
  await expectVisibleFocus(page);
  await page.keyboard.type('grace@example.com');
  await page.keyboard.press('Tab');
  await expectVisibleFocus(page);
  await page.keyboard.press('Tab');
  await expectVisibleFocus(page);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  await expectVisibleFocus(page);
  await page.keyboard.type('Planning a new website.');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: form.submit })).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page.getByText(form.success.title)).toBeVisible({ timeout: 5_000 });
});
