import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { portfolioCopy } from '@/content/portfolio';
import { imageAsset, MEDIA_PATH, type RasterImage } from '@/lib/content/images.mjs';
import { buildImages, ENCODING } from '@/scripts/build/images.mjs';
import { expect, expectClean, ONCE, test } from './fixtures';
import { expectPaintedBeforeTheirFiles } from './largest-paint';

const { projects } = portfolioCopy;
const raster = (src: string) => imageAsset(src, src) as RasterImage;

// Every /media/ file the page fetched, with its size on the wire.
function recordMedia(page: Page) {
  const fetched: { file: string; bytes: number }[] = [];
  page.on('requestfinished', async (request) => {
    const { pathname } = new URL(request.url());
    if (!pathname.startsWith(`${MEDIA_PATH}/`)) return;
    const sizes = await request.sizes();
    fetched.push({ file: pathname.slice(MEDIA_PATH.length + 1), bytes: sizes.responseBodySize });
  });
  return fetched;
}

// Sums every layout shift the page has had, as CLS counts them (none after input here).
function layoutShift(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          resolve(
            list
              .getEntries()
              .reduce((sum, entry) => sum + (entry as unknown as { value: number }).value, 0),
          );
        }).observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(0)));
      }),
  );
}

/** A project's picture, scrolled to (so a lazy one loads) and decoded. */
async function loadedImage(page: Page, alt: string) {
  const image = page.getByRole('img', { name: alt });
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  return image;
}

async function expectRightSizedAvif(page: Page) {
  const fetched = recordMedia(page);
  await page.goto('/portfolio/');
  const expected: string[] = [];
  for (const project of projects.items) {
    const image = await loadedImage(page, project.image.alt);
    // A picture wider than its frame covers it (object-fit: cover), drawn wider than the frame
    // to fill its height; one of the frame's shape or narrower is drawn as wide as the frame
    // (the 1 % spares the rounding of the frame's size to layout units).
    const { currentSrc, needed } = await image.evaluate((img: HTMLImageElement) => {
      const { width, height } = img.getBoundingClientRect();
      const aspect = img.naturalWidth / img.naturalHeight;
      const drawn = aspect > (width / height) * 1.01 ? height * aspect : width;
      return { currentSrc: img.currentSrc, needed: drawn * devicePixelRatio };
    });
    const { avif } = raster(project.image.src);
    // The smallest encoded width that still covers the rendered size at this pixel density.
    const smallest = avif.find((file) => file.width >= needed) ?? avif.at(-1);
    expect(new URL(currentSrc).pathname, `${project.title} at ${Math.round(needed)} px`).toBe(
      `${MEDIA_PATH}/${smallest?.file}`,
    );
    expected.push(smallest?.file ?? '');
  }
  // Each record lands once its response is read; nothing larger (nor a second format) came.
  const files = () => [...new Set(fetched.map((f) => f.file))].sort();
  await expect.poll(() => expected.every((file) => files().includes(file))).toBe(true);
  expect(files()).toEqual([...expected].sort());
  expect(await layoutShift(page)).toBe(0);
}

test('Portfolio serves each project as the smallest AVIF that covers it, without a shift', async ({
  page,
  watch,
}) => {
  await expectRightSizedAvif(page);
  expectClean(watch);
});

test('every project photo keeps its own proportions, covering its frame around its focus', async ({
  page,
}) => {
  await page.goto('/portfolio/');
  for (const project of projects.items) {
    const image = await loadedImage(page, project.image.alt);
    // The picture as drawn, whatever object-fit says: 'fill' stretches it to the box.
    const drawn = await image.evaluate((img: HTMLImageElement) => {
      const { width, height } = img.getBoundingClientRect();
      const { objectFit, objectPosition } = getComputedStyle(img);
      const sx = width / img.naturalWidth;
      const sy = height / img.naturalHeight;
      const scale = { cover: Math.max(sx, sy), contain: Math.min(sx, sy) }[objectFit];
      const [w, h] = scale
        ? [img.naturalWidth * scale, img.naturalHeight * scale]
        : [width, height];
      return {
        box: { width, height },
        w,
        h,
        natural: img.naturalWidth / img.naturalHeight,
        objectPosition,
      };
    });
    const label = `${project.title} (${project.image.src})`;
    expect(drawn.w / drawn.h / drawn.natural, `${label}: drawn at its own aspect`).toBeCloseTo(
      1,
      2,
    );
    expect(drawn.w, `${label}: covers the frame's width`).toBeGreaterThanOrEqual(
      drawn.box.width - 0.5,
    );
    expect(drawn.h, `${label}: covers the frame's height`).toBeGreaterThanOrEqual(
      drawn.box.height - 0.5,
    );
    expect(drawn.objectPosition, `${label}: cropped around its focus`).toBe(
      project.image.focus ?? '50% 50%',
    );
  }
});

