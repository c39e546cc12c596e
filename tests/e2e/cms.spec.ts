import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { parse } from 'yaml';
import { servicesCopy } from '@/content/services';
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

// A person, with a photo and a link, and no longer text: a card on About, no page of their own.
const PERSON = {
  slug: 'ines-kowalski',
  name: 'Ines Kowalski',
  role: 'Accessibility lead',
  photo: 'ines-at-her-desk.jpg',
  alt: 'Ines at her desk, a screen reader open',
  bio: 'Ines tests every page with the people who use screen readers, and fixes what they find.',
  link: 'https://example.org/ines',
};
// A job open from the day the test runs to the end of next year, so the build keeps it.
const today = new Date().toISOString().slice(0, 10);
const JOB = {
  slug: 'accessibility-tester',
  title: 'Accessibility tester',
  description:
    'Test public websites with the people who use screen readers, note what fails and check the fixes.',
  date: today,
  validThrough: `${Number(today.slice(0, 4)) + 1}-12-31`,
  employment: { label: 'Part time', value: 'PART_TIME' },
  location: { locality: 'Berlin', country: 'DE' },
  pay: { minimum: 3200, maximum: 3800, currency: 'EUR', unit: 'MONTH' },
  per: 'Month',
  text: 'You test each page before it goes live.',
};
// A step and a question added to the page of a service of content/services.ts.
const SERVICE = {
  id: servicesCopy.services.items[0]?.id ?? '',
  step: {
    title: 'Test with screen readers',
    text: 'People who use screen readers try each page before it goes live.',
  },
  question: {
    question: 'Who tests the pages?',
    answer: 'People who use screen readers every day, paid for their time.',
  },
};
// Three sections added under the Home page's first screen: a figure, a client's logo (an SVG),
// a testimonial with a photo.
const HOME = {
  figures: {
    type: 'figures',
    heading: 'In numbers',
    items: [{ value: '300', label: 'pages tested' }],
  },
  clients: { heading: 'Who we work for', name: 'Lakeside Library', logo: 'lakeside-library.svg' },
  testimonials: {
    heading: 'What clients say',
    quote: 'Our readers find what they need, with or without a mouse.',
    name: 'Tomas Lind',
    position: 'Head of digital',
    company: 'Lakeside Library',
    photo: 'tomas-lind.jpg',
    alt: 'Tomas Lind in the library',
  },
};

let scratch = '';
let server: ChildProcess | undefined;

test.beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'cms-'));
  cpSync(join(ROOT, 'content'), join(scratch, 'content'), { recursive: true });
  mkdirSync(join(scratch, 'upload'));
  // Photos of their own: Decap lists a file whose bytes another has once.
  for (const [name, background] of [
    [ARTICLE.photo, '#1d5a8c'],
    [PERSON.photo, '#8c5a1d'],
    [HOME.testimonials.photo, '#5a1d8c'],
  ] as const)
    await sharp({ create: { width: 640, height: 400, channels: 3, background } })
      .jpeg()
      .toFile(join(scratch, 'upload', name));
  writeFileSync(
    join(scratch, 'upload', HOME.clients.logo),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 20"><circle cx="10" cy="10" r="8"/></svg>\n',
  );
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

