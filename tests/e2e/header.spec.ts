import type { Locator, Page } from '@playwright/test';
import { SCROLL_THRESHOLD_PX } from '@/lib/browser/header-scroll';
import { siteNavigation } from '@/lib/content/navigation';
import { servicesCopy } from '@/content/services';
import { headerCopy } from '@/content/shared';
import { site } from '@/content/site';
import { menuToggleName, navLabel } from './content';
import {
  type HeaderLook,
  headerLook,
  settleHeader,
  TRANSLUCENT,
  TRANSPARENT,
  translucency,
  transparency,
} from '../header-look.mjs';
import { expect, test, waitForHydration } from './fixtures';

function expectTransparent(look: HeaderLook) {
  expect(transparency(look)).toEqual(TRANSPARENT);
}

function expectScrolled(look: HeaderLook) {
  expect(translucency(look)).toEqual(TRANSLUCENT);
}

// Makes any page tall enough to scroll, in the served HTML itself so it survives a reload.
async function makeTall(page: Page) {
  await page.route(
    (url) => !url.pathname.includes('.'),
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        '</head>',
        '<style>body{min-height:300vh}</style></head>',
      );
      await route.fulfill({ response, body: html });
    },
  );
}

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
}

test.describe('header', () => {
  test('is fixed at the top and shows the brand link to /', async ({ page }) => {
    await makeTall(page);
    await page.goto('/services');
    const brand = page.getByRole('banner').getByRole('link', { name: site.name });
    await expect(brand).toHaveAttribute('href', '/');
    await scrollTo(page, 600);
    const look = await page.evaluate(headerLook);
    expect(look.position).toBe('fixed');
    expect(look.top).toBe(0);
    await expect(brand).toBeInViewport();
  });

  test('is transparent up to 10 px and a translucent white bar beyond', async ({ page }) => {
    await makeTall(page);
    await page.goto('/about');
    await waitForHydration(page);
    await expect(page.getByRole('banner')).toHaveAttribute('data-scrolled', 'false');
    expectTransparent(await page.evaluate(headerLook));

    await scrollTo(page, 10);
    await expect(page.getByRole('banner')).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(settleHeader);
    expectTransparent(await page.evaluate(headerLook));

    await scrollTo(page, 11);
    await expect(page.getByRole('banner')).toHaveAttribute('data-scrolled', 'true');
    await page.evaluate(settleHeader);
    expectScrolled(await page.evaluate(headerLook));

    await scrollTo(page, 0);
    await expect(page.getByRole('banner')).toHaveAttribute('data-scrolled', 'false');
  });

  test('without scripts, is right after a reload half-way down and turns past 10 px', async ({
    page,
  }) => {
    await makeTall(page);
    await page.goto('/');
    await scrollTo(page, 400);
    await page.route('**/_next/static/chunks/*.js', (route) => route.abort());
    await page.reload();
    // Scripts are blocked: what shows is the static HTML and CSS alone.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(10);
    await expect(page.getByRole('banner')).not.toHaveAttribute('data-scrolled');
    expectScrolled(await page.evaluate(headerLook));

    // Still without scripts, the stylesheet turns it where the script does: up to 10 px it is
    // transparent, past it a bar. The scroll-driven animation lands in a frame after the scroll.
    await scrollTo(page, SCROLL_THRESHOLD_PX);
    await expect
      .poll(async () => transparency(await page.evaluate(headerLook)))
      .toEqual(TRANSPARENT);
    await scrollTo(page, SCROLL_THRESHOLD_PX + 1);
    await expect
      .poll(async () => translucency(await page.evaluate(headerLook)))
      .toEqual(TRANSLUCENT);
    await expect(page.getByRole('banner')).not.toHaveAttribute('data-scrolled');
  });

  for (const { href, label } of siteNavigation) {
    test(`marks only ${label} as current on ${href}`, async ({ page, isMobile }) => {
      await page.goto(href);
      const banner = page.getByRole('banner');
      if (isMobile) await banner.getByRole('button', { name: headerCopy.openMenu }).click();
      const nav = banner.getByRole('navigation', { name: headerCopy.navLabel });
      await expect(nav.getByRole('link')).toHaveCount(siteNavigation.length);
      const current = nav.locator('[aria-current="page"]');
      await expect(current).toHaveCount(1);
      await expect(current).toHaveText(label);
      const [currentColor, otherColor] = await Promise.all([
        current.evaluate((el) => getComputedStyle(el).color),
        nav
          .locator('a:not([aria-current])')
          .first()
          .evaluate((el) => getComputedStyle(el).color),
      ]);
      expect(currentColor).not.toBe(otherColor);
    });
  }
});

/** From an open menu: the toggle closes it; reopened, Escape closes it and focus returns. */
async function expectClosesByToggleAndEscape(page: Page, toggle: Locator, panel: Locator) {
  await toggle.click();
  await expect(panel).toBeHidden();

  await toggle.click();
  await panel.getByRole('link', { name: navLabel('/about'), exact: true }).focus();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(toggle).toBeFocused();
}

