import type { Page } from '@playwright/test';
import { headerCopy } from '@/content/shared';
import { THEME_ATTRIBUTE, THEME_STORAGE_KEY } from '@/lib/browser/inline-scripts/theme.mjs';
import { THEME } from '@/lib/settings/env.mjs';
import { PAGE_IDS } from '@/lib/content/page-ids.mjs';
import { colors, darkColors, themeColors } from '@/tailwind.config';
import { expect, test, waitForHydration } from './fixtures';

// The dark theme (docs/theme.md), where the settings turn it on: the second owner's switch. The
// shipped site is light only, whatever the system asks.

/** A colour as getComputedStyle gives it: #020617 → rgb(2, 6, 23). */
const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

const ground = (page: Page) =>
  page.evaluate(() => ({
    background: getComputedStyle(document.body).backgroundColor,
    scheme: getComputedStyle(document.documentElement).colorScheme,
  }));

const themeColorMetas = (page: Page) =>
  page.locator('meta[name="theme-color"]').evaluateAll((metas) =>
    metas.map((meta) => ({
      media: meta.getAttribute('media'),
      content: meta.getAttribute('content'),
    })),
  );

test.describe('where the site is light only', () => {
  test.skip(THEME !== 'light', 'the site has a dark theme (NEXT_PUBLIC_THEME)');
  test.use({ colorScheme: 'dark' });

  test('a dark system gets the light page, and no switch', async ({ page }) => {
    await page.goto('/');
    expect(await ground(page)).toEqual({ background: rgb(colors.white), scheme: 'light' });
    await expect(page.getByRole('combobox', { name: headerCopy.theme.label })).toHaveCount(0);
  });
});

