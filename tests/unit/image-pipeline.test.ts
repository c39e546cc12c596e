/**
 * @jest-environment node
 * @once the project's tools, the same for every owner
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { imageAsset, type ImageAsset, type RasterImage } from '@/lib/content/images.mjs';

// The image step (scripts/build/images.mjs) runs in a Node of its own: it reads the Markdown with
// remark, whose packages are ES modules only, which Jest's transform does not load.
const ROOT = join(__dirname, '..', '..');
const RUNNER = `
import { buildImages, ENCODING, widthsFor } from './scripts/build/images.mjs';
const { options, avif, widths, encoding: given } = JSON.parse(process.argv[1]);
const lines = [];
try {
  const encoding = { ...ENCODING, ...given, avif: { ...ENCODING.avif, ...avif } };
  const result = widths
    ? { widths: widths.map((width) => widthsFor(width, ENCODING.widths)), all: ENCODING.widths }
    : await buildImages({ ...options, encoding, log: (line) => lines.push(line) });
  console.log(JSON.stringify({ ...result, lines, preview: ENCODING.preview }));
} catch (error) {
  console.log(JSON.stringify({ error: error.message }));
}
`;

type Built = {
  images: Record<string, ImageAsset>;
  encoded: number;
  unused: string[];
  lines: string[];
  /** The step's own preview settings. */
  preview: { width: number };
};

function inNode(input: object): Built & { error?: string } {
  const child = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', RUNNER, JSON.stringify(input)],
    { cwd: ROOT, encoding: 'utf8' },
  );
  if (child.status !== 0) throw new Error(child.stderr);
  return JSON.parse(child.stdout);
}

/** buildImages on the folders below; throws its error. */
function buildImages(
  options: Partial<ReturnType<typeof dirs>> & { languages?: string[] } = dirs(),
  avif: { quality?: number } = {},
  encoding: { widths?: number[] } = {},
): Built {
  const { error, ...built } = inNode({ options, avif, encoding });
  if (error !== undefined) throw new Error(error);
  return built;
}

