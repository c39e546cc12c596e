// @ts-check
// The editor for people who don't code: Decap CMS at /admin/, its configuration generated from
// content/schema.mjs and content/languages.mjs, so a field or a language added there is one the
// editor has. Off unless CMS_REPOSITORY names the GitHub repository it commits to
// (lib/settings/env.mjs): then the default language's post-build step copies Decap's prebuilt
// bundle (decap-bundle.mjs) into out/admin/ beside its page and configuration, and the host files
// give /admin/ the headers below. On localhost, Decap talks to decap-server instead
// (local_backend), which writes into the checkout it runs in (`npm run cms`, scripts/cms.mjs).
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { collections as schemaCollections } from '../../content/schema.mjs';
import { LANGUAGES } from '../../lib/content/languages.mjs';
import { decapBundle } from './decap-bundle.mjs';
import { BuildStepError, CMS_FOLDER } from './output.mjs';

export const STEP = 'cms';

/** Where `local_backend: true` looks for decap-server: its default port, on this machine. */
export const LOCAL_BACKEND = 'http://localhost:8081';

/** Where the GitHub backend reads and commits. */
const GITHUB_API = 'https://api.github.com';

/** The Markdown editor's buttons: what the build renders (no level-1 heading: the title is it). */
const MARKDOWN_BUTTONS = [
  'bold',
  'italic',
  'code',
  'link',
  'heading-two',
  'heading-three',
  'heading-four',
  'quote',
  'bulleted-list',
  'numbered-list',
];

/**
 * Where an entry's page is, under the site's address, as Decap takes it (`preview_path`): the
 * default language's page, the one Decap's link opens (it has no language in its templates; the
 * Home page's sections, one entry per language, link each language's Home page). The
 * same paths as the pages' own (lib/content/articles.ts, jobs.ts, people.ts, stories.ts,
 * service-pages.ts; tests/unit/cms.test.ts compares them).
 */
export const PREVIEW_PATHS = /** @type {Record<string, string>} */ ({
  articles: 'articles/{{slug}}/',
  stories: 'portfolio/{{slug}}/',
  services: 'services/{{slug}}/',
  people: 'about/{{slug}}/',
  jobs: 'careers/{{slug}}/',
});

/**
 * @typedef {import('../../content/schema.mjs').Field} Field
 * @typedef {import('../../content/schema.mjs').Collection} Collection
 * @typedef {import('../../lib/settings/env.mjs').Cms} Cms
 * @typedef {Record<string, unknown>} DecapField
 */

/** What the build accepts as a picture's focus point (scripts/build/markdown.mjs). */
const FOCUS_PATTERN = '^\\d{1,3}% \\d{1,3}%$';

/**
 * Whether Decap requires a field, and its hint. A part of an object the editor may leave out (a
 * person's photo, a job's place or pay) is optional in Decap, which checks a required part even
 * when its object is left empty, and would save no person without a photo: the build checks it
 * once any part is given, and the hint says so.
 * @param {{ required: boolean, hint?: string }} field
 * @param {string} [within] the label of the optional object the field is a part of
 */
function requirement({ required, hint }, within) {
  const text = [hint, required && within ? `Required when ${within} is given` : '']
    .filter(Boolean)
    .join('. ');
  return { required: required && !within, ...(text ? { hint: text } : {}) };
}

/**
 * The fields of a picture under content/images/, stored as its path there (articles/photo.jpg):
 * the image widget uploads into the collection's folder of content/images/.
 * @param {string} widget the schema's widget for the picture itself
 * @param {string} [within] the picture's label, when it is optional
 * @returns {DecapField[]}
 */
const imageFields = (widget, within) => [
  {
    name: 'src',
    label: 'Picture',
    widget,
    choose_url: false,
    i18n: true,
    ...requirement({ required: true }, within),
  },
  {
    name: 'alt',
    label: 'What it shows',
    widget: 'string',
    i18n: true,
    ...requirement({ required: true, hint: 'For people who cannot see it' }, within),
  },
  {
    name: 'focus',
    label: 'Focus point',
    widget: 'string',
    required: false,
    i18n: true,
    hint: 'What stays in view when the picture is cropped, across and down: 50% 30%',
    pattern: [FOCUS_PATTERN, "A point such as '50% 30%'"],
  },
];

/**
 * A testimonial's words, each required by the build.
 * @param {string} [within] the testimonial's label, when it is optional
 * @returns {DecapField[]}
 */
