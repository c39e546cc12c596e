// @ts-check
// Which pictures of content/images/ content names, and where: what decides whether a photo ships
// (scripts/build/images.mjs), and what an error names for the owner to fix. Read from the values
// the site itself reads, never from the text: the typed copy of each language as loaded, the
// frontmatter as YAML parses it and the pictures of each Markdown text as remark parses it. A
// frontmatter's quoted `src: "articles/portrait.png"`, a path the copy builds from parts or a
// picture it spreads from another module are plain values here; the patterns over the text that
// this replaces missed all three, and the build stopped only at prerender.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createJiti } from 'jiti';
import { collections } from '../../content/schema.mjs';
import { copyFiles, OTHER_LANGUAGES } from '../../lib/content/languages.mjs';
import {
  bodyLine,
  collectionFiles,
  ContentError,
  isPublished,
  parseMarkdownFile,
  walk,
} from './markdown.mjs';
import { BuildStepError } from './output.mjs';

export const STEP = 'images';

/**
 * Where content names a picture: the file (content/portfolio.ts) and the field in it, as a path of
 * keys from the export (portfolioCopy.projects.items[1].image.src), of the frontmatter
 * (gallery[0].src) or the line of the text (body, line 12).
 * @typedef {{ src: string, file: string, field: string, shown: boolean }} ImageReference
 *   shown: whether the file that names it is on the site (a draft or a text waiting for its day
 *   is not: its pictures are checked, not published)
 */

/** @param {unknown} value @returns {value is Record<string, unknown>} */
const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A picture is an object with a path and its words (ContentImage in content/types.ts, an image
 * field of content/schema.mjs). The words are what set it apart: a map's frame has a src too,
 * with a title (content/types.ts ContactInfoCopy), and is no file of content/images/.
 * @param {unknown} value
 * @returns {value is { src: string }}
 */
const isPicture = (value) => isRecord(value) && typeof value.src === 'string' && 'alt' in value;

/** @param {string} path @param {string | number} key */
const keyPath = (path, key) =>
  typeof key === 'number'
    ? `${path}[${key}]`
    : /^[A-Za-z_$][\w$]*$/.test(key)
      ? `${path ? `${path}.` : ''}${key}`
      : `${path}[${JSON.stringify(key)}]`;

/**
 * Every picture in a value, found by its shape wherever it sits, so a field type the schema adds
 * (an object, a list of objects) or a new part of the copy needs no change here. Only plain data
 * is walked, each object once on a path, so a value that holds itself cannot loop.
 * @param {unknown} value
 * @param {string} path
 * @param {Set<unknown>} [within] the objects above this one
 * @returns {{ src: string, field: string }[]}
 */
function picturesIn(value, path, within = new Set()) {
  if (isPicture(value)) return [{ src: value.src, field: keyPath(path, 'src') }];
  if (typeof value !== 'object' || value === null || within.has(value)) return [];
  const prototype = Object.getPrototypeOf(value);
  if (!Array.isArray(value) && prototype !== Object.prototype && prototype !== null) return [];
  const inner = new Set(within).add(value);
  return Array.isArray(value)
    ? value.flatMap((item, index) => picturesIn(item, keyPath(path, index), inner))
    : Object.entries(value).flatMap(([key, item]) => picturesIn(item, keyPath(path, key), inner));
}

/**
 * The logos a frontmatter names: a logo is a plain path (an SVG under content/images/), which only
 * the schema's field type tells from other words, so these are found by the fields' declarations.
 * @param {Record<string, import('../../content/schema.mjs').Field>} fields
 * @param {unknown} value
 * @param {string} path
 * @returns {{ src: string, field: string }[]}
 */
function logosIn(fields, value, path) {
  if (!isRecord(value)) return [];
  return Object.entries(fields).flatMap(([name, field]) => {
    const item = value[name];
    const at = keyPath(path, name);
    if (field.type === 'logo') return typeof item === 'string' ? [{ src: item, field: at }] : [];
    const list = Array.isArray(item) ? item : [];
    if (field.type === 'object') return logosIn(field.fields ?? {}, item, at);
    if (field.type === 'objects')
      return list.flatMap((entry, index) => logosIn(field.fields ?? {}, entry, keyPath(at, index)));
    if (field.type === 'blocks')
      return list.flatMap((entry, index) => {
        const type = isRecord(entry) ? String(entry.type) : '';
        return logosIn(field.types?.[type]?.fields ?? {}, entry, keyPath(at, index));
      });
    return [];
  });
}

