/**
 * @jest-environment node
 * @once the Markdown step on files the test writes, and the schema: the project's own code
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { portfolioCopy } from '@/content/portfolio';
import { collections } from '@/content/schema.mjs';
import { anchorsOf, headingId, tagSlug, type MarkdownNode } from '@/lib/content/markdown.mjs';
import { PAGE_IDS } from '@/lib/content/page-ids.mjs';

// The Markdown step (scripts/build/markdown.mjs) on files written here. It runs in a Node of its
// own: unified and its plugins are ES modules only, which Jest's transform does not load.

const ROOT = join(__dirname, '..', '..');
// A picture the content has, whoever owns it.
const PHOTO = portfolioCopy.projects.items[0]?.image.src ?? '';

const RUNNER = `
import { collections } from './content/schema.mjs';
import { buildMarkdown, readMarkdownFile } from './scripts/build/markdown.mjs';
const { files, root, collection = 'articles' } = JSON.parse(process.argv[1]);
const declared = collections[collection];
const results = {};
for (const [name, source] of Object.entries(files)) {
  try {
    results[name] = {
      entry: await readMarkdownFile(source, declared.fields, {
        body: 'body' in declared,
        anchors: collection === 'articles',
      }),
    };
  } catch (error) {
    results[name] = { error: error.message };
  }
}
if (root) {
  try {
    const log = [];
    const entry = await buildMarkdown({ root, cacheDir: root + '/cache', log: (line) => log.push(line) });
    results.build = { entry, log };
  } catch (error) {
    results.build = { error: error.message };
  }
}
console.log(JSON.stringify(results));
`;

type Result = {
  log?: string[];
  entry?: {
    data: Record<string, unknown>;
    minutes: number;
    body: MarkdownNode[];
    headings?: { depth: number; id: string; text: string }[];
  };
};
type Results = Record<string, Result & { error?: string }>;

function run(
  files: Record<string, string>,
  root?: string,
  collection: keyof typeof collections = 'articles',
): Results {
  const child = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', RUNNER, JSON.stringify({ files, root, collection })],
    { cwd: ROOT, encoding: 'utf8' },
  );
  if (child.status !== 0) throw new Error(child.stderr);
  return JSON.parse(child.stdout);
}

const FIELDS = {
  title: 'Tickets without a signal',
  description: 'How the ferry tickets open on a phone with no connection, and what it takes.',
  date: '2026-11-12',
  author: 'Lena Vogt',
  tags: '[Offline, TypeScript]',
  cover: `{ src: ${PHOTO}, alt: The ferry at the pier }`,
};

/** A file with the fields above, changed or left out as given, and a text. */
function file(fields: Record<string, string | undefined> = {}, text = 'Some text.') {
  const lines = Object.entries({ ...FIELDS, ...fields })
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}: ${value}`);
  return `---\n${lines.join('\n')}\n---\n\n${text}\n`;
}

const text = (nodes: readonly MarkdownNode[]): string =>
  nodes.map((node) => (typeof node === 'string' ? node : text(node.children))).join('');

const find = (nodes: readonly MarkdownNode[], tag: string): MarkdownNode[] =>
  nodes.flatMap((node) =>
    typeof node === 'string'
      ? []
      : [...(node.tag === tag ? [node] : []), ...find(node.children, tag)],
  );

describe('the schema', () => {
  it("gives a CMS each collection's folder and each field's type, label, need and widget", () => {
    for (const declared of Object.values(collections)) {
      const { folder, fields } = declared;
      expect(folder).toMatch(/^content\/[a-z-]+$/);
      if ('body' in declared)
        expect(declared.body).toMatchObject({ label: expect.any(String), widget: 'markdown' });
      for (const field of Object.values(fields)) {
        expect(field).toMatchObject({
          type: expect.any(String),
          label: expect.any(String),
          required: expect.any(Boolean),
          widget: expect.any(String),
        });
        // A field a file may leave out is either optional in the types or filled in by default.
        if ('default' in field) expect(field.required).toBe(false);
      }
    }
  });
});

describe("a tag's address", () => {
  it('is its Latin words, and a short code for a tag in another script', () => {
    expect(['Next.js', 'Straße', 'Café au lait', 'TypeScript 5'].map(tagSlug)).toEqual([
      'next-js',
      'strasse',
      'cafe-au-lait',
      'typescript-5',
    ]);
    // Arabic, Cyrillic, Greek, Japanese and Arabic-Indic digits: an address of a-z, 0-9 and -, the
    // same for the same words however they are spaced, another for other words.
    const other = [
      '\u0628\u0644\u0627 \u0627\u062a\u0635\u0627\u0644',
      '\u041e\u0444\u043b\u0430\u0439\u043d',
      '\u0395\u03bb\u03bb\u03b7\u03bd\u03b9\u03ba\u03ac',
      '\u65e5\u672c\u8a9e',
      '\u0663 \u062e\u0637\u0648\u0627\u062a',
    ];
    const slugs = other.map(tagSlug);
    for (const slug of slugs) expect(slug).toMatch(/^t-[a-z0-9]+$/);
    expect(new Set(slugs).size).toBe(other.length);
    expect(tagSlug(` ${other[0]?.replace(' ', '  ')} `)).toBe(slugs[0]);
    expect(tagSlug('\u2014')).toBe('');
  });

  it('tells apart tags that differ by a symbol, and keeps every other address', () => {
    expect(['C#', 'C++', 'C', 'F#', '.NET'].map(tagSlug)).toEqual([
      'c-sharp',
      'c-plus-plus',
      'c',
      'f-sharp',
      'dot-net',
    ]);
    // Letters, digits, spaces, hyphens, dots inside a word and every other symbol: as before.
    expect(
      [
        'ASP.NET',
        'Node.js 22',
        'Vue 3.5',
        '#a11y',
        'C #',
        'CI/CD',
        'R&D',
        'UI / UX',
        'e-commerce',
      ].map(tagSlug),
    ).toEqual([
      'asp-net',
      'node-js-22',
      'vue-3-5',
      'a11y',
      'c',
      'ci-cd',
      'r-d',
      'ui-ux',
      'e-commerce',
    ]);
  });
});

describe("a heading's anchor", () => {
  // Written as escapes: the font is cut to the characters the sources hold.
  const ARABIC = '\u0644\u0645\u0627\u0630\u0627 \u0628\u0644\u0627 \u0627\u062a\u0635\u0627\u0644';

  it('is its Latin words in lower case, joined by hyphens', () => {
    expect(
      [
        'Lifts break',
        'F\u00fcr wen es gilt',
        'Gr\u00f6\u00dfe und \u00c4rger',
        'Using `fetch()` offline',
        'C# & .NET: what\u2019s new?',
        "What we'd keep",
        'Step 3: 100% offline',
      ].map(headingId),
    ).toEqual([
      'lifts-break',
      'fur-wen-es-gilt',
      'grosse-und-arger',
      'using-fetch-offline',
      'c-sharp-dot-net-whats-new',
      'what-wed-keep',
      'step-3-100-offline',
    ]);
  });

  it("keeps another script's own letters, the same for the same words however spaced", () => {
    expect(headingId(`${ARABIC}\u061f`)).toBe(ARABIC.replaceAll(' ', '-'));
    expect(headingId(` ${ARABIC.replace(' ', '   ')} `)).toBe(headingId(ARABIC));
    // Arabic's presentation forms are its letters; Hangul and kana stay composed.
    expect(headingId('\ufedf\ufee3')).toBe(headingId('\u0644\u0645'));
    expect(['\ud55c\uad6d\uc5b4 \uc81c\ubaa9', '\u304c\u304e'].map(headingId)).toEqual([
      '\ud55c\uad6d\uc5b4-\uc81c\ubaa9',
      '\u304c\u304e',
    ]);
    // Mixed: the Latin words as above, the rest as written.
    expect(headingId(`Offline ${ARABIC} API`)).toBe(`offline-${ARABIC.replaceAll(' ', '-')}-api`);
  });

  it('is unique on the page: a second heading of the same words gets a suffix, none takes an id of the page', () => {
    expect(anchorsOf(['Setup', 'Setup', 'Setup 2', 'setup', '???', '\u2014', 'Main'])).toEqual([
      'setup',
      'setup-2',
      'setup-2-2',
      'setup-3',
      'section',
      'section-2',
      'main-2',
    ]);
    for (const id of Object.values(PAGE_IDS)) expect(anchorsOf([id])).toEqual([`${id}-2`]);
    // The same headings, the same anchors, build after build.
    const headings = ['Lifts break', ARABIC, 'Lifts break'];
    expect(anchorsOf(headings)).toEqual(anchorsOf([...headings]));
  });
});

describe('the Markdown step', () => {
  it('reads a good file: defaults filled in, code highlighted, a lone picture a figure, a reading time', () => {
    const source = file(
      {},
      [
        '## Code',
        '',
        '```ts',
        'const answer: number = 42;',
        '```',
        '',
        `![The pier at dawn](${PHOTO} "At dawn")`,
        '',
        'Say [hello](/contact) or [elsewhere](https://example.com), or call `fetch()`.',
      ].join('\n'),
    );
    const { entry, error } = run({ good: source }).good ?? {};
    expect(error).toBeUndefined();
    expect(entry?.data).toMatchObject({
      title: FIELDS.title,
      tags: ['Offline', 'TypeScript'],
      draft: false,
    });
    expect(entry?.data.updated).toBeUndefined();
    expect(entry?.minutes).toBe(1);
    const body = entry?.body ?? [];
    const [pre] = find(body, 'pre');
    // Code reads left to right on a right-to-left page too, in a block and inline.
    expect(pre).toMatchObject({
      tag: 'pre',
      props: { tabIndex: 0, dir: 'ltr', 'data-language': 'ts' },
    });
    expect(
      find(body, 'code').map((code) => (typeof code === 'string' ? '' : code.props.dir)),
    ).toEqual([undefined, 'ltr']);
    const tokens = find(body, 'span').map((span) =>
      typeof span === 'string' ? '' : span.props.className,
    );
    expect(tokens).toEqual(expect.arrayContaining(['token keyword', 'token number']));
    expect(find(body, 'figure')).toHaveLength(1);
    expect(text(find(body, 'figcaption'))).toBe('At dawn');
    expect(find(body, 'img')[0]).toMatchObject({ props: { src: PHOTO, alt: 'The pier at dawn' } });
    expect(find(body, 'a').map((a) => (typeof a === 'string' ? '' : a.props.href))).toEqual([
      '/contact',
      'https://example.com',
    ]);
  });

  it('stops at a missing or bad field, naming it', () => {
    const results = run({
      title: file({ title: undefined }),
      date: file({ date: '2026-02-30' }),
      // Month 13 and day 45 once stopped the build with a RangeError naming neither.
      month: file({ date: '2026-13-45' }),
      day: file({ date: '2026-01-45' }),
      time: file({ date: '2026-01-05T25:00:00Z' }),
      updated: file({ updated: 'next week' }),
      dateFormat: file({ date: '12.11.2026' }),
      short: file({ description: 'Too short.' }),
      unknown: file({ titel: 'Typo' }),
      tags: file({ tags: '[Offline, Offline]' }),
      coverMissing: file({ cover: '{ src: no/such.jpg, alt: Nothing }' }),
      coverAlt: file({ cover: `{ src: ${PHOTO} }` }),
      draft: file({ draft: 'maybe' }),
      yaml: file({ title: '"unclosed' }),
      none: 'Just text.',
    });
    const errors = Object.fromEntries(Object.entries(results).map(([name, r]) => [name, r.error]));
    expect(errors).toEqual({
      title: 'title: missing (Title, required)',
      date: 'date: expected a date as YYYY-MM-DD, found "2026-02-30"',
      month: 'date: expected a date as YYYY-MM-DD, found "2026-13-45"',
      day: 'date: expected a date as YYYY-MM-DD, found "2026-01-45"',
      time: 'date: expected a date as YYYY-MM-DD, found "2026-01-05T25:00:00Z"',
      updated: 'updated: expected a date as YYYY-MM-DD, found "next week"',
      dateFormat: 'date: expected a date as YYYY-MM-DD, found "12.11.2026"',
      short: 'description: 10 characters, expected 50–160',
      unknown: expect.stringMatching(/^titel: not a field here \(the fields: title, description/),
      tags: 'tags: "Offline" twice',
      coverMissing: 'cover.src: content/images/no/such.jpg does not exist',
      coverAlt: 'cover.alt: missing (what the picture shows, for people who cannot see it)',
      draft: 'draft: expected true or false',
      yaml: expect.stringMatching(/^line \d+: /),
      none: 'expected the fields first, between two --- lines',
    });
  });

  it('refuses what the page would not show as written, naming the line', () => {
    const results = run({
      html: file({}, '<script>alert(1)</script>'),
      link: file({}, '[click](javascript:alert(1))'),
      relative: file({}, '[other](other-article)'),
      h1: file({}, '# A second title'),
      skipped: file({}, '## Part\n\n#### Detail'),
      image: file({}, '![A photo](photos/missing.jpg)'),
      alt: file({}, `![](${PHOTO})`),
      language: file({}, '```klingon\nqapla\n```'),
      footnote: file({}, 'A claim.[^1]\n\n[^1]: The source.'),
      tasks: file({}, '- [x] done'),
    });
    const errors = Object.fromEntries(Object.entries(results).map(([name, r]) => [name, r.error]));
    // The fields take lines 2 to 7 and the text starts on line 10.
    expect(errors).toEqual({
      html: 'body, line 10: raw HTML is not shown: write it as Markdown',
      link: 'body, line 10: the link "javascript:alert(1)" is not allowed: use https://, mailto:, tel:, #part or /page',
      relative:
        'body, line 10: the link "other-article" is not allowed: use https://, mailto:, tel:, #part or /page',
      h1: "body, line 10: the title is the page's only level-1 heading: start sections at ##",
      skipped: 'body, line 12: a level-4 heading after level 2: use ###',
      image:
        'body, line 10: the image "photos/missing.jpg" is not under content/images/ (give its path there: articles/photo.jpg)',
      alt: `body, line 10: the image "${PHOTO}" has no text: ![what it shows](${PHOTO})`,
      language: expect.stringMatching(
        /^body, line 10: code in "klingon", a language the highlighter does not know/,
      ),
      footnote: 'body, line 10: footnotes are not supported: put the note in the text',
      tasks: 'body, line 10: task lists are not supported: write a plain list',
    });
  });

  it("gives an article's ## and ### headings their anchors, and a #link must name one", () => {
    const headings = [
      '## Lifts break',
      '### Using `fetch()` offline',
      '#### Detail',
      '## F\u00fcr wen es gilt',
      '## Lifts break',
      `## \u0644\u0645\u0627\u0630\u0627 \u0628\u0644\u0627 \u0627\u062a\u0635\u0627\u0644\u061f`,
    ].join('\n\n');
    const results = run({
      good: file(
        {},
        `${headings}\n\nSee [below](#lifts-break-2) or [the Arabic](#\u0644\u0645\u0627\u0630\u0627-\u0628\u0644\u0627-\u0627\u062a\u0635\u0627\u0644).`,
      ),
      dead: file({}, `${headings}\n\n[Nowhere](#lifts-brake)`),
      none: file({}, '[Top](#top)'),
    });
    const entry = results.good?.entry;
    expect(results.good?.error).toBeUndefined();
    expect(entry?.headings).toEqual([
      { depth: 2, id: 'lifts-break', text: 'Lifts break' },
      { depth: 3, id: 'using-fetch-offline', text: 'Using fetch() offline' },
      { depth: 2, id: 'fur-wen-es-gilt', text: 'F\u00fcr wen es gilt' },
      { depth: 2, id: 'lifts-break-2', text: 'Lifts break' },
      {
        depth: 2,
        id: '\u0644\u0645\u0627\u0630\u0627-\u0628\u0644\u0627-\u0627\u062a\u0635\u0627\u0644',
        text: '\u0644\u0645\u0627\u0630\u0627 \u0628\u0644\u0627 \u0627\u062a\u0635\u0627\u0644\u061f',
      },
    ]);
    // The ids are on the elements the page renders; an h4 is no section.
    const body = entry?.body ?? [];
    const ids = (tag: string) =>
      find(body, tag).map((node) => (typeof node === 'string' ? '' : node.props.id));
    expect([...ids('h2'), ...ids('h3')]).toEqual(
      expect.arrayContaining(entry?.headings?.map((heading) => heading.id) ?? []),
    );
    expect(ids('h4')).toEqual([undefined]);
    // A link names its heading's id as it is, not %-escaped.
    expect(
      find(body, 'a').map((node) => (typeof node === 'string' ? '' : node.props.href)),
    ).toEqual([
      '#lifts-break-2',
      '#\u0644\u0645\u0627\u0630\u0627-\u0628\u0644\u0627-\u0627\u062a\u0635\u0627\u0644',
    ]);
    expect(results.dead?.error).toMatch(
      /^body, line 22: the link "#lifts-brake" names no heading here \(the anchors: #lifts-break, #using-fetch-offline, /,
    );
    expect(results.none?.error).toBe(
      'body, line 10: the link "#top" names no heading here (the text has no ## heading)',
    );
  });

  it('gives anchors to articles only: the other collections keep their text as it was', () => {
    const story = `---\ndescription: ${FIELDS.description}\n---\n\n## The story\n\nText.\n`;
    const { entry } = run({ story }, undefined, 'stories').story ?? {};
    expect(entry?.headings).toBeUndefined();
    expect(find(entry?.body ?? [], 'h2')[0]).toMatchObject({ props: {} });
  });

  describe('a collection', () => {
    let root: string;
    const write = (path: string, source: string) => {
      mkdirSync(join(root, path, '..'), { recursive: true });
      writeFileSync(join(root, path), source);
    };
    beforeEach(() => {
      root = mkdtempSync(join(tmpdir(), 'markdown-'));
    });
    afterEach(() => rmSync(root, { recursive: true, force: true }));

    it('stops naming the step and the file', () => {
      write('content/articles/en/late.md', file({ updated: '2026-01-01' }));
      expect(run({}, root).build?.error).toBe(
        'markdown: content/articles/en/late.md: updated: 2026-01-01 is before date 2026-11-12',
      );
    });

    it('takes only the folders of content/languages.mjs, and leaves drafts and empty files out', () => {
      write('content/articles/en/published.md', file());
      write('content/articles/en/unfinished.md', file({ draft: 'true' }));
      // An empty file is a translation not written yet (Decap CMS writes one per language).
      write('content/articles/en/not-translated.md', '\n');
      const built = run({}, root).build?.entry as unknown as { articles: { slug: string }[] };
      expect(built.articles.map((article) => article.slug)).toEqual(['published']);
      write('content/articles/xx/hello.md', file());
      expect(run({}, root).build?.error).toMatch(
        /^markdown: content\/articles\/xx\/: xx is not a language of content\/languages\.mjs/,
      );
    });

    it("leaves out of the stylesheet's class scan the components no page renders", () => {
      // What Tailwind scans of the components (app/globals.css imports the file the step writes).
      const skipped = () =>
        [
          ...readFileSync(join(root, 'cache', 'sources.css'), 'utf8').matchAll(
            /^@source not '\.\.\/([^']+)';$/gm,
          ),
        ].map(([, path]) => path);
      const styles = () =>
        [
          'articles',
          'stories',
          'service-pages',
          'people',
          'careers',
          'reading',
          'home-sections',
          'search',
        ]
          .map((folder) => `components/${folder}`)
          .filter((path) => !skipped().includes(path))
          .map((path) => path.replaceAll('/', '--'))
          .sort();
      run({}, root);
      expect(styles()).toEqual([]);
      // A Home page without a section renders none of their components.
      write('content/home-sections/en/home.md', '---\nsections: []\n---\n');
      run({}, root);
      expect(styles()).toEqual([]);
      // A person's card shows on About; only a longer text makes a page, in the reading column.
      const person =
        '---\nname: Ada Byron\nrole: Engineer\nbio: Writes the code that counts.\n---\n';
      write('content/people/en/ada-byron.md', person);
      run({}, root);
      expect(styles()).toEqual(['components--people']);
      write('content/people/en/ada-byron.md', `${person}\nThe longer text.\n`);
      run({}, root);
      expect(styles()).toEqual(['components--people', 'components--reading']);
      // A job: its pages read in the reading column too.
      write(
        'content/jobs/en/open.md',
        [
          '---',
          'title: Frontend developer',
          `description: ${FIELDS.description}`,
          'date: 2026-01-05',
          'validThrough: 2099-12-31',
          'employmentType: FULL_TIME',
          'location: { locality: Berlin, country: DE }',
          '---',
          '',
          'The work.',
        ].join('\n'),
      );
      run({}, root);
      expect(styles()).toEqual([
        'components--careers',
        'components--people',
        'components--reading',
      ]);
      write('content/articles/en/published.md', file());
      run({}, root);
      expect(styles()).toEqual([
        'components--articles',
        'components--careers',
        'components--people',
        'components--reading',
      ]);
      write(
        'content/stories/en/a-project.md',
        `---\ndescription: ${FIELDS.description}\n---\n\nThe story.\n`,
      );
      write(
        'content/home-sections/en/home.md',
        '---\nsections:\n  - { type: services, heading: What we do }\n---\n',
      );
      run({}, root);
      const withStories = [
        'components--articles',
        'components--careers',
        'components--home-sections',
        'components--people',
        'components--reading',
        'components--stories',
      ];
      expect(styles()).toEqual(withStories);
      write(
        'content/services/en/a-service.md',
        `---\ndescription: ${FIELDS.description}\n---\n\nThe service.\n`,
      );
      run({}, root);
      expect(styles()).toEqual([...withStories, 'components--service-pages'].sort());
      // The search page's, where NEXT_PUBLIC_SEARCH is on (off here).
      expect(skipped()).toEqual(['components/search']);
    });

    it('leaves out a text dated after the build until its day, and checks it all the same', () => {
      const at = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
      // Days two apart from the step's own today, which comes moments later, midnight or not.
      const today = at(0).slice(0, 10);
      const later = at(48).slice(0, 10);
      const inAnHour = at(1);
      write('content/articles/en/today.md', file({ date: today }));
      write('content/articles/en/an-hour-ago.md', file({ date: at(-1) }));
      write('content/articles/en/later.md', file({ date: later }));
      write('content/articles/en/in-an-hour.md', file({ date: inAnHour }));
      write(
        'content/stories/en/a-project.md',
        `---\ndescription: ${FIELDS.description}\ndate: ${later}\n---\n\nThe story.\n`,
      );
      const { entry, log } = run({}, root).build ?? {};
      const built = entry as unknown as Record<string, { slug: string }[]>;
      expect(built.articles?.map((article) => article.slug).sort()).toEqual([
        'an-hour-ago',
        'today',
      ]);
      expect(built.stories).toEqual([]);
      expect(log).toEqual([
        `markdown: waiting for their day, off the site until then: content/articles/en/in-an-hour.md (${inAnHour}), content/articles/en/later.md (${later}), content/stories/en/a-project.md (${later})`,
      ]);
      // Waiting is not unchecked: what would stop the build on its day stops it now.
      write('content/articles/en/later.md', file({ date: later, updated: '2026-01-01' }));
      expect(run({}, root).build?.error).toBe(
        `markdown: content/articles/en/later.md: updated: 2026-01-01 is before date ${later}`,
      );
    });

    it('leaves out a job past its last day, and stops at one that closes before it opened', () => {
      const job = (date: string, validThrough: string) =>
        [
          '---',
          'title: Frontend developer',
          'description: We are looking for a frontend developer who cares about fast pages.',
          `date: ${date}`,
          `validThrough: ${validThrough}`,
          'employmentType: FULL_TIME',
          'remote: true',
          'countries: [DE]',
          '---',
          '',
          'The work.',
        ].join('\n');
      // A day on either side of today, so the step's own today (moments later) agrees.
      const day = (offset: number) =>
        new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      write('content/jobs/en/open.md', job('2026-01-05', '2099-12-31'));
      write('content/jobs/en/until-tomorrow.md', job('2026-01-05', day(1)));
      write('content/jobs/en/closed-yesterday.md', job('2026-01-05', day(-1)));
      write('content/jobs/en/closed.md', job('2026-01-05', '2026-01-31'));
      const built = run({}, root).build?.entry as unknown as { jobs: { slug: string }[] };
      expect(built.jobs.map((job) => job.slug).sort()).toEqual(['open', 'until-tomorrow']);
      write('content/jobs/en/backwards.md', job('2099-12-31', '2099-01-01'));
      expect(run({}, root).build?.error).toBe(
        'markdown: content/jobs/en/backwards.md: validThrough: 2099-01-01 is before date 2099-12-31',
      );
    });

    it('stops at a photo not in content/images/ or without its words, naming the file and the field', () => {
      const stops = (fields: Record<string, string>, text?: string) => {
        write('content/articles/en/photo.md', file(fields, text));
        return run({}, root).build?.error;
      };
      expect(stops({ cover: '{ src: no/such.jpg, alt: A ferry }' })).toBe(
        'markdown: content/articles/en/photo.md: cover.src: content/images/no/such.jpg does not exist',
      );
      expect(stops({ cover: `{ src: ${PHOTO} }` })).toBe(
        'markdown: content/articles/en/photo.md: cover.alt: missing (what the picture shows, for people who cannot see it)',
      );
      expect(stops({}, `![](${PHOTO})`)).toBe(
        `markdown: content/articles/en/photo.md: body, line 10: the image "${PHOTO}" has no text: ![what it shows](${PHOTO})`,
      );
    });

    it('stops at a bad date naming the file and the field', () => {
      write('content/articles/en/late.md', file({ date: '2026-13-45' }));
      expect(run({}, root).build?.error).toBe(
        'markdown: content/articles/en/late.md: date: expected a date as YYYY-MM-DD, found "2026-13-45"',
      );
    });

    it('gives C, C#, C++, F# and .NET a page each', () => {
      write('content/articles/en/one.md', file({ tags: '[C, C#, .NET]' }));
      write('content/articles/en/two.md', file({ tags: '[C++, "F#"]' }));
      const built = run({}, root).build?.entry as unknown as {
        articles: { data: { tags: string[] } }[];
      };
      expect(built.articles.flatMap((article) => article.data.tags).sort()).toEqual(
        ['.NET', 'C', 'C#', 'C++', 'F#'].sort(),
      );
    });

    it('takes a name that is an address, and not one of the index', () => {
      write('content/articles/en/Hello World.md', file());
      expect(run({}, root).build?.error).toMatch(
        /^markdown: content\/articles\/en\/Hello World\.md: the name is the address/,
      );
    });
  });
});

