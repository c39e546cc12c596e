import type { Page } from '@playwright/test';
import { MEDIA_PATH } from '@/lib/content/images.mjs';
import { expect } from './fixtures';

/**
 * Opens each page with its picture files held, never answered, and waits until its largest paint
 * (Chrome's largest-contentful-paint) is at least as large as the part of its largest picture (the
 * one marked fetchpriority="high") on the first screen: what the HTML brought, the preview,
 * already counts as the picture. A page whose text outweighs the picture passes too: its largest
 * paint never waited for the file either.
 */
export async function expectPaintedBeforeTheirFiles(page: Page, paths: string[]) {
  await page.route(`**${MEDIA_PATH}/*`, () => {});
  await page.addInitScript(() => {
    const seen = window as unknown as { largestPaint: number };
    seen.largestPaint = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        seen.largestPaint = Math.max(
          seen.largestPaint,
          (entry as unknown as { size: number }).size,
        );
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  for (const path of paths) {
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    const { area, complete } = await page
      .locator('img[fetchpriority="high"]')
      .evaluate((img: HTMLImageElement) => {
        const box = img.getBoundingClientRect();
        const width = Math.min(box.right, innerWidth) - Math.max(box.left, 0);
        const height = Math.min(box.bottom, innerHeight) - Math.max(box.top, 0);
        return { area: Math.max(0, width) * Math.max(0, height), complete: img.complete };
      });
    expect(complete, `${path}: its picture's file is held`).toBe(false);
    // Chrome counts whole pixels: 1 % spares the rounding of the frame's fractional size.
    await expect
      .poll(
        () => page.evaluate(() => (window as unknown as { largestPaint: number }).largestPaint),
        { message: `${path}: the largest paint, its picture covering ${Math.round(area)} px²` },
      )
      .toBeGreaterThanOrEqual(area * 0.99);
  }
}