/**
 * The copy files each language reads: content/<file>.ts for the default, content/<code>/<file>.ts
 * for each other one (lib/content/languages.mjs).
 * @param {string} root
 * @param {readonly string[]} languages the codes of the languages besides the default
 */
function copyPaths(root, languages) {
  const files = copyFiles(root);
  return ['', ...languages.map((code) => `${code}/`)].flatMap((folder) =>
    files
      .map((file) => `content/${folder}${file}.ts`)
      .filter((path) => existsSync(join(root, path))),
  );
}

/**
 * The pictures the typed copy names, from its values as loaded.
 *
 * The copy is TypeScript that Node alone cannot load: Node 22.12, the oldest the project runs on,
 * strips types only behind a flag, and no Node resolves the extensionless sibling imports
 * (`./site`) or the `@/` alias the fixtures use (`@/shipped/content/contact`). jiti loads it as
 * Next does, with the same alias; it is a dependency, not a devDependency, since hosts build after
 * `npm ci --omit=dev` (1.8 MB, no dependencies of its own). With its transform cache, in the
 * checkout's node_modules/.cache/jiti/, the shipped copy's 10 files load in some 10 ms; the first
 * build after an install transforms them in 0.4 s (docs/performance.md, Images). Modules are
 * loaded afresh on each run, so `npm run dev` sees an edit.
 * @param {string} root
 * @param {readonly string[]} languages
 * @returns {Promise<ImageReference[]>}
 */
async function copyReferences(root, languages) {
  const jiti = createJiti(join(root, 'content', 'index.ts'), {
    alias: { '@/': join(root, '/') },
    fsCache: join(process.cwd(), 'node_modules', '.cache', 'jiti'),
    moduleCache: false,
  });
  /** @type {ImageReference[]} */
  const references = [];
  for (const file of copyPaths(root, languages)) {
    /** @type {Record<string, unknown>} */
    let exports;
    try {
      exports = await jiti.import(join(root, file));
    } catch (error) {
      throw new BuildStepError(STEP, file, error instanceof Error ? error.message : String(error));
    }
    for (const [name, value] of Object.entries(exports)) {
      for (const { src, field } of picturesIn(value, name))
        references.push({ src, file, field, shown: true });
    }
  }
  return references;
}

/**
 * The pictures of the Markdown collections (content/schema.mjs): in the frontmatter, as YAML
 * parses it, and in the text, as remark parses it. A draft's pictures, and those of a text waiting
 * for its day, are checked as if published and marked as not shown. A file the Markdown step
 * refuses to read stops this step too, as that step would.
 * @param {string} root
 * @returns {ImageReference[]}
 */
function markdownReferences(root) {
  return Object.entries(collections).flatMap(([collection, { folder, fields: declared }]) =>
    collectionFiles(root, folder).flatMap(({ file, name }) => {
      const source = name.endsWith('.md') ? readFileSync(join(root, file), 'utf8') : '';
      if (!source.trim()) return [];
      try {
        const { fields, offset, tree } = parseMarkdownFile(source);
        const shown = isPublished(fields, collection);
        /** @type {ImageReference[]} */
        const references = [...picturesIn(fields, ''), ...logosIn(declared, fields, '')].map(
          ({ src, field }) => ({ src, file, field, shown }),
        );
        walk(tree, (node) => {
          if (node.type === 'image' && node.url !== undefined)
            references.push({
              src: node.url,
              file,
              field: bodyLine(node, offset),
              shown,
            });
        });
        return references;
      } catch (error) {
        if (error instanceof ContentError) throw new BuildStepError(STEP, file, error.message);
        throw error;
      }
    }),
  );
}

/**
 * Every picture content names, in the order of its files: the default language's copy, each other
 * language's, then the Markdown collections.
 * @param {{ contentDir: string, languages?: readonly string[] }} options languages: the codes of
 *   the languages besides the default, whose copy is in content/<code>/
 * @returns {Promise<ImageReference[]>}
 */
export async function imageReferences({
  contentDir,
  languages = OTHER_LANGUAGES.map((language) => language.code),
}) {
  const root = join(contentDir, '..');
  if (!existsSync(contentDir)) return [];
  return [...(await copyReferences(root, languages)), ...markdownReferences(root)];
}