const quoteFields = (within) =>
  [
    ['quote', 'Quote', 'text'],
    ['author', 'Author', 'string'],
    ['position', 'Position', 'string'],
  ].map(([name, label, widget]) => ({
    name,
    label,
    widget,
    i18n: true,
    ...requirement({ required: true }, within),
  }));

/**
 * The length the build allows, as Decap's pattern, so an editor hears of it before publishing.
 * @param {Field} field
 * @returns {[string, string] | undefined}
 */
function lengthPattern({ minLength, maxLength }) {
  if (minLength === undefined && maxLength === undefined) return undefined;
  const low = minLength ?? 1;
  return [
    `^[\\s\\S]{${low},${maxLength ?? ''}}$`,
    maxLength === undefined ? `At least ${low} characters` : `${low} to ${maxLength} characters`,
  ];
}

/**
 * One field of content/schema.mjs as Decap's widget. Every field is translated, each part of an
 * object too (Decap hides an untranslated part in the other languages' panes): a language's file
 * is whole on its own (the build checks each), so none may be left to the default language's.
 * @param {string} name
 * @param {Field} field
 * @param {string} [within] the label of the optional object the field is a part of
 * @returns {DecapField}
 */
export function decapField(name, field, within) {
  const { type, label, widget } = field;
  /** @type {DecapField} */
  const decap = { name, label, widget, i18n: true, ...requirement(field, within) };
  // The parts of an object the editor may leave out are optional with it.
  const optional = field.required && !within ? undefined : (within ?? label);
  switch (type) {
    case 'string':
    case 'text': {
      const pattern = lengthPattern(field);
      if (pattern) decap.pattern = pattern;
      return decap;
    }
    case 'date':
      // A day, as the build reads it.
      return { ...decap, format: 'YYYY-MM-DD', date_format: 'YYYY-MM-DD', time_format: false };
    case 'list':
      return {
        ...decap,
        // Each item shown by its words, not by the list's label again.
        summary: '{{fields.item}}',
        field: { name: 'item', label, widget: 'string', i18n: true },
      };
    case 'image':
      return {
        ...decap,
        widget: 'object',
        collapsed: false,
        fields: imageFields(widget, optional),
      };
    case 'images':
      // Each picture is one the editor added: its parts as the build requires them.
      return { ...decap, fields: imageFields('image') };
    case 'quote':
      return { ...decap, fields: quoteFields(optional) };
    case 'number': {
      const { minimum, maximum } = field;
      return {
        ...decap,
        value_type: 'int',
        ...(minimum === undefined ? {} : { min: minimum }),
        ...(maximum === undefined ? {} : { max: maximum }),
      };
    }
    case 'choice':
      // Stored as the code the build checks (FULL_TIME), shown as words (Full time).
      return {
        ...decap,
        options: (field.options ?? []).map((value) => ({
          label: `${value[0]}${value.slice(1).toLowerCase().replaceAll('_', ' ')}`,
          value,
        })),
      };
    case 'links':
      return {
        ...decap,
        summary: '{{fields.link}}',
        field: {
          name: 'link',
          label,
          widget: 'string',
          i18n: true,
          pattern: ['^https://\\S+$', 'An https:// address'],
        },
      };
    case 'logo':
      return { ...decap, choose_url: false, pattern: ['\\.svg$', 'An SVG file'] };
    case 'object':
      return { ...decap, collapsed: false, fields: decapFields(field.fields ?? {}, optional) };
    case 'objects':
      // Each item is one the editor added: its parts as the build requires them.
      return { ...decap, fields: decapFields(field.fields ?? {}) };
    case 'blocks':
      return {
        ...decap,
        typeKey: 'type',
        types: Object.entries(field.types ?? {}).map(([type, { label: named, fields }]) => ({
          name: type,
          label: named,
          widget: 'object',
          i18n: true,
          // Under its kind, a part shows its first words (its heading), not its kind again.
          summary: `{{fields.${Object.keys(fields)[0]}}}`,
          fields: decapFields(fields),
        })),
      };
    default:
      return decap;
  }
}

/**
 * @param {Record<string, Field>} fields
 * @param {string} [within] the label of the optional object they are the parts of
 */
const decapFields = (fields, within) =>
  Object.entries(fields).map(([name, declared]) => decapField(name, declared, within));