/** A file of the scratch copy's content/, its frontmatter parsed; none where there is none. */
function frontmatterOf(path: string) {
  const file = join(scratch, 'content', path);
  const source = existsSync(file) ? readFileSync(file, 'utf8') : '';
  return (parse(/^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '') ?? {}) as Record<string, unknown>;
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

test('an editor adds a person with a photo and a link', async ({ page, watch }) => {
  await openCollection(page, 'people');
  await page.getByRole('link', { name: 'Create entry of type People' }).click();
  await writeInOneLanguage(page);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(PERSON.name);
  await page.getByRole('textbox', { name: 'Role' }).fill(PERSON.role);
  await page.getByRole('button', { name: 'Choose an image' }).click();
  await upload(page, PERSON.photo);
  await page.getByRole('textbox', { name: 'What it shows' }).fill(PERSON.alt);
  await page.getByRole('textbox', { name: 'Short bio' }).fill(PERSON.bio);
  await page.getByRole('button', { name: 'Add links' }).click();
  await page.getByRole('textbox', { name: 'Links' }).fill(PERSON.link);
  // No order and no longer text: both may be left empty.
  await publish(page);
  await page.waitForURL(`**/#/collections/people/entries/${PERSON.slug}`);

  expect(frontmatterOf(`people/${DEFAULT}/${PERSON.slug}.md`)).toEqual({
    name: PERSON.name,
    role: PERSON.role,
    photo: { src: `people/${PERSON.photo}`, alt: PERSON.alt },
    bio: PERSON.bio,
    links: [PERSON.link],
  });
  expect(existsSync(join(scratch, 'content', 'images', 'people', PERSON.photo))).toBe(true);
  expect(cspViolations(watch)).toEqual([]);
  expectClean(watch);
});

test('an editor posts a job with its place and pay', async ({ page, watch }) => {
  await openCollection(page, 'jobs');
  await page.getByRole('link', { name: 'Create entry of type Jobs' }).click();
  await writeInOneLanguage(page);
  await page.getByRole('textbox', { name: 'Title' }).fill(JOB.title);
  await page.getByRole('textbox', { name: 'Summary' }).fill(JOB.description);
  await page.getByRole('textbox', { name: 'Posted' }).fill(JOB.date);
  await page.getByRole('textbox', { name: 'Open until' }).fill(JOB.validThrough);
  await page.getByRole('combobox', { name: 'Employment' }).click();
  await page.getByRole('option', { name: JOB.employment.label, exact: true }).click();
  await page.getByRole('textbox', { name: 'Town or city' }).fill(JOB.location.locality);
  await page.getByRole('textbox', { name: 'Country' }).fill(JOB.location.country);
  await page.getByRole('spinbutton', { name: 'From' }).fill(String(JOB.pay.minimum));
  await page.getByRole('spinbutton', { name: 'To' }).fill(String(JOB.pay.maximum));
  await page.getByRole('textbox', { name: 'Currency' }).fill(JOB.pay.currency);
  await page.getByRole('combobox', { name: 'Per' }).click();
  await page.getByRole('option', { name: JOB.per, exact: true }).click();
  await page.locator('[data-slate-editor="true"]').click();
  await page.keyboard.type(JOB.text);
  await publish(page);
  await page.waitForURL(`**/#/collections/jobs/entries/${JOB.slug}`);

  // Numbers as numbers, days as YYYY-MM-DD, the choices as their codes; what was left empty
  // (region, remote, countries, the address to apply at) is left out.
  const file = `jobs/${DEFAULT}/${JOB.slug}.md`;
  expect(frontmatterOf(file)).toEqual({
    title: JOB.title,
    description: JOB.description,
    date: JOB.date,
    validThrough: JOB.validThrough,
    employmentType: JOB.employment.value,
    location: JOB.location,
    pay: JOB.pay,
  });
  expect(readFileSync(join(scratch, 'content', file), 'utf8')).toMatch(
    new RegExp(`\\n---\\n${JOB.text}\\n?$`),
  );
  expect(cspViolations(watch)).toEqual([]);
  expectClean(watch);
});

test("an editor adds a step and a question to a service's page", async ({ page, watch }) => {
  // The page of the first service with one, or one the test starts for the first service, as a
  // developer would: the editor makes none.
  const withPage = servicesCopy.services.items.find(({ id }) =>
    existsSync(join(scratch, 'content', 'services', DEFAULT, `${id}.md`)),
  );
  const id = withPage?.id ?? SERVICE.id;
  const file = `services/${DEFAULT}/${id}.md`;
  if (!withPage) {
    mkdirSync(join(scratch, 'content', 'services', DEFAULT), { recursive: true });
    writeFileSync(
      join(scratch, 'content', file),
      '---\ndescription: What the service is, who it is for and what the client has at the end of it.\n---\nWhat we do.\n',
    );
  }
  const before = frontmatterOf(file);
  const others = LANGUAGES.slice(1).map(({ code }) => `services/${code}/${id}.md`);
  const othersBefore = others.map(frontmatterOf);
  await openCollection(page, 'services');
  await page.getByRole('link', { name: new RegExp(`^${id}: `) }).click();
  await writeInOneLanguage(page);
  // The items already there are folded: the one added is the one open.
  await page.getByRole('button', { name: 'Add how the work goes' }).click();
  await page.getByRole('textbox', { name: 'Step', exact: true }).fill(SERVICE.step.title);
  await page.getByRole('textbox', { name: 'What happens' }).fill(SERVICE.step.text);
  await page.getByRole('button', { name: 'Add questions and answers' }).click();
  await page
    .getByRole('textbox', { name: 'Question', exact: true })
    .fill(SERVICE.question.question);
  await page.getByRole('textbox', { name: 'Answer' }).fill(SERVICE.question.answer);
  await publish(page);

  await expect
    .poll(() => frontmatterOf(file))
    .toEqual({
      ...before,
      steps: [...((before.steps as unknown[] | undefined) ?? []), SERVICE.step],
      questions: [...((before.questions as unknown[] | undefined) ?? []), SERVICE.question],
    });
  // The other languages' pages are as they were.
  expect(others.map(frontmatterOf)).toEqual(othersBefore);
  expect(cspViolations(watch)).toEqual([]);
  expectClean(watch);
});

test('an editor adds a figure, a client and a testimonial to the Home page', async ({
  page,
  watch,
}) => {
  const file = `home-sections/${DEFAULT}/home.md`;
  const before = frontmatterOf(file);
  const others = LANGUAGES.slice(1).map(({ code }) =>
    join(scratch, 'content', 'home-sections', code, 'home.md'),
  );
  const othersBefore = others.map((path) => (existsSync(path) ? readFileSync(path, 'utf8') : ''));
  await openCollection(page, 'home');
  // One entry per language, by its name; its file may not exist yet.
  await page.getByRole('link', { name: LANGUAGES[0]?.name, exact: true }).click();
  const add = async (kind: string) => {
    await page.getByRole('button', { name: 'Add sections under the first screen' }).click();
    await page.getByRole('menuitem', { name: kind, exact: true }).click();
  };
  // The sections already there are folded; each added one stays open, the last below the others.
  const last = (role: 'textbox' | 'button', name: string) =>
    page.getByRole(role, { name, exact: true }).last();

  await add('Figures');
  await last('textbox', 'Heading').fill(HOME.figures.heading);
  await page.getByRole('button', { name: 'Add figures' }).click();
  await last('textbox', 'Figure').fill(HOME.figures.items[0]?.value ?? '');
  await last('textbox', 'What it counts').fill(HOME.figures.items[0]?.label ?? '');

  await add('Clients');
  await last('textbox', 'Heading').fill(HOME.clients.heading);
  await page.getByRole('button', { name: 'Add clients' }).click();
  await last('textbox', 'Name').fill(HOME.clients.name);
  await last('button', 'Choose an image').click();
  await upload(page, HOME.clients.logo);

  const { testimonials } = HOME;
  await add('What clients say');
  await last('textbox', 'Heading').fill(testimonials.heading);
  await page.getByRole('button', { name: 'Add testimonials' }).click();
  await last('textbox', 'Quote').fill(testimonials.quote);
  await last('textbox', 'Name').fill(testimonials.name);
  await last('textbox', 'Position').fill(testimonials.position);
  await last('textbox', 'Company').fill(testimonials.company);
  await last('button', 'Choose an image').click();
  await upload(page, testimonials.photo);
  await page.getByRole('textbox', { name: 'What it shows' }).last().fill(testimonials.alt);
  await publish(page);

  await expect
    .poll(() => frontmatterOf(file))
    .toEqual({
      sections: [
        ...((before.sections as unknown[] | undefined) ?? []),
        HOME.figures,
        {
          type: 'clients',
          heading: HOME.clients.heading,
          items: [{ name: HOME.clients.name, logo: `home/${HOME.clients.logo}` }],
        },
        {
          type: 'testimonials',
          heading: testimonials.heading,
          items: [
            {
              quote: testimonials.quote,
              name: testimonials.name,
              position: testimonials.position,
              company: testimonials.company,
              photo: { src: `home/${testimonials.photo}`, alt: testimonials.alt },
            },
          ],
        },
      ],
    });
  for (const name of [HOME.clients.logo, testimonials.photo])
    expect(existsSync(join(scratch, 'content', 'images', 'home', name))).toBe(true);
  // Each language's sections are a file of their own, which the others' edits leave as it was.
  expect(others.map((path) => (existsSync(path) ? readFileSync(path, 'utf8') : ''))).toEqual(
    othersBefore,
  );
  expect(cspViolations(watch)).toEqual([]);
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
  const { articles, people, jobs, services, home } = JSON.parse(
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

  const own = <T extends { slug: string; language: string }>(entries: T[], slug: string) =>
    entries.filter((entry) => entry.slug === slug);
  // Defaults filled in where the editor left a field empty; the other languages' empty files
  // publish nothing.
  const [person, ...otherPeople] = own(people, PERSON.slug);
  expect(otherPeople).toEqual([]);
  expect(person).toMatchObject({
    language: DEFAULT,
    data: {
      name: PERSON.name,
      photo: { src: `people/${PERSON.photo}`, alt: PERSON.alt },
      links: [PERSON.link],
      order: collections.people.fields.order.default,
    },
    // No longer text: no page of their own.
    body: [],
  });
  const [job, ...otherJobs] = own(jobs, JOB.slug);
  expect(otherJobs).toEqual([]);
  expect(job?.data).toMatchObject({
    date: JOB.date,
    validThrough: JOB.validThrough,
    employmentType: JOB.employment.value,
    location: JOB.location,
    pay: JOB.pay,
    remote: false,
    countries: [],
  });
  const service = services.find(
    (entry) =>
      entry.language === DEFAULT &&
      entry.data.steps.some(({ title }) => title === SERVICE.step.title),
  );
  expect(service?.data.steps.at(-1)).toEqual(SERVICE.step);
  expect(service?.data.questions.at(-1)).toEqual(SERVICE.question);
  const sections = home.find((entry) => entry.language === DEFAULT && entry.slug === 'home')?.data
    .sections;
  expect(sections?.slice(-3)).toMatchObject([
    HOME.figures,
    { type: 'clients', items: [{ logo: `home/${HOME.clients.logo}` }] },
    // The case studies' testimonials too, unless the editor says otherwise.
    { type: 'testimonials', caseStudies: true },
  ]);
});
