// @ts-check
// Full-page screenshots of every route at 375, 768 and 1280 px, for a human to look at.
// Usage: node scripts/screenshots.mjs [baseURL] [outDir]  (serve out/ first)
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { publishedPaths } from './build/output.mjs';
import { CHROMIUM_FLAGS, chromiumPath } from './chromium.mjs';

const base = process.argv[2] ?? 'http://127.0.0.1:4173';
const dir = process.argv[3] ?? 'test-results/screenshots';
const routes = [...publishedPaths(), '/no-such-page/'];
const widths = [375, 768, 1280];

mkdirSync(dir, { recursive: true });
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: CHROMIUM_FLAGS,
});
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  for (const route of routes) {
    await page.goto(base + route, { waitUntil: 'networkidle' });
    // The picture shows the resting layout: every card entrance has run to its end.
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter(
            (animation) =>
              animation instanceof CSSAnimation && animation.animationName === 'card-enter',
          )
          .map((animation) => animation.finished),
      ),
    );
    const name = route === '/' ? 'home' : route.replaceAll('/', '');
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.close();
}
await browser.close();
console.log(`screenshots in ${dir}`);