/**
 * A collection's Markdown text, under its fields.
 * @param {Collection['body']} body
 * @returns {DecapField[]}
 */
const bodyFields = (body) =>
  body
    ? [
        {
          name: 'body',
          label: body.label,
          widget: body.widget,
          hint: body.hint,
          required: body.required ?? true,
          i18n: true,
          buttons: MARKDOWN_BUTTONS,
          editor_components: ['image', 'code-block'],
        },
      ]
    : [];

/**
 * A collection of content/schema.mjs as Decap's collection, one folder per language.
 *
 * An article or a job is named by its title and a person by their name: the editor makes them,
 * every language side by side. A case study or a service's page is named by an id a developer
 * gives, of a project of content/portfolio.ts or a service of content/services.ts, with its first
 * file: the editor edits it, and neither makes nor deletes one. Decap names a new file only from
 * its fields, and a field naming the service would repeat the file's name; and Decap cannot list
 * the ids of a TypeScript file.
 *
 * A collection named by none of its fields (the Home page's sections) holds one file per
 * language, named as the collection: content/home-sections/en/home.md. Decap edits it as a files
 * collection, one entry per language, whose files may not exist yet: as a folder collection, it
 * would look for content/en/home-sections/home.md, since it puts the language before the first
 * "/home" of the path (i18n.ts, getFilePath), which the folder's name begins with.
 * @param {string} name
 * @param {Collection} collection
 * @param {readonly { code: string, name?: string }[]} [languages]
 */
export function decapCollection(name, { label, folder, fields, body }, languages = LANGUAGES) {
  const named = ['title', 'name'].find((field) => Object.hasOwn(fields, field));
  const described = Object.hasOwn(fields, 'description');
  // As the site lists them: the newest first; people by their order, then by name.
  const sorted = Object.hasOwn(fields, 'date')
    ? { field: 'date', default_sort: 'desc' }
    : Object.hasOwn(fields, 'order')
      ? { field: 'order', default_sort: 'asc' }
      : undefined;
  const common = {
    name,
    label,
    format: 'frontmatter',
    // The entry's page: on the live site once published, on the host's preview while a draft.
    ...(name in PREVIEW_PATHS ? { preview_path: PREVIEW_PATHS[name] } : {}),
    // Uploads land in content/images/<collection>/ and are named by their path under
    // content/images/, as the build expects.
    media_folder: `/content/images/${name}`,
    public_folder: name,
  };
  if (!named && !described) {
    // Not translated side by side: each language's file is an entry of its own.
    const untranslated = () =>
      JSON.parse(
        JSON.stringify([...decapFields(fields), ...bodyFields(body)], (key, value) =>
          key === 'i18n' ? undefined : value,
        ),
      );
    return {
      ...common,
      description: 'One for each language.',
      delete: false,
      // Decap's preview shows a list of parts as nothing but their values.
      editor: { preview: false },
      files: languages.map(({ code, name: language }, index) => ({
        name: code,
        label: language ?? code,
        file: `${folder}/${code}/${name}.md`,
        preview_path: index === 0 ? '' : `${code}/`,
        fields: untranslated(),
      })),
    };
  }
  return {
    ...common,
    folder,
    extension: 'md',
    i18n: true,
    create: Boolean(named),
    ...(named
      ? { identifier_field: named, slug: '{{slug}}' }
      : {
          delete: false,
          description: 'Edited here; a developer starts each one, named by an id in the code.',
          identifier_field: 'description',
          summary: '{{filename}}: {{description}}',
        }),
    ...(sorted && named ? { sortable_fields: [sorted, named] } : {}),
    fields: [...decapFields(fields), ...bodyFields(body)],
  };
}

/**
 * Decap's configuration: the GitHub backend on the repository the settings name, decap-server on
 * localhost, every language of content/languages.mjs by the code its folders are named by.
 * Without settings (`npm run cms` before CMS_REPOSITORY is set), decap-server alone. With drafts
 * (CMS_DRAFTS), Decap's editorial workflow: each change is a branch and a pull request until it is
 * published, and where the host builds a preview of the branch and says so in a commit status
 * whose name holds "deploy" (Netlify's deploy-preview), Decap links the entry's page on it.
 * @param {{
 *   cms: Cms | undefined,
 *   siteUrl: string,
 *   languages?: readonly { code: string, name?: string }[],
 *   collections?: Record<string, Collection>,
 * }} options siteUrl: where the site's home page is, for Decap's link to it
 */
