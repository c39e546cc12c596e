// Full-page screenshots of every route at 375, 768 and 1280 px, for a human to look at.
// Usage: node tests/visual/screenshots.mjs [baseURL] [outDir]  (serve out/ first)
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from '../quality/serve-out.mjs';

const base = process.argv[2] ?? 'http://127.0.0.1:4173';
const dir = process.argv[3] ?? 'test-results/screenshots';
const routes = ['/', '/about/', '/services/', '/portfolio/', '/contact/', '/no-such-page/'];
const widths = [375, 768, 1280];

mkdirSync(dir, { recursive: true });
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  // Playwright picks its own headless mode.
  args: CHROMIUM_FLAGS.filter((flag) => !flag.startsWith('--headless')),
});
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  for (const route of routes) {
    await page.goto(base + route, { waitUntil: 'networkidle' });
    // Let the card entrances finish so the picture shows the resting layout.
    await page.waitForTimeout(1500);
    const name = route === '/' ? 'home' : route.replaceAll('/', '');
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.close();
}
await browser.close();
console.log(`screenshots in ${dir}`);
