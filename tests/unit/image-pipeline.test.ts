/**
 * @jest-environment node
 * @once the project's tools, the same for every owner
 */
import { mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { imageAsset, type ImageAsset, type RasterImage } from '@/lib/content/images.mjs';
import { buildImages, ENCODING, widthsFor } from '@/scripts/build/images.mjs';

let root: string;
const dirs = () => ({
  sourceDir: join(root, 'images'),
  cacheDir: join(root, 'cache'),
  contentDir: join(root, 'content'),
});
const raster = (asset: ImageAsset | undefined) => {
  if (asset?.kind !== 'raster') throw new Error('expected a raster image');
  return asset as RasterImage;
};
const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#4338ca' } });
/** Content that shows these sources: only what content names is encoded. */
const shows = (...sources: string[]) =>
  writeFileSync(
    join(dirs().contentDir, 'gallery.ts'),
    `export const gallery = [${sources.map((src) => `'${src}'`).join(', ')}];\n`,
  );

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'image-pipeline-'));
  mkdirSync(dirs().sourceDir);
  mkdirSync(dirs().contentDir);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('widthsFor', () => {
  it('keeps the steps that fit inside the source, or the source width alone', () => {
    expect(widthsFor(1000, ENCODING.widths)).toEqual([384, 640, 828]);
    expect(widthsFor(4000, ENCODING.widths)).toEqual(ENCODING.widths);
    expect(widthsFor(300, ENCODING.widths)).toEqual([300]);
  });
});

describe('buildImages', () => {
  it('encodes AVIF and WebP never wider than the source, and one fallback in its own format', async () => {
    await solid(1000, 600).png().toFile(join(dirs().sourceDir, 'wide.png'));
    await solid(300, 200).jpeg().toFile(join(dirs().sourceDir, 'small.jpg'));
    shows('wide.png', 'small.jpg');
    const { images } = await buildImages(dirs());
    const wide = raster(images['wide.png']);
    expect([wide.width, wide.height]).toEqual([1000, 600]);
    expect(wide.avif.map((f) => f.width)).toEqual([384, 640, 828]);
    expect(wide.webp.map((f) => f.width)).toEqual([384, 640, 828]);
    expect(wide.fallback.file).toMatch(/-1000\.png$/);
    const small = raster(images['small.jpg']);
    expect(small.avif.map((f) => f.width)).toEqual([300]);
    expect(small.fallback.file).toMatch(/-300\.jpg$/);
    for (const file of [...wide.avif, ...wide.webp, wide.fallback]) {
      const meta = await sharp(join(dirs().cacheDir, 'files', file.file)).metadata();
      expect(meta.width).toBe(file.width);
      expect(meta.width).toBeLessThanOrEqual(1000);
    }
  });

  it('re-encodes nothing unchanged, and renames the files when the source or the settings change', async () => {
    const source = join(dirs().sourceDir, 'photo.jpg');
    await solid(500, 400).jpeg().toFile(source);
    shows('photo.jpg');
    const first = await buildImages(dirs());
    const again = await buildImages(dirs());
    expect(again.encoded).toBe(0);
    expect(again.images).toEqual(first.images);

    await solid(500, 401).jpeg().toFile(source);
    const changed = await buildImages(dirs());
    expect(changed.encoded).toBe(1);
    expect(changed.images['photo.jpg']?.hash).not.toBe(first.images['photo.jpg']?.hash);

    const settings = await buildImages({
      ...dirs(),
      encoding: { ...ENCODING, avif: { ...ENCODING.avif, quality: 40 } },
    });
    expect(settings.images['photo.jpg']?.hash).not.toBe(changed.images['photo.jpg']?.hash);
    // Only the current files stay in the cache, so the site never ships stale ones.
    expect(
      readdirSync(join(dirs().cacheDir, 'files')).every((f) =>
        f.includes(settings.images['photo.jpg']?.hash ?? '?'),
      ),
    ).toBe(true);
  });

  it('applies the EXIF orientation and strips all metadata, GPS included', async () => {
    // Stored 400 × 200, to be shown rotated a quarter turn (orientation 6): 200 × 400.
    await solid(400, 200)
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneCo' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 0/1' },
      })
      .withMetadata({ orientation: 6 })
      .toFile(join(dirs().sourceDir, 'phone.jpg'));
    shows('phone.jpg');
    const input = await sharp(join(dirs().sourceDir, 'phone.jpg')).metadata();
    expect(input.orientation).toBe(6);
    expect(input.exif?.toString('latin1')).toContain('PhoneCo');

    const phone = raster((await buildImages(dirs())).images['phone.jpg']);
    expect([phone.width, phone.height]).toEqual([200, 400]);
    for (const file of [...phone.avif, ...phone.webp, phone.fallback]) {
      const meta = await sharp(join(dirs().cacheDir, 'files', file.file)).metadata();
      expect(meta.height).toBeGreaterThan(meta.width ?? 0);
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation ?? 1).toBe(1);
    }
  });

  it('copies an SVG unchanged, measured by its viewBox', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500"><rect width="800" height="500"/></svg>';
    writeFileSync(join(dirs().sourceDir, 'drawing.svg'), svg);
    shows('drawing.svg');
    const drawing = (await buildImages(dirs())).images['drawing.svg'];
    expect(drawing).toMatchObject({ kind: 'vector', width: 800, height: 500 });
    const file = drawing?.kind === 'vector' ? drawing.file : '';
    expect(readFileSync(join(dirs().cacheDir, 'files', file), 'utf8')).toBe(svg);
  });

  it('leaves out a source no content shows, and says each image it encodes', async () => {
    await solid(640, 480).jpeg().toFile(join(dirs().sourceDir, 'used.jpg'));
    await solid(640, 480).jpeg().toFile(join(dirs().sourceDir, 'replaced.jpg'));
    shows('used.jpg');
    const lines: string[] = [];
    const { images, unused } = await buildImages({ ...dirs(), log: (line) => lines.push(line) });
    expect(Object.keys(images)).toEqual(['used.jpg']);
    expect(unused).toEqual(['replaced.jpg']);
    expect(readdirSync(join(dirs().cacheDir, 'files')).some((f) => f.startsWith('replaced-'))).toBe(
      false,
    );
    expect(lines).toEqual([
      expect.stringMatching(/^images: used\.jpg \(640 × 480, 0\.0 MB\) encoded in \d+\.\d s$/),
      'images: left out, as no content refers to them: replaced.jpg',
      expect.stringMatching(/^images: 1 encoded \(0\.0 MB of sources\) in \d+\.\d s$/),
    ]);
  });

  it('fails on a corrupt source, naming the file and the content that shows it', async () => {
    mkdirSync(join(dirs().sourceDir, 'projects'));
    writeFileSync(join(dirs().sourceDir, 'projects', 'shop.jpg'), 'not a JPEG at all');
    writeFileSync(
      join(dirs().contentDir, 'portfolio.ts'),
      "export const x = {\n  image: { src: 'projects/shop.jpg', alt: 'Shop' },\n};\n",
    );
    await expect(buildImages(dirs())).rejects.toThrow(
      /^content\/images\/projects\/shop\.jpg cannot be used: .+ \(shown by content\/portfolio\.ts:2\)$/,
    );
  });
});

describe('imageAsset', () => {
  it('stops the page, naming the source and what shows it, when content points at a missing file', () => {
    expect(() =>
      imageAsset('projects/gone.jpg', 'The image "Our new shop"', { images: {} }),
    ).toThrow(
      'The image "Our new shop" shows "projects/gone.jpg", which is not in content/images/',
    );
  });
});
