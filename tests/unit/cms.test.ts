/**
 * @jest-environment node
 * @once the CMS's configuration from the schema, its settings and files: the project's own code
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { collections } from '@/content/schema.mjs';
import { cmsDraftsOf, cmsOf, NGINX, type Cms } from '@/lib/settings/env.mjs';
import { articlePath } from '@/lib/content/articles';
import { jobPath } from '@/lib/content/jobs';
import { LANGUAGES } from '@/lib/content/languages.mjs';
import { personPath } from '@/lib/content/people';
import { servicePath } from '@/lib/content/service-pages';
import { storyPath } from '@/lib/content/stories';
import {
  CMS_HEADERS,
  CMS_POLICY,
  cmsConfig,
  cmsPage,
  LOCAL_BACKEND,
  PREVIEW_PATHS,
  writeCms,
} from '@/scripts/build/cms.mjs';
import { hostFiles, nginxConfig, vercelConfig } from '@/scripts/build/host-config.mjs';
import { CMS_FOLDER } from '@/scripts/build/output.mjs';
import { compressibleFiles } from '@/scripts/build/precompress.mjs';

// The CMS's configuration is generated from content/schema.mjs and content/languages.mjs
// (scripts/build/cms.mjs): every field the build checks is one the editor has, as the schema
// declares it, in every language.

type DecapField = {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  default?: unknown;
  hint?: string;
  i18n?: unknown;
  pattern?: [string, string];
  field?: DecapField;
  fields?: DecapField[];
  types?: DecapField[];
};
type DecapCollection = {
  name: string;
  label: string;
  folder?: string;
  i18n?: boolean;
  create?: boolean;
  delete?: boolean;
  media_folder: string;
  public_folder: string;
  sortable_fields?: unknown[];
  preview_path?: string;
  summary?: string;
  identifier_field?: string;
  fields?: DecapField[];
  files?: {
    name: string;
    label: string;
    file: string;
    preview_path: string;
    fields: DecapField[];
  }[];
};

const CMS: Cms = {
  repository: 'northwind/website',
  branch: 'main',
  authUrl: '',
};
const TWO_LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'de', name: 'Deutsch' },
];
const SITE = 'https://www.northwind.example/';

/** The configuration as Decap reads it: the YAML the build writes, parsed back. */
const configOf = (options: Partial<Parameters<typeof cmsConfig>[0]> = {}) =>
  parse(
    JSON.stringify(cmsConfig({ cms: CMS, siteUrl: SITE, languages: TWO_LANGUAGES, ...options })),
  ) as {
    backend: Record<string, string>;
    local_backend: unknown;
    publish_mode?: string;
    site_url: string;
    i18n: { structure: string; locales: string[]; default_locale: string };
    collections: DecapCollection[];
  };

/** Every field of a list of Decap's, the parts of objects, lists and blocks too. */
const allFields = (fields: readonly DecapField[] = []): DecapField[] =>
  fields.flatMap((field) => [
    field,
    ...allFields([...(field.field ? [field.field] : []), ...(field.fields ?? [])]),
    ...(field.types ?? []).flatMap((type) => [type, ...allFields(type.fields)]),
  ]);

