/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

// A photo and the article that names it, saved while `npm run dev` runs, in either order: once
// the second is saved, the next run of the steps (scripts/dev.mjs) has the article rendered and
// the photo in the manifest, with nothing touched again, and the photo is encoded behind it. The
// steps run in a Node of their own, in a folder of their own as the project's folder: they read
// content/ and write node_modules/.cache/ from where they run, and the Markdown step's packages
// are ES modules only, which Jest's transform does not load.

const ROOT = join(__dirname, '..', '..');
const url = (path: string) => JSON.stringify(pathToFileURL(join(ROOT, path)).href);

const RUNNER = `
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { buildMarkdown } from ${url('scripts/build/markdown.mjs')};
import { DEFAULT_LANGUAGE } from ${url('lib/content/languages.mjs')};
import { MANIFEST_FILE } from ${url('lib/content/images.mjs')};
import { MARKDOWN_MANIFEST } from ${url('lib/content/markdown.mjs')};
import { backgroundImages } from ${url('scripts/dev/images.mjs')};
import { rerunOnChange } from ${url('scripts/dev/watch.mjs')};

const sharp = createRequire(${url('package.json')})('sharp');
const DEADLINE = 20_000;
const articles = join('content', 'articles', DEFAULT_LANGUAGE.code);
mkdirSync(join('content', 'images'), { recursive: true });
mkdirSync(articles, { recursive: true });
const read = (file) => JSON.parse(readFileSync(file, 'utf8'));
const photos = () => Object.fromEntries(
  Object.entries(read(MANIFEST_FILE).images).map(([src, asset]) => [src, asset.kind]),
);
const slugs = () => read(MARKDOWN_MANIFEST).articles.map((article) => article.slug);

const errors = [];
const images = backgroundImages();
await images.update();
await buildMarkdown();
/** Each run of the steps, as it ends. */
let ran = () => {};
rerunOnChange(process.cwd() + '/content', [images.update, buildMarkdown, async () => ran()], {
  report: (error) => errors.push(error.message),
});
/** Saves, then waits for the runs the save brings until the article is there. */
function saved(save, slug) {
  const done = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(slug + ' not rendered; ' + errors.join('; '))), DEADLINE);
    ran = () => slugs().includes(slug) && resolve(clearTimeout(timer));
  });
  save();
  return done;
}
const photo = (name) => sharp({ create: { width: 64, height: 48, channels: 3, background: '#4338ca' } })
  .jpeg().toFile(join('content', 'images', name));
const article = (slug, src) => writeFileSync(join(articles, slug + '.md'), [
  '---', 'title: A title', 'description: ' + 'A summary of the article that is long enough to pass. '.repeat(2).trim(),
  'date: 2026-01-02', 'author: Ada', 'cover:', '  src: ' + src, '  alt: What the photo shows', '---', '', 'Text.', '',
].join('\\n'));

const steps = [];
// The photo first: no content names it, so it is left out, until the article does.
await photo('first.jpg');
await saved(() => article('photo-first', 'first.jpg'), 'photo-first');
steps.push({ case: 'photo first', photos: photos() });
// The article first: it names a photo that is not there, and nothing is rendered, until it is.
await saved(() => article('text-first', 'second.jpg'), 'photo-first');
const refused = [...errors];
await saved(() => void photo('second.jpg'), 'text-first');
steps.push({ case: 'text first', refused, photos: photos() });
await images.idle();
steps.push({ case: 'encoded', photos: photos(), slugs: slugs() });
console.log(JSON.stringify(steps));
process.exit(0);
`;

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'dev-content-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

test('a photo and the article that names it show whichever is saved first', () => {
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', RUNNER], {
    cwd: root,
    encoding: 'utf8',
  });
  if (child.status !== 0) throw new Error(child.stderr || child.stdout);
  const [photoFirst, textFirst, encoded] = JSON.parse(child.stdout.trim().split('\n').pop() ?? '');
  // The photo is in the manifest as soon as the article names it: a stand-in until it is encoded.
  expect(Object.keys(photoFirst.photos)).toEqual(['first.jpg']);
  expect(textFirst.refused.join('\n')).toMatch(/second\.jpg/);
  expect(Object.keys(textFirst.photos).sort()).toEqual(['first.jpg', 'second.jpg']);
  expect(encoded).toEqual({
    case: 'encoded',
    photos: { 'first.jpg': 'raster', 'second.jpg': 'raster' },
    slugs: expect.arrayContaining(['photo-first', 'text-first']),
  });
});