let root: string;
const dirs = () => ({
  sourceDir: join(root, 'content', 'images'),
  cacheDir: join(root, 'cache'),
  contentDir: join(root, 'content'),
});
const raster = (asset: ImageAsset | undefined) => {
  if (asset?.kind !== 'raster') throw new Error('expected a raster image');
  return asset as RasterImage;
};
const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#4338ca' } });
/** Writes a file of the project in the test's folder. */
const write = (path: string, text: string) => {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
};
/** Content that shows these sources: only what content names is encoded. */
const shows = (...sources: string[]) =>
  write(
    'content/gallery.ts',
    `export const gallery = [${sources.map((src) => `{ src: '${src}', alt: 'A photo' }`).join(', ')}];\n`,
  );

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'image-pipeline-'));
  mkdirSync(dirs().sourceDir, { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('widthsFor', () => {
  it('keeps the steps that fit inside the source, or the source width alone', () => {
    const { widths, all } = inNode({ widths: [1000, 4000, 300] }) as unknown as {
      widths: number[][];
      all: number[];
    };
    expect(widths).toEqual([[384, 640, 828], all, [300]]);
  });
});

describe('buildImages', () => {
  it('encodes AVIF and WebP never wider than the source, and one fallback in its own format', async () => {
    await solid(1000, 600).png().toFile(join(dirs().sourceDir, 'wide.png'));
    await solid(300, 200).jpeg().toFile(join(dirs().sourceDir, 'small.jpg'));
    shows('wide.png', 'small.jpg');
    const { images } = buildImages(dirs());
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

  it('gives an opaque source a small AVIF preview as a data: URI, one with see-through pixels none', async () => {
    const rgba = (alpha: number) =>
      sharp({
        create: {
          width: 600,
          height: 400,
          channels: 4,
          background: { r: 67, g: 56, b: 202, alpha },
        },
      });
    await solid(1000, 600).jpeg().toFile(join(dirs().sourceDir, 'photo.jpg'));
    await solid(300, 200).jpeg().toFile(join(dirs().sourceDir, 'small.jpg'));
    // A screenshot saved with an alpha channel it never uses is as opaque as a photo.
    await rgba(1).png().toFile(join(dirs().sourceDir, 'screenshot.png'));
    await rgba(0.5).png().toFile(join(dirs().sourceDir, 'logo.png'));
    shows('photo.jpg', 'small.jpg', 'screenshot.png', 'logo.png');
    // One width of the other files: the preview is what this test reads.
    const { images, preview: settings } = buildImages(dirs(), {}, { widths: [300] });
    const preview = (src: string) => {
      const uri = raster(images[src]).preview ?? '';
      expect(uri).toMatch(/^data:image\/avif;base64,/);
      return sharp(Buffer.from(uri.slice(uri.indexOf(',') + 1), 'base64')).metadata();
    };
    expect(await preview('photo.jpg')).toMatchObject({
      format: 'heif',
      width: settings.width,
      height: (settings.width * 600) / 1000,
    });
    // Never wider than the source.
    expect(await preview('small.jpg')).toMatchObject({ width: 300, height: 200 });
    expect(await preview('screenshot.png')).toMatchObject({ width: settings.width });
    expect(raster(images['logo.png']).preview).toBeUndefined();
  });

  it('re-encodes nothing unchanged, and renames the files when the source or the settings change', async () => {
    const source = join(dirs().sourceDir, 'photo.jpg');
    await solid(500, 400).jpeg().toFile(source);
    shows('photo.jpg');
    const first = buildImages(dirs());
    const again = buildImages(dirs());
    expect(again.encoded).toBe(0);
    expect(again.images).toEqual(first.images);

    await solid(500, 401).jpeg().toFile(source);
    const changed = buildImages(dirs());
    expect(changed.encoded).toBe(1);
    expect(changed.images['photo.jpg']?.hash).not.toBe(first.images['photo.jpg']?.hash);

    const settings = buildImages(dirs(), { quality: 40 });
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

    const phone = raster(buildImages(dirs()).images['phone.jpg']);
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
    const drawing = buildImages(dirs()).images['drawing.svg'];
    expect(drawing).toMatchObject({ kind: 'vector', width: 800, height: 500 });
    const file = drawing?.kind === 'vector' ? drawing.file : '';
    expect(readFileSync(join(dirs().cacheDir, 'files', file), 'utf8')).toBe(svg);
  });

  it('leaves out a source no content shows, and says each image it encodes', async () => {
    await solid(640, 480).jpeg().toFile(join(dirs().sourceDir, 'used.jpg'));
    await solid(640, 480).jpeg().toFile(join(dirs().sourceDir, 'replaced.jpg'));
    shows('used.jpg');
    const { images, unused, lines } = buildImages();
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

  it('publishes no photo of a draft or of a text waiting for its day, and checks that it is there', async () => {
    for (const name of ['shared', 'draft-only', 'later-only'])
      await solid(400, 300)
        .jpeg()
        .toFile(join(dirs().sourceDir, `${name}.jpg`));
    const later = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const article = (name: string, fields: string, photo: string) =>
      write(
        `content/articles/en/${name}.md`,
        `---\n${fields}\ncover: { src: ${photo}, alt: A photo }\n---\n\n![The same](shared.jpg)\n`,
      );
    article('published', 'date: 2026-01-05', 'shared.jpg');
    article('unfinished', 'date: 2026-01-05\ndraft: true', 'draft-only.jpg');
    article('later', `date: ${later}`, 'later-only.jpg');
    const { images, lines } = buildImages();
    expect(Object.keys(images)).toEqual(['shared.jpg']);
    expect(lines).toContain(
      'images: left out until their text is on the site (a draft, or dated later): draft-only.jpg, later-only.jpg',
    );
    // Checked all the same: a draft's missing photo stops the build as a published text's would.
    article('unfinished', 'date: 2026-01-05\ndraft: true', 'missing.jpg');
    expect(() => buildImages()).toThrow(
      'content/articles/en/unfinished.md: cover.src: missing.jpg is not in content/images/',
    );
  });

  it('fails on a corrupt source, naming the file and the content that shows it', () => {
    write('content/images/projects/shop.jpg', 'not a JPEG at all');
    write(
      'content/portfolio.ts',
      "export const x = {\n  image: { src: 'projects/shop.jpg', alt: 'Shop' },\n};\n",
    );
    expect(() => buildImages()).toThrow(
      /^content\/images\/projects\/shop\.jpg cannot be used: .+ \(shown by content\/portfolio\.ts, x\.image\.src\)$/,
    );
  });

  it('finds every picture content names in the values it holds, however it is written', async () => {
    const names = ['quoted', 'built', 'translated', 'cover', 'gallery', 'inline', 'unused'];
    for (const name of names)
      await solid(400, 300)
        .jpeg()
        .toFile(join(dirs().sourceDir, `${name}.jpg`));
    // TypeScript as the copy is written: double quotes, a path built from parts, `as const`; a map's
    // frame has a src too, and is no picture.
    write(
      'content/portfolio.ts',
      [
        "const folder = 'bu';",
        'export const portfolioCopy = {',
        "  heading: 'Work',",
        '  items: [',
        '    { image: { src: "quoted.jpg", alt: "Quoted" } },',
        "    { image: { src: `${folder}ilt.jpg`, alt: 'Built' } },",
        '  ],',
        "  map: { src: 'https://maps.example.com/embed', title: 'Map' },",
        '} as const;',
      ].join('\n'),
    );
    // Another language's copy, importing the default's through the @/ alias, as a fixture does.
    write(
      'content/de/portfolio.ts',
      [
        "import { portfolioCopy as source } from '@/content/portfolio';",
        'export const portfolioCopy = {',
        '  ...source,',
        "  items: [{ image: { src: 'translated.jpg', alt: 'Übersetzt' } }],",
        '} satisfies typeof source | object;',
      ].join('\n'),
    );
    // The frontmatter as an editor writes it (quoted: valid YAML), and a picture in the text.
    write(
      'content/articles/en/a-story.md',
      [
        '---',
        'cover:',
        '  src: "cover.jpg"',
        '  alt: A cover',
        'gallery:',
        "  - { src: 'gallery.jpg', alt: A photo }",
        '---',
        '',
        '![A photo](inline.jpg)',
      ].join('\n'),
    );
    // A logo is a plain path, known by its field's type in content/schema.mjs.
    write(
      'content/images/clients/mark.svg',
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 20"><rect width="40" height="20"/></svg>',
    );
    write(
      'content/home-sections/en/home.md',
      [
        '---',
        'sections:',
        '  - type: clients',
        '    heading: Clients',
        '    items:',
        "      - { name: Mark, logo: 'clients/mark.svg' }",
        '---',
      ].join('\n'),
    );
    const { images, unused, lines } = buildImages({ ...dirs(), languages: ['de'] });
    expect(Object.keys(images).sort()).toEqual(
      [
        ...names.filter((name) => name !== 'unused').map((name) => `${name}.jpg`),
        'clients/mark.svg',
      ].sort(),
    );
    expect(unused).toEqual(['unused.jpg']);
    expect(lines).toContain('images: left out, as no content refers to them: unused.jpg');
  });

  it('stops at a picture content names that content/images/ lacks, naming the file and the field', async () => {
    await solid(400, 300).jpeg().toFile(join(dirs().sourceDir, 'shop.jpg'));
    // The second of two pictures, so the error names the one at fault, not the first.
    const copy = (src: string) =>
      `export const portfolioCopy = { projects: { items: [{ image: { src: 'shop.jpg', alt: 'Shop' } }, { image: { src: '${src}', alt: 'X' } }] } };\n`;
    const article = (frontmatter: string, text = 'Text.') =>
      `---\ncover:\n  src: shop.jpg\n  alt: Shop\n${frontmatter}---\n\n${text}\n`;
    const cases: [Record<string, string>, string][] = [
      [
        { 'content/portfolio.ts': copy('projects/x.jpg') },
        'images: content/portfolio.ts: portfolioCopy.projects.items[1].image.src: projects/x.jpg is not in content/images/',
      ],
      [
        { 'content/portfolio.ts': copy('shop.jpg'), 'content/de/portfolio.ts': copy('gone.jpg') },
        'images: content/de/portfolio.ts: portfolioCopy.projects.items[1].image.src: gone.jpg is not in content/images/',
      ],
      [
        { 'content/portfolio.ts': copy('Shop.jpg') },
        'images: content/portfolio.ts: portfolioCopy.projects.items[1].image.src: Shop.jpg is not in content/images/ (shop.jpg is: write it alike)',
      ],
      [
        { 'content/portfolio.ts': copy('shop.gif') },
        'images: content/portfolio.ts: portfolioCopy.projects.items[1].image.src: shop.gif is not a JPEG, PNG, WebP, AVIF or SVG under content/images/',
      ],
      [
        {
          'content/stories/en/a.md': article(
            'gallery:\n  - { src: shop.jpg, alt: A }\n  - { src: "x.jpg", alt: B }\n',
          ),
        },
        'images: content/stories/en/a.md: gallery[1].src: x.jpg is not in content/images/',
      ],
      [
        { 'content/articles/en/a.md': article('', 'Text.\n\n![X](articles/x.jpg)') },
        'images: content/articles/en/a.md: body, line 9: articles/x.jpg is not in content/images/',
      ],
    ];
    for (const [files, error] of cases) {
      for (const path of ['portfolio.ts', 'de', 'articles', 'stories'])
        rmSync(join(dirs().contentDir, path), { recursive: true, force: true });
      for (const [path, text] of Object.entries(files)) write(path, text);
      expect(() => buildImages({ ...dirs(), languages: ['de'] })).toThrow(new Error(error));
    }
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