describe("the CMS's configuration", () => {
  const config = configOf();
  const collection = (name: string) =>
    config.collections.find((candidate) => candidate.name === name) as DecapCollection;
  /** A collection's fields: of its folder, or of its first language's file. */
  const fieldsOf = (name: string) =>
    collection(name).fields ?? collection(name).files?.[0]?.fields ?? [];
  // Named by a field of theirs, or by an id a developer gives (a project's, a service's).
  const FOLDERS = ['articles', 'stories', 'services', 'people', 'jobs'];

  it('has every collection of the schema, in its folder, one subfolder per language', () => {
    expect(config.collections.map(({ name }) => name)).toEqual(Object.keys(collections));
    for (const name of FOLDERS) {
      const { label, folder } = collections[name as keyof typeof collections];
      expect(collection(name)).toMatchObject({ label, folder, i18n: true });
    }
    expect(config.i18n).toEqual({
      structure: 'multiple_folders',
      locales: ['en', 'de'],
      default_locale: 'en',
    });
  });

  it("translates every field, each part of one too (Decap hides an untranslated part in the other languages' panes)", () => {
    for (const name of FOLDERS) {
      for (const field of allFields(collection(name).fields))
        expect([name, field.name, field.i18n]).toEqual([name, field.name, true]);
    }
  });

  it("edits the Home page's sections as one file per language, named as the collection", () => {
    // As a folder collection, Decap would look for content/en/home-sections/home.md: it puts the
    // language before the first "/home" of the path.
    const { label, folder } = collections.home;
    expect(collection('home')).toMatchObject({
      label,
      delete: false,
      media_folder: '/content/images/home',
    });
    expect(collection('home')).not.toHaveProperty('folder');
    expect(collection('home')).not.toHaveProperty('create');
    expect(
      collection('home').files?.map(({ name, label: language, file }) => [name, language, file]),
    ).toEqual([
      ['en', 'English', `${folder}/en/home.md`],
      ['de', 'Deutsch', `${folder}/de/home.md`],
    ]);
    // Each language's file is an entry of its own: nothing is translated side by side.
    for (const { fields } of collection('home').files ?? [])
      for (const field of allFields(fields)) expect(field).not.toHaveProperty('i18n');
  });

  it("names the site's languages by the codes their folders have, the default first", () => {
    expect(configOf({ languages: LANGUAGES }).i18n).toMatchObject({
      locales: LANGUAGES.map(({ code }) => code),
      default_locale: LANGUAGES[0]?.code,
    });
  });

  it.each(
    Object.entries(collections).flatMap(([name, { fields }]) =>
      Object.entries(fields).map(([field, declared]) => [name, field, declared] as const),
    ),
  )('%s: %s as the schema declares it', (name, field, declared) => {
    const decap = fieldsOf(name).find((candidate) => candidate.name === field);
    expect(decap).toMatchObject({ label: declared.label, required: declared.required });
    if (declared.hint) expect(decap?.hint).toBe(declared.hint);
    // The build fills a default in where a file has none (scripts/build/markdown.mjs); in Decap a
    // default would write a file for every language the text is not written in.
    expect(decap).not.toHaveProperty('default');
    if (declared.type === 'image') {
      // A picture under content/images/: its path there, what it shows and where to crop it.
      expect(decap?.widget).toBe('object');
      expect(decap?.fields?.map(({ name: part, widget }) => [part, widget])).toEqual([
        ['src', declared.widget],
        ['alt', 'string'],
        ['focus', 'string'],
      ]);
    } else {
      expect(decap?.widget).toBe(declared.widget);
    }
  });

  it('gives each collection its Markdown text, with no level-1 heading to add', () => {
    for (const [name, declared] of Object.entries(collections)) {
      const text = fieldsOf(name).at(-1) as DecapField & { buttons: string[] };
      if (!('body' in declared)) {
        expect(text.name).not.toBe('body');
        continue;
      }
      expect(text).toMatchObject({
        name: 'body',
        label: declared.body.label,
        widget: 'markdown',
        // The build takes a file without text; the editor asks for one unless the schema says.
        required: !('required' in declared.body && declared.body.required === false),
      });
      expect(text.buttons).not.toContain('heading-one');
    }
    expect(fieldsOf('people').at(-1)?.required).toBe(false);
  });

  const field = (name: string, part: string) =>
    fieldsOf(name).find((candidate) => candidate.name === part);

  it('writes a list of lines, a gallery of pictures and a testimonial as the build reads them', () => {
    expect(field('articles', 'tags')?.field).toMatchObject({ widget: 'string' });
    expect(field('stories', 'results')?.field).toMatchObject({ widget: 'string' });
    expect(field('stories', 'gallery')?.fields?.map(({ name }) => name)).toEqual([
      'src',
      'alt',
      'focus',
    ]);
    expect(field('stories', 'testimonial')?.fields?.map(({ name }) => name)).toEqual([
      'quote',
      'author',
      'position',
    ]);
  });

  it("leaves out an optional object's parts with it, and asks for them where it is required", () => {
    // Decap checks a required part even when its object is left empty: the build checks them.
    const parts = (name: string, part: string) =>
      field(name, part)?.fields?.map(({ name: named, required, hint }) => [named, required, hint]);
    expect(parts('articles', 'cover')).toEqual([
      ['src', true, undefined],
      ['alt', true, 'For people who cannot see it'],
      ['focus', false, expect.any(String)],
    ]);
    expect(parts('people', 'photo')).toEqual([
      ['src', false, 'Required when Photo is given'],
      ['alt', false, 'For people who cannot see it. Required when Photo is given'],
      ['focus', false, expect.any(String)],
    ]);
    expect(parts('jobs', 'location')).toEqual([
      ['locality', false, 'Required when Place of work is given'],
      ['region', false, undefined],
      ['country', false, 'Required when Place of work is given'],
    ]);
    expect(parts('stories', 'testimonial')?.map(([, required]) => required)).toEqual([
      false,
      false,
      false,
    ]);
    // The items of a list are the ones the editor added: their parts as the build requires them.
    expect(parts('services', 'steps')?.map(([, required]) => required)).toEqual([true, true]);
    const testimonials = field('home', 'sections')?.types?.find(
      ({ name }) => name === 'testimonials',
    );
    const photo = allFields(testimonials?.fields).find(({ name }) => name === 'photo');
    expect(photo?.fields?.map(({ required }) => required)).toEqual([false, false, false]);
  });

  it('writes numbers as numbers, choices as their codes, links, logos and parts of a kind', () => {
    expect(field('people', 'order')).toMatchObject({ widget: 'number', value_type: 'int', min: 0 });
    expect(field('jobs', 'employmentType')).toMatchObject({
      widget: 'select',
      options: expect.arrayContaining([{ label: 'Full time', value: 'FULL_TIME' }]),
    });
    expect(field('people', 'links')?.field).toMatchObject({
      widget: 'string',
      pattern: ['^https://\\S+$', 'An https:// address'],
    });
    const sections = field('home', 'sections') as DecapField & { typeKey: string };
    const { types } = collections.home.fields.sections;
    expect(sections.typeKey).toBe('type');
    expect(sections.types?.map(({ name, label }) => [name, label])).toEqual(
      Object.entries(types).map(([name, { label }]) => [name, label]),
    );
    const clients = sections.types?.find(({ name }) => name === 'clients');
    const logo = allFields(clients?.fields).find(({ name }) => name === 'logo');
    expect(logo).toMatchObject({
      widget: 'image',
      choose_url: false,
      pattern: ['\\.svg$', 'An SVG file'],
    });
    const count = allFields(sections.types).find(({ name }) => name === 'count');
    expect(count).toMatchObject({ value_type: 'int', min: 1, max: 12 });
  });

  it('tells the editor the lengths the build allows', () => {
    const summary = field('articles', 'description');
    const [pattern = ''] = summary?.pattern ?? [];
    const { minLength, maxLength } = collections.articles.fields.description;
    expect(new RegExp(pattern).test('x'.repeat(minLength - 1))).toBe(false);
    expect(new RegExp(pattern).test('x'.repeat(minLength))).toBe(true);
    expect(new RegExp(pattern).test('x'.repeat(maxLength))).toBe(true);
    expect(new RegExp(pattern).test('x'.repeat(maxLength + 1))).toBe(false);
  });

  it('uploads pictures into content/images/<collection>/ and stores their path there', () => {
    for (const name of Object.keys(collections))
      expect(collection(name)).toMatchObject({
        media_folder: `/content/images/${name}`,
        public_folder: name,
      });
  });

  it('makes articles, jobs and people, named by their title or name, and edits the rest', () => {
    for (const [name, named] of [
      ['articles', 'title'],
      ['jobs', 'title'],
      ['people', 'name'],
    ] as const)
      expect(collection(name)).toMatchObject({
        create: true,
        identifier_field: named,
        slug: '{{slug}}',
      });
    // A story's or a service page's name is an id in content/portfolio.ts or content/services.ts,
    // which a developer adds with its first file.
    for (const name of ['stories', 'services'])
      expect(collection(name)).toMatchObject({
        create: false,
        delete: false,
        summary: '{{filename}}: {{description}}',
      });
  });

  it('lists articles and jobs the newest first and people in their order, as the site does', () => {
    expect(collection('articles').sortable_fields).toEqual([
      { field: 'date', default_sort: 'desc' },
      'title',
    ]);
    expect(collection('jobs').sortable_fields).toEqual([
      { field: 'date', default_sort: 'desc' },
      'title',
    ]);
    expect(collection('people').sortable_fields).toEqual([
      { field: 'order', default_sort: 'asc' },
      'name',
    ]);
  });

  it('commits to the repository and branch the settings name, and to decap-server on localhost', () => {
    expect(config.backend).toEqual({ name: 'github', repo: 'northwind/website', branch: 'main' });
    expect(config.local_backend).toBe(true);
    expect(config.site_url).toBe(SITE);
    // Publish commits to the branch, unless the owner asks for drafts.
    expect(config.publish_mode).toBeUndefined();
    expect(configOf({ cms: { ...CMS, drafts: true } }).publish_mode).toBe('editorial_workflow');
    const withAuth = configOf({ cms: { ...CMS, authUrl: 'https://auth.example.net/github/auth' } });
    expect(withAuth.backend).toMatchObject({
      base_url: 'https://auth.example.net',
      auth_endpoint: 'github/auth',
    });
  });

  it("links each entry to its page, as the site's own links name it", () => {
    // Decap puts the path after the live site's address (site_url) or the draft's preview's.
    const pages: Record<string, (slug: string) => string> = {
      articles: articlePath,
      stories: storyPath,
      services: servicePath,
      people: personPath,
      jobs: jobPath,
    };
    expect(Object.keys(PREVIEW_PATHS).sort()).toEqual(FOLDERS.sort());
    for (const name of FOLDERS) {
      const path = collection(name).preview_path?.replace('{{slug}}', 'some-entry');
      expect(`/${path}`).toBe(`${pages[name]?.('some-entry')}/`);
    }
    // The Home page's sections: each language's Home page.
    expect(collection('home').files?.map((file) => file.preview_path)).toEqual(['', 'de/']);
  });
});

