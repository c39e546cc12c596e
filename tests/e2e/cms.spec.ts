import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { parse } from 'yaml';
import { collections } from '@/content/schema.mjs';
import { LANGUAGES } from '@/lib/content/languages.mjs';
import type { MarkdownManifest } from '@/lib/content/markdown.mjs';
import { LOCAL_BACKEND } from '@/scripts/build/cms.mjs';
import { CMS_FOLDER } from '@/scripts/build/output.mjs';
import { untilReady } from '@/tests/harness/tool-start.mjs';
import { TEST_PORTS } from '@/tests/harness/variants.mjs';
import { OUT_DIR } from './built-site';
import { cspViolations, expect, expectClean, test as base } from './fixtures';

// The CMS as a colleague uses it: Decap's own app, from the build, in the browser, against
// decap-server (its local backend) writing into a scratch copy of content/, never the project's.
// Then the Markdown step, as the next build runs it, over that copy. Runs where the build has the
// CMS (the second owner's: CMS_REPOSITORY in its .env.production).

const ROOT = join(__dirname, '..', '..');
// One page for the file's tests, which opens the CMS and logs in once: loading Decap's app (its
// bundle) took 3 to 8 s of each test on the shared 2-core machine, and moving to another of its
// views takes 0.1 s. Each test watches it afresh.
const test = base.extend<object, { editor: Page }>({
  editor: [
    async ({ browser }, use, { project }) => {
      const { baseURL, viewport } = project.use;
      const context = await browser.newContext({ baseURL, viewport });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ editor }, use) => {
    await use(editor);
  },
});
const hasCms = existsSync(join(OUT_DIR, CMS_FOLDER));
test.skip(!hasCms, 'the build has no CMS (CMS_REPOSITORY is not set)');
// A hang guard, not a wait: the first test loads Decap's app, which took 14 to 27 s of it at load
// averages of 12 to 21 on the shared 2-core machine, and over 30 s at 23.
test.describe.configure({ mode: 'serial', timeout: 60_000 });
// decap-server answers Decap's requests; nothing else of another origin is reached.
test.use({ reachableOrigins: [LOCAL_BACKEND] });

const ARTICLE = {
  slug: 'harbour-tickets-offline',
  title: 'Harbour tickets offline',
  description:
    'How the ferry ticket still opens with no signal at the pier: a service worker and a signed pass.',
  date: '2026-11-20',
  author: 'Lena Vogt',
  tag: 'Offline',
  photo: 'harbour-at-dawn.jpg',
  alt: 'The pier at dawn, the ferry still moored',
  text: 'The ticket opens without a signal.',
};
// An article in the default language only, whose pictures are all in content/images/articles/
// (Decap previews no other folder's).
const EDITED = { slug: 'design-reviews-clients-enjoy', title: 'Design reviews our clients enjoy' };
const DEFAULT = LANGUAGES[0]?.code ?? '';

let scratch = '';
let server: ChildProcess | undefined;

test.beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'cms-'));
  cpSync(join(ROOT, 'content'), join(scratch, 'content'), { recursive: true });
  mkdirSync(join(scratch, 'upload'));
  // A photo of its own: Decap lists a file whose bytes another has once.
  await sharp({ create: { width: 640, height: 400, channels: 3, background: '#1d5a8c' } })
    .jpeg()
    .toFile(join(scratch, 'upload', ARTICLE.photo));
  const running = spawn(
    process.execPath,
    [join(ROOT, 'node_modules', 'decap-server', 'dist', 'index.js')],
    {
      cwd: scratch,
      env: { ...process.env, PORT: String(TEST_PORTS.cms), BIND_HOST: '127.0.0.1', MODE: 'fs' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  server = running;
  await untilReady(running, 'decap-server', (said) => said.includes('listening on'));
  // What it says of a request it fails is shown as it comes.
  running.stderr?.pipe(process.stderr);
});

test.afterAll(() => {
  server?.kill();
  rmSync(scratch, { recursive: true, force: true });
});

/**
 * Shows a collection in the CMS. The first time, opens the CMS from the build and logs in to
 * decap-server, once the test watches the page.
 * @param name a collection of content/schema.mjs
 */
async function openCollection(page: Page, name: keyof typeof collections) {
  if (!page.url().includes(`/${CMS_FOLDER}/`)) {
    // The build's configuration names decap-server's default port; this one listens on a test
    // port, so it never meets a colleague's `npm run cms`.
    await page.route(`${LOCAL_BACKEND}/api/v1`, (route) =>
      route.continue({ url: `http://127.0.0.1:${TEST_PORTS.cms}/api/v1` }),
    );
    await page.goto(`/${CMS_FOLDER}/`);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('heading', { name: 'Collections' }).waitFor();
  }
  await page.goto(`/${CMS_FOLDER}/#/collections/${name}`);
  await page.getByRole('heading', { name: collections[name].label, level: 1 }).waitFor();
}

/**
 * Writing in the default language only: the other languages' pane closed. Decap remembers
 * whether it was open, and draws the panes it shows at once.
 */
async function writeInOneLanguage(page: Page) {
  const panes = page.getByRole('button', { name: /^Writing in / });
  await panes.first().waitFor();
  if ((await panes.count()) > 1) await page.getByRole('button', { name: 'Toggle i18n' }).click();
  await expect(panes).toHaveCount(1);
}

/** A file of the scratch copy's content/, its frontmatter parsed. */
function frontmatterOf(path: string) {
  const source = readFileSync(join(scratch, 'content', path), 'utf8');
  return parse(/^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '') as Record<string, unknown>;
}

/** Uploads a file of the test's into the open media library, and chooses it. */
async function upload(page: Page, name: string) {
  const library = page.getByRole('dialog');
  await library.getByLabel('Upload').setInputFiles(join(scratch, 'upload', name));
  await library.getByText(name).waitFor();
  await library.getByRole('button', { name: 'Choose selected' }).click();
}

/** Publishes the open entry, and waits until Decap says it is saved. */
async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  await expect(page.getByText('Changes saved')).toBeVisible();
}

