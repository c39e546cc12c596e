import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { mainNavigation } from '@/content/navigation';
import { expect, test } from './fixtures';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

const pages = [
  ...mainNavigation.map(({ href, label }) => ({ href, label })),
  {
    href: '/no-such-page',
    label: '404',
  },
];

for (const { href, label } of pages) {
  test(`${label} has no WCAG 2.2 A/AA violations`, async ({ page }) => {
    await page.goto(href);
    await page.waitForLoadState('networkidle');
    await expectNoViolations(page);
  });
}

test('the open mobile menu has no violations', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the menu exists below the md breakpoint only');
  await page.goto('/about');
  await page.getByRole('button', { name: 'Open main menu' }).click();
  await expect(page.getByRole('button', { name: 'Close main menu' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expectNoViolations(page);
});