describe("the CMS's settings", () => {
  it('are off unless CMS_REPOSITORY names a repository', () => {
    expect(cmsOf({})).toBeUndefined();
    expect(cmsOf({ CMS_REPOSITORY: 'northwind/website' })).toEqual(CMS);
    expect(
      cmsOf({
        CMS_REPOSITORY: 'a/b',
        CMS_BRANCH: 'content',
        CMS_AUTH_URL: 'https://x.example/auth',
      }),
    ).toEqual({
      repository: 'a/b',
      branch: 'content',
      authUrl: 'https://x.example/auth',
    });
    expect(cmsDraftsOf({ CMS_REPOSITORY: 'a/b', CMS_DRAFTS: 'on' })).toBe(true);
    expect(cmsDraftsOf({ CMS_REPOSITORY: 'a/b', CMS_DRAFTS: 'off' })).toBe(false);
    expect(cmsDraftsOf({ CMS_REPOSITORY: 'a/b' })).toBe(false);
  });

  it.each([
    [
      { CMS_BRANCH: 'main' },
      'CMS_BRANCH is set, but a site without CMS_REPOSITORY does not use it',
    ],
    [{ CMS_REPOSITORY: 'website' }, 'CMS_REPOSITORY must name a GitHub repository as owner/name'],
    [{ CMS_REPOSITORY: 'a/b', CMS_AUTH_URL: 'auth.example.net' }, 'CMS_AUTH_URL must be'],
    [{ CMS_DRAFTS: 'on' }, 'CMS_DRAFTS is set, but a site without CMS_REPOSITORY does not use it'],
    [{ CMS_REPOSITORY: 'a/b', CMS_DRAFTS: 'yes' }, 'CMS_DRAFTS must be on or off, not "yes"'],
  ])('stop the build at a mistake: %o', (env, message) => {
    expect(() => {
      cmsOf(env);
      cmsDraftsOf(env);
    }).toThrow(message);
  });
});