test('an editor writes an article with a cover photo and publishes it', async ({ page, watch }) => {
  await openCollection(page, 'articles');
  await page.getByRole('link', { name: 'Create entry of type Articles' }).click();
  await writeInOneLanguage(page);
  await page.getByRole('textbox', { name: 'Title' }).fill(ARTICLE.title);
  await page.getByRole('textbox', { name: 'Summary' }).fill(ARTICLE.description);
  await page.getByRole('textbox', { name: 'Published' }).fill(ARTICLE.date);
  await page.getByRole('textbox', { name: 'Author', exact: true }).fill(ARTICLE.author);
  await page.getByRole('button', { name: 'Add tags' }).click();
  await page.getByRole('textbox', { name: 'Tags' }).fill(ARTICLE.tag);

  await page.getByRole('button', { name: 'Choose an image' }).click();
  await upload(page, ARTICLE.photo);
  await page.getByRole('textbox', { name: 'What it shows' }).fill(ARTICLE.alt);

  // Decap's rich-text editor has no accessible name: the one text area of the form.
  await page.locator('[data-slate-editor="true"]').click();
  await page.keyboard.type(ARTICLE.text);

  await publish(page);
  await page.waitForURL(`**/#/collections/articles/entries/${ARTICLE.slug}`);

  const file = `articles/${DEFAULT}/${ARTICLE.slug}.md`;
  expect(frontmatterOf(file)).toEqual({
    title: ARTICLE.title,
    description: ARTICLE.description,
    date: ARTICLE.date,
    author: ARTICLE.author,
    tags: [ARTICLE.tag],
    cover: { src: `articles/${ARTICLE.photo}`, alt: ARTICLE.alt },
  });
  expect(readFileSync(join(scratch, 'content', file), 'utf8')).toMatch(
    new RegExp(`\\n---\\n${ARTICLE.text}\\n?$`),
  );
  expect(existsSync(join(scratch, 'content', 'images', 'articles', ARTICLE.photo))).toBe(true);
  expect(cspViolations(watch)).toEqual([]);
  expectClean(watch);
});

test('an editor changes the title of an article and saves it', async ({ page, watch }) => {
  const file = `articles/${DEFAULT}/${EDITED.slug}.md`;
  const before = frontmatterOf(file);
  await openCollection(page, 'articles');
  await page.getByRole('link', { name: String(before.title) }).click();
  await page.getByRole('textbox', { name: 'Title' }).first().fill(EDITED.title);
  await publish(page);
  await expect.poll(() => frontmatterOf(file).title).toBe(EDITED.title);
  // Only the title changed. Decap writes the file of every language; one the text is not in stays
  // empty, which the build publishes nothing of (the last test).
  expect(frontmatterOf(file)).toEqual({ ...before, title: EDITED.title });
  for (const { code } of LANGUAGES.slice(1)) {
    const other = join(scratch, 'content', 'articles', code, `${EDITED.slug}.md`);
    expect(existsSync(other) ? readFileSync(other, 'utf8').trim() : '').toBe('');
  }
  expectClean(watch);
});

test('the next build publishes what the editor wrote', () => {
  // The Markdown step as prebuild runs it, in a Node of its own whose folder is the scratch copy.
  const cache = join(scratch, 'cache');
  const step = pathToFileURL(join(ROOT, 'scripts', 'build', 'markdown.mjs')).href;
  const run = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const { buildMarkdown } = await import(${JSON.stringify(step)});
       await buildMarkdown({ cacheDir: ${JSON.stringify(cache)} });`,
    ],
    { cwd: scratch, encoding: 'utf8' },
  );
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  const { articles } = JSON.parse(
    readFileSync(join(cache, 'manifest.json'), 'utf8'),
  ) as MarkdownManifest;
  const article = (slug: string) =>
    articles.find((entry) => entry.slug === slug && entry.language === DEFAULT);
  expect(article(ARTICLE.slug)?.data).toMatchObject({
    title: ARTICLE.title,
    date: ARTICLE.date,
    tags: [ARTICLE.tag],
    cover: { src: `articles/${ARTICLE.photo}`, alt: ARTICLE.alt },
    draft: false,
  });
  expect(article(EDITED.slug)?.data.title).toBe(EDITED.title);
  // The other languages' files Decap wrote for the two are empty: not published.
  for (const slug of [ARTICLE.slug, EDITED.slug])
    expect(articles.filter((entry) => entry.slug === slug)).toHaveLength(1);
});