test.describe('mobile menu', () => {
  test.skip(({ isMobile }) => !isMobile, 'the menu exists below the md breakpoint only');

  test('opens, closes with the toggle, and closes on Escape with focus back', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: menuToggleName });
    await expect(toggle).toHaveAccessibleName(headerCopy.openMenu);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    await expect(panel).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName(headerCopy.closeMenu);
    for (const { label } of siteNavigation) {
      await expect(panel.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expectClosesByToggleAndEscape(page, toggle, panel);
  });

  test('choosing a link navigates and closes the menu', async ({ page, watch }) => {
    await page.goto('/');
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: menuToggleName });
    await toggle.click();
    const services = page
      .getByRole('banner')
      .getByRole('link', { name: navLabel('/services'), exact: true });
    await services.click();
    await expect(page).toHaveURL(/\/services\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(servicesCopy.heading);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(services).toBeHidden();
    expect(watch.consoleErrors).toEqual([]);
  });

  test('the desktop links are hidden on a phone', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('banner').getByRole('navigation', { name: headerCopy.navLabel }),
    ).toBeHidden();
  });
});

test.describe('mobile menu before any script', () => {
  test.skip(({ isMobile }) => !isMobile, 'the menu exists below the md breakpoint only');
  // Scripts off stands for the seconds before they arrive on a slow phone, too.
  test.use({ javaScriptEnabled: false });

  test('opens and closes with the toggle, closes on Escape, and its links navigate', async ({
    page,
  }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: headerCopy.openMenu });
    const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    await expect(panel).toBeHidden();

    await toggle.click();
    for (const { label } of siteNavigation) {
      await expect(panel.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    // No aria-expanded that could go stale: the browser reports the popover's state itself.
    await expect(toggle).not.toHaveAttribute('aria-expanded');
    // The icon follows the state from CSS alone: a cross while open.
    await expect(toggle.locator('svg').first()).toBeHidden();
    await expect(toggle.locator('svg').last()).toBeVisible();
    await expectClosesByToggleAndEscape(page, toggle, panel);

    await toggle.click();
    await panel.getByRole('link', { name: navLabel('/services'), exact: true }).click();
    await expect(page).toHaveURL(/\/services\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(servicesCopy.heading);
    await expect(
      page.getByRole('banner').getByRole('link', { name: navLabel('/services'), exact: true }),
    ).toBeHidden();
  });
});

test.describe('mobile menu in a browser without the popover API', () => {
  test.skip(({ isMobile }) => !isMobile, 'the menu exists below the md breakpoint only');

  test('the island alone shows the links while open and hides them once closed', async ({
    page,
  }) => {
    // Such a browser ignores the popover attributes: they leave the HTML, the API the page.
    await page.route(
      (url) => !url.pathname.includes('.'),
      async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(/ popover(?:target)?="[^"]*"/g, '');
        await route.fulfill({ response, body: html });
      },
    );
    await page.addInitScript(() => {
      Reflect.deleteProperty(HTMLElement.prototype, 'popover');
    });
    await page.goto('/about');
    await waitForHydration(page);
    const toggle = page.getByRole('banner').getByRole('button', { name: menuToggleName });
    const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    await expect(panel).not.toHaveAttribute('popover');
    const contact = panel.getByRole('link', { name: navLabel('/contact'), exact: true });
    await expect(contact).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(contact).toBeVisible();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(contact).toBeHidden();
  });
});

test.describe('mobile menu across hydration', () => {
  test.skip(({ isMobile }) => !isMobile, 'the menu exists below the md breakpoint only');

  test('a menu opened before the scripts arrive stays open, and hydration takes its state over', async ({
    page,
  }) => {
    // The framework's scripts are held back until the menu is open.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/about');
    const toggle = page.getByRole('banner').getByRole('button', { name: menuToggleName });
    await expect(toggle).toHaveAccessibleName(headerCopy.openMenu);
    const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    const contact = panel.getByRole('link', { name: navLabel('/contact'), exact: true });
    await toggle.click();
    await expect(contact).toBeVisible();
    release();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName(headerCopy.closeMenu);
    await expect(contact).toBeVisible();
    await toggle.click();
    await expect(panel).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('desktop navigation', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop only');

  test('shows the links inline and no menu toggle', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: headerCopy.openMenu })).toBeHidden();
    const portfolio = navLabel('/portfolio');
    await page.getByRole('banner').getByRole('link', { name: portfolio, exact: true }).click();
    await expect(page).toHaveURL(/\/portfolio\/$/);
    await expect(
      page
        .getByRole('banner')
        .getByRole('navigation', { name: headerCopy.navLabel })
        .locator('[aria-current="page"]'),
    ).toHaveText(portfolio);
  });
});