describe("the CMS's files and headers", () => {
  let out: string;
  // Decap's bundle as the build unpacks it (scripts/build/decap-bundle.mjs, its own tests).
  const BUNDLE = ['decap-cms.js', '12.decap-cms.js', '0a1b2c.wasm', 'decap-cms.js.LICENSE.txt'];
  beforeAll(() => {
    out = mkdtempSync(join(tmpdir(), 'cms-'));
    const dist = join(out, 'bundle');
    mkdirSync(dist);
    for (const name of BUNDLE) writeFileSync(join(dist, name), name);
    writeCms(join(out, 'site'), { cms: CMS, siteUrl: SITE, dist });
  });
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it("copies Decap's bundle beside its page and configuration", () => {
    const admin = join(out, 'site', CMS_FOLDER);
    expect(readdirSync(admin).sort()).toEqual([...BUNDLE, 'config.yml', 'index.html'].sort());
    for (const name of BUNDLE) expect(readFileSync(join(admin, name), 'utf8')).toBe(name);
    // Hosts compress them as they send them: no build spends Brotli's time on them.
    expect(compressibleFiles(join(out, 'site'))).toEqual([]);
    expect(parse(readFileSync(join(admin, 'config.yml'), 'utf8'))).toMatchObject({
      backend: { repo: CMS.repository },
    });
  });

  it('has a page that search engines leave out, under its own policy', () => {
    const page = cmsPage();
    expect(readFileSync(join(out, 'site', CMS_FOLDER, 'index.html'), 'utf8')).toBe(page);
    expect(page).toContain('<meta name="robots" content="noindex">');
    expect(page).toContain(`<meta http-equiv="Content-Security-Policy" content="${CMS_POLICY}">`);
    expect(page).toContain('<script src="decap-cms.js"></script>');
    expect(CMS_POLICY).toContain(
      `connect-src 'self' blob: https://api.github.com ${LOCAL_BACKEND}`,
    );
    // A <meta> policy cannot forbid framing: the header does.
    expect(CMS_POLICY).not.toContain('frame-ancestors');
    expect(CMS_HEADERS['Content-Security-Policy']).toBe(`${CMS_POLICY}; frame-ancestors 'none'`);
  });

  it("gives /admin/ its headers on every host, and nothing of the CMS's without it", () => {
    const files = (cms: boolean) =>
      hostFiles({ basePath: '/base', origin: SITE, nginx: NGINX, cms }) as Record<string, string>;
    for (const text of Object.values(files(false))) expect(text).not.toContain(CMS_FOLDER);
    const { _headers: headers = '', 'nginx.conf': nginx = '' } = files(true);
    expect(headers).toContain(
      `/base/admin/*\n${Object.entries(CMS_HEADERS)
        .map(([name, value]) => `  ${name}: ${value}`)
        .join('\n')}`,
    );
    // Vercel: after the rule for every path, whose values it replaces.
    const vercel = JSON.parse(vercelConfig('/base', true)) as {
      headers: { source: string; headers: { key: string; value: string }[] }[];
    };
    expect(vercel.headers.at(-1)).toEqual({
      source: '/base/admin/(.*)',
      headers: Object.entries(CMS_HEADERS).map(([key, value]) => ({ key, value })),
    });
    // nginx: a location of its own repeats the site's headers, with the CMS's in their place.
    const location = /location \^~ \/base\/admin\/ \{([^}]*)\}/.exec(nginx)?.[1] ?? '';
    expect(location).toContain(`add_header X-Robots-Tag "noindex" always;`);
    expect(location).toContain(
      `add_header Cross-Origin-Opener-Policy "same-origin-allow-popups" always;`,
    );
    expect(location).toContain(`add_header X-Content-Type-Options "nosniff" always;`);
    expect(location).not.toContain(`Cross-Origin-Opener-Policy "same-origin" always`);
    expect(nginxConfig({ origin: SITE, nginx: NGINX, cms: true })).toContain(
      'location ^~ /admin/ {',
    );
  });
});