export function cmsConfig({
  cms,
  siteUrl,
  languages = LANGUAGES,
  collections = schemaCollections,
}) {
  const auth = cms?.authUrl ? new URL(cms.authUrl) : undefined;
  const endpoint = auth?.pathname.replace(/^\/+/, '');
  const codes = languages.map(({ code }) => code);
  return {
    backend: cms
      ? {
          name: 'github',
          repo: cms.repository,
          branch: cms.branch,
          ...(auth ? { base_url: auth.origin } : {}),
          ...(endpoint ? { auth_endpoint: endpoint } : {}),
        }
      : { name: 'proxy', proxy_url: `${LOCAL_BACKEND}/api/v1` },
    local_backend: true,
    ...(cms?.drafts ? { publish_mode: 'editorial_workflow' } : {}),
    site_url: siteUrl,
    media_folder: 'content/images',
    public_folder: '',
    // File names the build accepts: lower-case ASCII letters, digits and single hyphens.
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    i18n: { structure: 'multiple_folders', locales: codes, default_locale: codes[0] },
    collections: Object.entries(collections).map(([name, collection]) =>
      decapCollection(name, collection, languages),
    ),
  };
}

/**
 * The Content-Security-Policy of the CMS's page, in its <meta> and in the hosts' header rule for
 * /admin/: what Decap needs, found by running it in Chromium under a policy that allowed only
 * its own files and adding what it was refused (docs/cms.md). Its bundle compiles its
 * configuration's schema with new Function ('unsafe-eval') and styles itself with <style>
 * elements it writes as it renders ('unsafe-inline', no hash can know them); it shows a picture
 * from the repository as a blob: URL, and reads and writes through GitHub's API, or through
 * decap-server on localhost.
 */
export const CMS_POLICY = Object.entries({
  'default-src': ["'self'"],
  'script-src': ["'self'", "'unsafe-eval'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'blob:'],
  'connect-src': ["'self'", 'blob:', GITHUB_API, LOCAL_BACKEND],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'none'"],
})
  .map(([name, sources]) => [name, ...sources].join(' '))
  .join('; ');

/**
 * The headers of every answer under /admin/ (scripts/build/host-config.mjs), beside the site's:
 * its policy, with frame-ancestors (a <meta> policy cannot hold it); no search engine lists it;
 * and the GitHub backend's login window, on the OAuth client's origin, may answer the page that
 * opened it (the site's same-origin would cut it off, and the login would never end).
 */
export const CMS_HEADERS = {
  'Content-Security-Policy': `${CMS_POLICY}; frame-ancestors 'none'`,
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  'X-Robots-Tag': 'noindex',
};

/** The CMS's page: Decap's bundle and nothing else, kept out of search engines. */
export function cmsPage() {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${CMS_POLICY}">
<meta name="robots" content="noindex">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Content manager</title>
</head>
<body>
<script src="decap-cms.js"></script>
</body>
</html>
`;
}

/**
 * Writes the CMS into the output (out/admin/) and reads each file back.
 * @param {string} outDir
 * @param {{ cms: Cms | undefined, siteUrl: string, dist?: string }} options dist: the folder of
 *   Decap's bundle, the pinned one (fetched when the cache has none) unless given
 * @returns {number} the files written
 */
export function writeCms(outDir, { cms, siteUrl, dist = decapBundle().dir }) {
  const dir = join(outDir, CMS_FOLDER);
  const bundle = readdirSync(dist);
  mkdirSync(dir, { recursive: true });
  for (const name of bundle) copyFileSync(join(dist, name), join(dir, name));
  /** @type {Record<string, string>} */
  const written = {
    'index.html': cmsPage(),
    'config.yml': stringify(cmsConfig({ cms, siteUrl })),
  };
  for (const [name, text] of Object.entries(written)) writeFileSync(join(dir, name), text);
  const page = `/${CMS_FOLDER}/`;
  if (!bundle.includes('decap-cms.js'))
    throw new BuildStepError(STEP, page, `expected decap-cms.js in ${dist}`);
  for (const [name, text] of Object.entries(written)) {
    if (!existsSync(join(dir, name)) || readFileSync(join(dir, name), 'utf8') !== text)
      throw new BuildStepError(STEP, `${page}${name}`, 'expected the file written as generated');
  }
  return bundle.length + Object.keys(written).length;
}