test.describe('where the site has a dark theme', () => {
  test.skip(THEME === 'light', 'the site is light only (NEXT_PUBLIC_THEME)');

  test.describe('on a dark system', () => {
    test.use({ colorScheme: 'dark' });

    test('the page is dark, with its scheme and theme colour', async ({ page }) => {
      await page.goto('/');
      expect(await ground(page)).toEqual({ background: rgb(darkColors.white), scheme: 'dark' });
      expect(await themeColorMetas(page)).toEqual([
        { media: '(prefers-color-scheme: light)', content: themeColors.light },
        { media: '(prefers-color-scheme: dark)', content: themeColors.dark },
      ]);
    });

    test('the brand band keeps its light colours, a dark surface in both themes', async ({
      page,
    }) => {
      await page.goto('/services');
      const band = page.locator('section', { has: page.locator(`#${PAGE_IDS.callToAction}`) });
      // The box the heading stands in: the band's own.
      const box = band.getByRole('heading').locator('..');
      await expect(box).toHaveCSS('background-color', rgb(colors.brand[900]));
      await expect(band.getByRole('heading')).toHaveCSS('color', 'rgb(255, 255, 255)');
    });

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      test('the page follows the system, and no switch is shown', async ({ page }) => {
        await page.goto('/contact');
        expect(await ground(page)).toEqual({ background: rgb(darkColors.white), scheme: 'dark' });
        await expect(page.getByRole('combobox', { name: headerCopy.theme.label })).toBeHidden();
      });
    });
  });

  test.describe('on a light system', () => {
    test.use({ colorScheme: 'light' });

    test('the page is light', async ({ page }) => {
      await page.goto('/');
      expect(await ground(page)).toEqual({ background: 'rgb(255, 255, 255)', scheme: 'light' });
    });
  });

  test.describe('the switch', () => {
    test.skip(THEME !== 'switch', 'the site follows the system alone (NEXT_PUBLIC_THEME=system)');
    test.use({ colorScheme: 'light' });

    // On a wide screen the bar's switch; on a phone the menu's, once the menu is open. The other
    // is hidden, so a visible one is the only one.
    const switchIn = async (page: Page, isMobile: boolean) => {
      const banner = page.getByRole('banner');
      if (isMobile) await banner.getByRole('button', { name: headerCopy.openMenu }).click();
      return banner
        .getByRole('combobox', { name: headerCopy.theme.label })
        .filter({ visible: true });
    };

    test('offers the system, light and dark in the bar or the menu, at every width', async ({
      page,
      isMobile,
    }) => {
      await page.goto('/');
      const select = await switchIn(page, isMobile);
      await expect(select).toHaveCount(1);
      await expect(select).toHaveValue('system');
      await expect(select.getByRole('option')).toHaveText([
        headerCopy.theme.system,
        headerCopy.theme.light,
        headerCopy.theme.dark,
      ]);
      // Inside the viewport, as is the menu's toggle beside the name on a phone.
      const width = page.viewportSize()?.width ?? 0;
      for (const control of [select, page.getByRole('banner').getByRole('button')]) {
        for (const box of await control.evaluateAll((elements) =>
          elements
            .filter((element) => element.checkVisibility())
            .map((element) => element.getBoundingClientRect().toJSON() as DOMRect),
        )) {
          expect(box.left).toBeGreaterThanOrEqual(0);
          expect(box.right).toBeLessThanOrEqual(width);
        }
      }
    });

    test("a choice in the menu's switch shows in the bar's", async ({ page, isMobile }) => {
      test.skip(!isMobile, 'the menu is on a phone');
      await page.goto('/');
      await waitForHydration(page);
      await (await switchIn(page, true)).selectOption('dark');
      await expect(page.locator('html')).toHaveAttribute(THEME_ATTRIBUTE, 'dark');
      await page.setViewportSize({ width: 1280, height: 800 });
      await expect(await switchIn(page, false)).toHaveValue('dark');
    });

    test('applies a choice at once, remembers it, and forgets it for the system', async ({
      page,
      isMobile,
    }) => {
      await page.goto('/about');
      await (await switchIn(page, isMobile)).selectOption('dark');
      await expect(page.locator('html')).toHaveAttribute(THEME_ATTRIBUTE, 'dark');
      expect(await ground(page)).toEqual({ background: rgb(darkColors.white), scheme: 'dark' });
      // The browser reads the first theme-color meta that applies: the choice's, before the page's.
      expect((await themeColorMetas(page))[0]).toEqual({ media: null, content: themeColors.dark });

      await page.reload();
      const select = await switchIn(page, isMobile);
      await expect(select).toHaveValue('dark');
      await waitForHydration(page);
      // Hydration leaves the choice as the script applied it.
      await expect(select).toHaveValue('dark');
      await expect(page.locator('html')).toHaveAttribute(THEME_ATTRIBUTE, 'dark');

      await select.selectOption('system');
      await expect(page.locator('html')).not.toHaveAttribute(THEME_ATTRIBUTE, /.*/);
      expect(await themeColorMetas(page)).toHaveLength(2);
      expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBeNull();
      expect(await ground(page)).toEqual({ background: 'rgb(255, 255, 255)', scheme: 'light' });
    });

    test('the stored choice is there on the first frame, before any paint', async ({ page }) => {
      await page.addInitScript(
        ({ key, attribute }) => {
          localStorage.setItem(key, 'dark');
          // Frame callbacks run before the frame is painted: the first one sees the first frame.
          requestAnimationFrame(() => {
            const root = document.documentElement;
            (window as unknown as { firstFrame: unknown }).firstFrame = {
              theme: root.getAttribute(attribute),
              ground: getComputedStyle(root).getPropertyValue('--color-white').trim(),
              scheme: getComputedStyle(root).colorScheme,
            };
          });
        },
        { key: THEME_STORAGE_KEY, attribute: THEME_ATTRIBUTE },
      );
      await page.goto('/contact');
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { firstFrame?: unknown }).firstFrame))
        .toEqual({ theme: 'dark', ground: darkColors.white, scheme: 'dark' });
    });

    test('a light choice holds on a dark system', async ({ page, isMobile }) => {
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.goto('/');
      await (await switchIn(page, isMobile)).selectOption('light');
      expect(await ground(page)).toEqual({ background: 'rgb(255, 255, 255)', scheme: 'light' });
    });
  });
});