describe('the fields that hold fields', () => {
  const frontmatter = (lines: string) => `---\n${lines}\n---\n`;

  it('checks a list of parts by their type, naming the part and the field', () => {
    const good = frontmatter(
      [
        'sections:',
        '  - type: figures',
        '    heading: In numbers',
        '    items:',
        '      - { value: "120", label: projects shipped }',
        '  - type: articles',
        '    heading: Latest writing',
      ].join('\n'),
    );
    const results = run(
      {
        good,
        unknownType: frontmatter('sections:\n  - type: gallery\n    heading: Work'),
        missing: frontmatter('sections:\n  - type: figures\n    items:\n      - { value: "3" }'),
        text: `${good}Words the page would not show.\n`,
        count: frontmatter('sections:\n  - type: articles\n    heading: Latest\n    count: 40'),
      },
      undefined,
      'home',
    );
    expect(results.good?.entry?.data).toEqual({
      sections: [
        {
          type: 'figures',
          heading: 'In numbers',
          items: [{ value: '120', label: 'projects shipped' }],
        },
        { type: 'articles', heading: 'Latest writing', count: 3 },
      ],
    });
    expect(results.unknownType?.error).toMatch(/^sections\[0\]\.type: expected one of projects, /);
    expect(results.missing?.error).toBe('sections[0].heading: missing (Heading, required)');
    expect(results.text?.error).toMatch(/this collection holds fields only/);
    expect(results.count?.error).toBe(
      'sections[0].count: expected a whole number from 1 to 12, found 40',
    );
  });

  it('checks an object, a list of objects, a choice and links, naming the field', () => {
    const job = (lines: string) =>
      frontmatter(
        [
          'title: Frontend developer',
          'description: We are looking for a frontend developer who cares about fast pages.',
          'date: 2026-01-05',
          'validThrough: 2099-12-31',
          lines,
        ].join('\n'),
      );
    const results = run(
      {
        good: job(
          'employmentType: FULL_TIME\nlocation: { locality: Berlin, country: DE }\npay: { minimum: 60000, currency: EUR, unit: YEAR }',
        ),
        choice: job('employmentType: SOMETIMES'),
        nested: job('employmentType: PART_TIME\nlocation: { locality: Berlin }'),
      },
      undefined,
      'jobs',
    );
    expect(results.good?.entry?.data).toMatchObject({
      employmentType: 'FULL_TIME',
      location: { locality: 'Berlin', country: 'DE' },
      pay: { minimum: 60000, currency: 'EUR', unit: 'YEAR' },
      remote: false,
      countries: [],
    });
    expect(results.choice?.error).toBe(
      'employmentType: expected one of FULL_TIME, PART_TIME, CONTRACTOR, TEMPORARY, INTERN, found "SOMETIMES"',
    );
    expect(results.nested?.error).toBe(
      'location.country: missing (Country (ISO code: DE), required)',
    );
    const person = (links: string) =>
      frontmatter(
        `name: Ada Byron\nrole: Engineer\nbio: Builds the parts nobody sees and everybody uses.\nlinks: ${links}`,
      );
    const people = run(
      { good: person('[https://github.com/ada]'), bad: person('[http://ada.example]') },
      undefined,
      'people',
    );
    expect(people.good?.entry?.data).toMatchObject({
      links: ['https://github.com/ada'],
      order: 100,
    });
    expect(people.bad?.error).toBe('links: "http://ada.example" is not an https:// address');
  });

  it('takes an optional object whose parts are all empty as not given, as Decap writes it', () => {
    // An editor typed into a part of the photo and cleared it again, and cleared the order.
    const person = (photo: string) =>
      frontmatter(
        `name: Ada Byron\nrole: Engineer\nbio: Builds the parts nobody sees and everybody uses.\nphoto: ${photo}\norder: ""`,
      );
    const results = run(
      { cleared: person('{ alt: "", focus: "" }'), half: person('{ alt: Ada at her desk }') },
      undefined,
      'people',
    );
    expect(results.cleared?.entry?.data).not.toHaveProperty('photo');
    expect(results.cleared?.entry?.data).toMatchObject({ order: 100 });
    // Given in part, it is checked whole.
    expect(results.half?.error).toBe(
      'photo.src: expected a JPEG, PNG, WebP, AVIF or SVG under content/images/',
    );
  });
});