test('the first project paints with the text on a phone, its file still on the way', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, "a phone's first screen, whose largest picture it is");
  await expectPaintedBeforeTheirFiles(page, ['/portfolio/']);
});

test.describe('at 768 px', () => {
  test.skip(({ isMobile }) => isMobile, 'a tablet-wide desktop window');
  test.use({ viewport: { width: 768, height: 1024 } });

  test('Portfolio serves each project as the smallest AVIF that covers it, without a shift', async ({
    page,
  }) => {
    await expectRightSizedAvif(page);
  });
});

// The image pipeline and the card's sizes are the same for every owner.
test.describe('a real photo', ONCE, () => {
  test.skip(({ isMobile }) => !isMobile, 'what a phone downloads');
  let fixture = '';
  test.afterEach(() => {
    if (fixture) rmSync(fixture, { recursive: true, force: true });
  });

  test('a 4000 × 3000 JPEG of several megabytes costs a phone under 150 kB', async ({ page }) => {
    // Encoding a 4000 px photo is seconds of CPU; on a busy machine more.
    test.setTimeout(180_000);
    fixture = mkdtempSync(join(tmpdir(), 'photo-fixture-'));
    const sourceDir = join(fixture, 'images');
    const source = join(sourceDir, 'photo.jpg');
    mkdirSync(sourceDir);
    const [first] = projects.items;
    if (!first) throw new Error('no project in content');
    // Fine-grained noise: the hardest kind of detail to compress, like foliage or gravel.
    await sharp({
      create: {
        width: 4000,
        height: 3000,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .blur(1)
      .jpeg({ quality: 92 })
      .toFile(source);
    const sourceBytes = readFileSync(source).length;
    expect(sourceBytes).toBeGreaterThan(3_000_000);

    const contentDir = join(fixture, 'content');
    mkdirSync(contentDir);
    writeFileSync(
      join(contentDir, 'portfolio.ts'),
      "export const photo = { src: 'photo.jpg', alt: 'A photo' };\n",
    );
    // The first project's image is swapped for the photo: the file the page asks for is answered
    // with the photo encoded by the pipeline at the same width, in the same format. Only that
    // width is encoded: the others, a phone never downloads, are CPU-seconds this test spends on
    // nothing (49 s of the site's browser tests with all six).
    const original = raster(first.image.src);
    const requested = new Map(
      (['avif', 'webp'] as const).flatMap((format) =>
        original[format].map((file) => [file.file, { format, width: file.width }] as const),
      ),
    );
    const served: { file: string; bytes: number }[] = [];
    await page.route(`**${MEDIA_PATH}/*`, async (route) => {
      const name = new URL(route.request().url()).pathname.slice(MEDIA_PATH.length + 1);
      const asked = requested.get(name);
      if (!asked) return route.continue();
      const { images } = await buildImages({
        sourceDir,
        contentDir,
        cacheDir: join(fixture, 'cache'),
        encoding: { ...ENCODING, widths: [asked.width] },
      });
      const swapped = (images['photo.jpg'] as RasterImage)[asked.format][0];
      if (swapped?.width !== asked.width) throw new Error(`no ${asked.width} px ${asked.format}`);
      const body = readFileSync(join(fixture, 'cache', 'files', swapped.file));
      served.push({ file: swapped.file, bytes: body.length });
      await route.fulfill({
        body,
        contentType: asked.format === 'avif' ? 'image/avif' : 'image/webp',
      });
    });
    await page.goto('/portfolio/');
    const image = page.getByRole('img', { name: first.image.alt });
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    console.log(
      `photo: ${(sourceBytes / 1e6).toFixed(1)} MB source; the phone got ${served.map((s) => `${s.file} (${s.bytes} B)`).join(', ')}`,
    );
    expect(served).toHaveLength(1);
    expect(served[0]?.file).toMatch(/\.avif$/);
    expect(served[0]?.bytes).toBeLessThan(150_000);
  });
});
