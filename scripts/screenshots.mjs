// @ts-check
// Full-page screenshots of every route at 375, 768 and 1280 px, for a human to look at.
// Usage: node scripts/screenshots.mjs [baseURL] [outDir]
// baseURL defaults to where `npm start` serves out/ (package.json's serve script,
// http://127.0.0.1:3000): run `npm start` first, or pass the address of another server.
import { mkdirSync, readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { publishedPaths } from './build/output.mjs';
import { CHROMIUM_FLAGS } from './tools/chromium.mjs';
import { toolPath } from './tools/machine.mjs';
import { imagesComplete, loadImagesNow } from './tools/images-loaded.mjs';

// One source for the address: the serve script `npm start` runs (`serve out --listen tcp://…`).
const { scripts } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const startAddress = /--listen tcp:\/\/(\S+)/.exec(scripts.serve)?.[1];
if (!startAddress) throw new Error("screenshots: package.json's serve script names no address");
const base = process.argv[2] ?? `http://${startAddress}`;
const dir = process.argv[3] ?? 'test-results/screenshots';
const routes = [...publishedPaths(), '/no-such-page/'];
const widths = [375, 768, 1280];

mkdirSync(dir, { recursive: true });
const browser = await chromium.launch({
  executablePath: toolPath('chromium'),
  args: CHROMIUM_FLAGS,
});
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  for (const route of routes) {
    await page.goto(base + route, { waitUntil: 'networkidle' });
    await page.evaluate(loadImagesNow);
    await page.waitForFunction(imagesComplete);
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
