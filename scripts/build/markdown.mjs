// @ts-check
// The Markdown step, run before `next build` (prepare.mjs) and again by `npm run dev` when a file
// changes: every file of the collections in content/schema.mjs, in each language's folder, has its
// frontmatter checked against the schema and its text made into elements on the server, code
// highlighted. Raw HTML, footnotes and task lists are refused, and so is any link the site cannot
// vouch for (only http(s), mailto:, tel:, #anchors and the site's own /paths); so the pages render
// nothing an author did not write as Markdown. Drafts are checked and left out, and so are empty
// files (a translation not written yet). Anything wrong stops the build with one line naming the
// step, the file and the field or line.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { refractor } from 'refractor';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { parseDocument } from 'yaml';
import { collections } from '../../content/schema.mjs';
import { IMAGE_SOURCE_DIR } from '../../lib/content/images.mjs';
import { LANGUAGES } from '../../lib/content/languages.mjs';
import { anchorsOf, MARKDOWN_CACHE_DIR, tagSlug } from '../../lib/content/markdown.mjs';
import { VIDEO_TAG, videoOf } from '../../lib/content/videos.mjs';
import { SEARCH } from '../../lib/settings/env.mjs';
import { BuildStepError } from './output.mjs';

export const STEP = 'markdown';

/**
 * @typedef {import('../../content/schema.mjs').Field} Field
 * @typedef {import('../../lib/content/markdown.mjs').MarkdownNode} MarkdownNode
 * @typedef {import('../../lib/content/markdown.mjs').Heading} Heading
 * @typedef {{ type: string, value?: string, depth?: number, url?: string, alt?: string | null,
 *   lang?: string | null, checked?: boolean | null, position?: { start: { line: number } },
 *   children?: MdastNode[] }} MdastNode
 * @typedef {{ type: string, tagName?: string, value?: string,
 *   properties?: Record<string, unknown>, position?: { start: { line: number } },
 *   children?: HastNode[] }} HastNode
 */

/** A file's name is its address: lower-case words of letters and digits, single hyphens. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Addresses taken by the index's own pages (/articles/page/2/, /articles/tags/…). */
const RESERVED_SLUGS = ['page', 'tags'];
const DATE = /^(\d{4}-\d{2}-\d{2})(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2}))?$/;
const IMAGE_FILE = /\.(?:jpe?g|png|webp|avif|svg)$/i;
const FOCUS = /^\d{1,3}% \d{1,3}%$/;
const SAFE_LINK = /^(?:https?:\/\/|mailto:|tel:|#|\/(?!\/))/i;
const HTTPS = /^https:\/\/[^\s/]+\.[^\s/]+(?:\/\S*)?$/;
/** Reading speed, words a minute, for the time each article shows. */
const WORDS_PER_MINUTE = 200;

/**
 * Whether a last day has gone by on the day of the build, in UTC: a job open until 30 June is
 * listed by every build made on 30 June anywhere.
 * @param {string} day YYYY-MM-DD, or a date and time
 * @param {Date} [today]
 */
export const isPast = (day, today = new Date()) =>
  day.slice(0, 10) < today.toISOString().slice(0, 10);

/**
 * Whether a text's day has not come at the time of the build: a date alone is its whole day in
 * UTC, as isPast reads a last day; a date and time is that moment. The daily build
 * (.github/workflows/scheduled.yml) publishes it on its day.
 * @param {string} when YYYY-MM-DD, or a date and time with its offset
 * @param {Date} [now]
 */
export const isScheduled = (when, now = new Date()) =>
  when.length === 10 ? when > now.toISOString().slice(0, 10) : Date.parse(when) > now.getTime();

/**
 * Whether a text is on the site, from its frontmatter as YAML parses it: not a draft, not dated
 * after the build, not a job past its last day. The Markdown step, the link check and the image
 * pipeline all ask this, so a text left out is left out everywhere, its photos included.
 * @param {unknown} fields
 * @param {string} collection
 * @param {Date} [now]
 */
export function isPublished(fields, collection, now = new Date()) {
  if (!isRecord(fields)) return false;
  const { draft, date, validThrough } = fields;
  if (draft === true) return false;
  if (typeof date === 'string' && isScheduled(date, now)) return false;
  return !(collection === 'jobs' && typeof validThrough === 'string' && isPast(validThrough, now));
}

/** A problem in one file: what the build names before it stops. */
export class ContentError extends Error {}

/** @param {string} message @returns {never} */
const refuse = (message) => {
  throw new ContentError(message);
};

/** @param {unknown} value @returns {value is Record<string, unknown>} */
const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A value not given: none, empty, or an object of such values. Decap CMS writes an optional
 * object whose parts the editor typed in and cleared again as those parts, empty
 * (`photo: { alt: "" }`), and an optional number cleared as "" (docs/cms.md).
 * @param {unknown} value
 * @returns {boolean}
 */
const isEmpty = (value) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (isRecord(value) && Object.values(/** @type {object} */ (value)).every(isEmpty));

/**
 * A picture under content/images/ and its words.
 * @param {string} name
 * @param {unknown} value
 */
function checkImage(name, value) {
  if (!isRecord(value)) refuse(`${name}: expected src and alt (an image under content/images/)`);
  const image = /** @type {Record<string, unknown>} */ (value);
  const extra = Object.keys(image).filter((key) => !['src', 'alt', 'focus'].includes(key));
  if (extra.length > 0)
    refuse(`${name}: unknown ${extra.join(', ')} (an image has src, alt, focus)`);
  const { src, alt, focus } = image;
  if (typeof src !== 'string' || !IMAGE_FILE.test(src))
    refuse(`${name}.src: expected a JPEG, PNG, WebP, AVIF or SVG under content/images/`);
  if (!existsSync(join(IMAGE_SOURCE_DIR, src)))
    refuse(`${name}.src: content/images/${src} does not exist`);
  if (typeof alt !== 'string' || alt.trim() === '')
    refuse(`${name}.alt: missing (what the picture shows, for people who cannot see it)`);
  if (focus !== undefined && (typeof focus !== 'string' || !FOCUS.test(focus)))
    refuse(`${name}.focus: expected a point such as '50% 20%'`);
  return { src, alt, ...(focus === undefined ? {} : { focus }) };
}

/**
 * One field's value, checked against its declaration.
 * @param {string} name
 * @param {Field} field
 * @param {unknown} value
 * @returns {unknown}
 */
function checkValue(name, field, value) {
  switch (field.type) {
    case 'string':
    case 'text': {
      if (typeof value !== 'string')
        refuse(`${name}: expected text, found ${JSON.stringify(value)}`);
      const text = value.trim();
      if (field.type === 'string' && text.includes('\n')) refuse(`${name}: expected one line`);
      const { minLength = 1, maxLength = Infinity } = field;
      if (text.length < minLength || text.length > maxLength) {
        refuse(
          `${name}: ${text.length} characters, expected ${minLength}${maxLength === Infinity ? ' or more' : `–${maxLength}`}`,
        );
      }
      return text;
    }
    case 'date': {
      const match = typeof value === 'string' ? DATE.exec(value) : null;
      const day = match?.[1] ?? '';
      const [year = 0, month = 0, date = 0] = day.split('-').map(Number);
      // new Date('2026-13-45') throws (a RangeError that names no file) and new Date('2026-02-30')
      // is 2 March; Date.UTC rolls any month and day over instead, so a day that comes back as
      // written is one the calendar has.
      const valid =
        match && new Date(Date.UTC(year, month - 1, date)).toISOString().startsWith(day);
      if (!valid || Number.isNaN(Date.parse(String(value))))
        refuse(`${name}: expected a date as YYYY-MM-DD, found ${JSON.stringify(value)}`);
      return String(value);
    }
    case 'boolean':
      if (typeof value !== 'boolean') refuse(`${name}: expected true or false`);
      return value;
    case 'number': {
      const { minimum = -Infinity, maximum = Infinity } = field;
      if (!Number.isInteger(value) || Number(value) < minimum || Number(value) > maximum)
        refuse(
          `${name}: expected a whole number${minimum > -Infinity ? ` from ${minimum}` : ''}${maximum < Infinity ? ` to ${maximum}` : ''}, found ${JSON.stringify(value)}`,
        );
      return value;
    }
    case 'choice':
      if (typeof value !== 'string' || !field.options?.includes(value))
        refuse(
          `${name}: expected one of ${field.options?.join(', ')}, found ${JSON.stringify(value)}`,
        );
      return value;
    case 'links': {
      const links = checkValue(name, { ...field, type: 'list' }, value);
      const bad = /** @type {string[]} */ (links).find((link) => !HTTPS.test(link));
      if (bad) refuse(`${name}: "${bad}" is not an https:// address`);
      return links;
    }
    case 'logo': {
      if (typeof value !== 'string' || !/\.svg$/i.test(value))
        refuse(`${name}: expected an SVG under content/images/, found ${JSON.stringify(value)}`);
      if (!existsSync(join(IMAGE_SOURCE_DIR, value)))
        refuse(`${name}: content/images/${value} does not exist`);
      return value;
    }
    case 'object':
      return checkFrontmatter(field.fields ?? {}, value, name);
    case 'objects':
      if (!Array.isArray(value)) refuse(`${name}: expected a list`);
      return value.map((item, index) =>
        checkFrontmatter(field.fields ?? {}, item, `${name}[${index}]`),
      );
    case 'blocks': {
      if (!Array.isArray(value)) refuse(`${name}: expected a list of parts`);
      const types = field.types ?? {};
      return value.map((item, index) => {
        const at = `${name}[${index}]`;
        const type = isRecord(item)
          ? /** @type {Record<string, unknown>} */ (item).type
          : undefined;
        if (typeof type !== 'string' || !Object.hasOwn(types, type))
          refuse(
            `${at}.type: expected one of ${Object.keys(types).join(', ')}, found ${JSON.stringify(type)}`,
          );
        const fields = { .../** @type {Record<string, unknown>} */ (item) };
        delete fields.type;
        return { type, ...checkFrontmatter(types[type]?.fields ?? {}, fields, at) };
      });
    }
    case 'list': {
      if (!Array.isArray(value) || value.some((item) => typeof item !== 'string' || !item.trim()))
        refuse(`${name}: expected a list of words or lines`);
      const items = value.map((item) => String(item).trim());
      const twice = items.find((item, index) => items.indexOf(item) !== index);
      if (twice) refuse(`${name}: "${twice}" twice`);
      return items;
    }
    case 'image':
      return checkImage(name, value);
    case 'images':
      if (!Array.isArray(value)) refuse(`${name}: expected a list of images`);
      return value.map((image, index) => checkImage(`${name}[${index}]`, image));
    case 'quote': {
      if (!isRecord(value)) refuse(`${name}: expected quote, author and position`);
      const quote = /** @type {Record<string, unknown>} */ (value);
      const words = ['quote', 'author', 'position'];
      const extra = Object.keys(quote).filter((key) => !words.includes(key));
      if (extra.length > 0) refuse(`${name}: unknown ${extra.join(', ')}`);
      return Object.fromEntries(
        words.map((key) => [
          key,
          checkValue(`${name}.${key}`, { ...field, type: 'string' }, quote[key]),
        ]),
      );
    }
    default:
      return refuse(`${name}: the schema names no type ${field.type}`);
  }
}

/**
 * The frontmatter as the schema declares it: each field checked, defaults filled in, no other key.
 * @param {Record<string, Field>} fields
 * @param {unknown} data
 * @param {string} [within] the field these are the fields of (sections[2]), for what it names
 */
export function checkFrontmatter(fields, data, within) {
  const named = (/** @type {string} */ key) => (within ? `${within}.${key}` : key);
  if (!isRecord(data))
    refuse(
      within
        ? `${within}: expected ${Object.keys(fields).join(', ')}`
        : 'expected the fields as "name: value" lines between the --- lines',
    );
  const given = /** @type {Record<string, unknown>} */ (data);
  const unknown = Object.keys(given).filter((key) => !Object.hasOwn(fields, key));
  if (unknown.length > 0)
    refuse(
      `${unknown.map(named).join(', ')}: not a field here (the fields: ${Object.keys(fields).join(', ')})`,
    );
  /** @type {Record<string, unknown>} */
  const checked = {};
  for (const [name, field] of Object.entries(fields)) {
    const value = given[name];
    if (isEmpty(value)) {
      if (field.required) refuse(`${named(name)}: missing (${field.label}, required)`);
      if ('default' in field) checked[name] = field.default;
      continue;
    }
    checked[name] = checkValue(named(name), field, value);
  }
  return checked;
}

/**
 * @template {MdastNode | HastNode} Node
 * @param {Node} node
 * @param {(node: Node) => void} visit
 */
export function walk(node, visit) {
  visit(node);
  for (const child of node.children ?? []) walk(/** @type {Node} */ (child), visit);
}

/**
 * Where a node of a file's text is, as a message names it: the text is the page's body (Decap CMS
 * calls the field Body), and its lines count from the file's first, the frontmatter's included,
 * as an editor's goes.
 * @param {{ position?: { start: { line: number } } }} node
 * @param {number} offset the lines of frontmatter above the text
 */
export const bodyLine = (node, offset) => `body, line ${(node.position?.start.line ?? 0) + offset}`;

/**
 * What the page cannot show as written stops the build, at its line.
 * @param {MdastNode} tree
 * @param {number} offset the lines of frontmatter above the text
 */
function checkText(tree, offset) {
  let level = 1;
  walk(tree, (node) => {
    const at = (/** @type {string} */ message) => refuse(`${bodyLine(node, offset)}: ${message}`);
    if (node.type === 'html') at('raw HTML is not shown: write it as Markdown');
    if (node.type === 'footnoteReference' || node.type === 'footnoteDefinition')
      at('footnotes are not supported: put the note in the text');
    if (node.type === 'listItem' && typeof node.checked === 'boolean')
      at('task lists are not supported: write a plain list');
    if (node.type === 'heading') {
      const depth = node.depth ?? 1;
      if (depth === 1) at("the title is the page's only level-1 heading: start sections at ##");
      // A heading more than one level below the one before skips a level screen readers list.
      if (depth > level + 1)
        at(`a level-${depth} heading after level ${level}: use ${'#'.repeat(level + 1)}`);
      level = depth;
    }
    if ((node.type === 'link' || node.type === 'definition') && !SAFE_LINK.test(node.url ?? ''))
      at(`the link "${node.url}" is not allowed: use https://, mailto:, tel:, #part or /page`);
    const video = videoLink(node);
    if (video && video.title === undefined)
      at(
        `the video "${video.url}" needs its title, what it shows: [a title](${video.url}) alone on its line`,
      );
    if (node.type === 'image') {
      const src = node.url ?? '';
      if (!IMAGE_FILE.test(src) || !existsSync(join(IMAGE_SOURCE_DIR, src)))
        at(
          `the image "${src}" is not under content/images/ (give its path there: articles/photo.jpg)`,
        );
      if (!node.alt?.trim()) at(`the image "${src}" has no text: ![what it shows](${src})`);
    }
  });
}

/** @param {{ type?: string, value?: string }} node */
const blank = (node) => node.type === 'text' && !node.value?.trim();

/**
 * A paragraph holding only a link to a video on YouTube or Vimeo: its address and its title (the
 * link's words, or the text of the poster it links), none where the link's words are the address
 * itself. A link to a video within a sentence stays a link.
 * @param {MdastNode} node
 */
function videoLink(node) {
  const content = node.type === 'paragraph' ? (node.children ?? []).filter((c) => !blank(c)) : [];
  const [link] = content;
  if (content.length !== 1 || link?.type !== 'link' || !videoOf(link.url ?? '')) return undefined;
  const url = link.url ?? '';
  const [only] = link.children ?? [];
  const words = only?.type === 'image' ? (only.alt ?? '') : plainText(link);
  return { url, title: words.trim() && words.trim() !== url ? words.trim() : undefined };
}

/** @param {MdastNode} node */
function plainText(node) {
  let text = '';
  walk(node, (inner) => {
    if (typeof inner.value === 'string') text += inner.value;
  });
  return text;
}

/** @param {MdastNode} tree */
function wordCount(tree) {
  let words = 0;
  walk(tree, (node) => {
    if (typeof node.value === 'string') words += node.value.split(/\s+/).filter(Boolean).length;
  });
  return words;
}

/**
 * Registers the languages the code blocks name that refractor's common set lacks.
 * @param {MdastNode} tree
 * @param {number} offset
 */
async function registerLanguages(tree, offset) {
  /** @type {MdastNode[]} */
  const blocks = [];
  walk(tree, (node) => {
    if (node.type === 'code' && node.lang && !refractor.registered(node.lang)) blocks.push(node);
  });
  for (const block of blocks) {
    const name = String(block.lang);
    try {
      if (!/^[a-z0-9-]+$/.test(name)) throw new Error(name);
      refractor.register((await import(`refractor/${name}`)).default);
    } catch {
      refuse(
        `${bodyLine(block, offset)}: code in "${name}", a language the highlighter does not know: name it as refractor does (ts, tsx, bash, json, css …) or leave it out`,
      );
    }
  }
}

/** @param {HastNode} node @returns {string} */
const textOf = (node) => node.value ?? (node.children ?? []).map(textOf).join('');

/**
 * Gives each level-2 and level-3 heading its anchor as its id (anchorsOf), and returns them in
 * order, the contents' entries. A link to a part of the text (#lifts-break) must name one of
 * them: a heading renamed later would otherwise leave it going nowhere.
 * @param {HastNode} tree
 * @param {number} offset the lines of frontmatter above the text
 * @returns {Heading[]}
 */
function anchorHeadings(tree, offset) {
  /** @type {HastNode[]} */
  const elements = [];
  /** @type {HastNode[]} */
  const links = [];
  walk(tree, (node) => {
    if (node.tagName === 'h2' || node.tagName === 'h3') elements.push(node);
    if (node.tagName === 'a' && String(node.properties?.href).startsWith('#')) links.push(node);
  });
  const texts = elements.map((element) => textOf(element).replace(/\s+/g, ' ').trim());
  const ids = anchorsOf(texts);
  const headings = elements.map((element, index) => {
    const id = ids[index] ?? '';
    element.properties = { ...element.properties, id };
    return { depth: element.tagName === 'h2' ? 2 : 3, id, text: texts[index] ?? '' };
  });
  for (const link of links) {
    // The parser writes a fragment's other letters %-escaped; the link names the id as it is,
    // as the contents' links do (HTML_CodeSniffer looks an in-page link's target up unescaped).
    const href = String(link.properties?.href);
    let target = href.slice(1);
    try {
      target = decodeURIComponent(target);
    } catch {
      // Not a name any heading has: refused below.
    }
    if (!ids.includes(target))
      refuse(
        `${bodyLine(link, offset)}: the link "#${target}" names no heading here (${ids.length > 0 ? `the anchors: ${ids.map((id) => `#${id}`).join(', ')}` : 'the text has no ## heading'})`,
      );
    link.properties = { ...link.properties, href: `#${target}` };
  }
  return /** @type {Heading[]} */ (headings);
}

/** @param {string} key ariaDescribedBy → aria-describedby */
const kebab = (key) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * An element's hast properties as React props.
 * @param {Record<string, unknown>} properties
 */
function propsOf(properties) {
  /** @type {Record<string, string | number | boolean>} */
  const props = {};
  const classes = [];
  for (const [key, value] of Object.entries(properties)) {
    if (value === undefined || value === null || value === false) continue;
    if (key === 'className') classes.push(...(Array.isArray(value) ? value : [value]));
    // A table column's alignment, as a class (the attribute is obsolete in HTML).
    else if (key === 'align') classes.push(`align-${value}`);
    else if (/^(?:aria|data)[A-Z]/.test(key)) props[kebab(key)] = String(value);
    else props[key] = Array.isArray(value) ? value.join(' ') : /** @type {string} */ (value);
  }
  if (classes.length > 0) props.className = classes.join(' ');
  return props;
}

/**
 * hast as the site's elements: code highlighted, an image alone in its paragraph a figure.
 * @param {HastNode} node
 * @returns {MarkdownNode[]}
 */
function toNodes(node) {
  if (node.type === 'text') return node.value ? [node.value] : [];
  if (node.type === 'root') return (node.children ?? []).flatMap(toNodes);
  if (node.type !== 'element' || !node.tagName) return [];
  const children = node.children ?? [];
  const code = children[0];
  if (node.tagName === 'pre' && code?.tagName === 'code') {
    const classes = /** @type {string[]} */ (code.properties?.className ?? []);
    const language = classes.find((name) => name.startsWith('language-'))?.slice(9);
    const text = (code.children ?? []).map((child) => child.value ?? '').join('');
    const highlighted = language
      ? toNodes(/** @type {HastNode} */ (refractor.highlight(text, language)))
      : [text];
    // Scrollable where a line is wider than the column, so it takes the keyboard's focus. Code
    // reads left to right in every script: in an Arabic article, a line's closing `;` or `)`
    // would otherwise move to its start.
    return [
      {
        tag: 'pre',
        props: { tabIndex: 0, dir: 'ltr', ...(language ? { 'data-language': language } : {}) },
        children: [{ tag: 'code', props: propsOf(code.properties ?? {}), children: highlighted }],
      },
    ];
  }
  const content = children.filter((child) => !blank(child));
  const [only] = content;
  const video = node.tagName === 'p' && only?.tagName === 'a' && content.length === 1 && only;
  const played = video ? videoOf(String(video.properties?.href)) : undefined;
  if (video && played) {
    const [inner] = video.children ?? [];
    const poster = inner?.tagName === 'img' ? inner.properties : undefined;
    let title = '';
    walk(video, (part) => {
      if (part.type === 'text') title += part.value ?? '';
    });
    return [
      {
        tag: VIDEO_TAG,
        props: {
          src: played.embed,
          href: played.page,
          title: poster ? String(poster.alt) : title.trim(),
          ...(poster && { poster: String(poster.src) }),
        },
        children: [],
      },
    ];
  }
  if (node.tagName === 'p' && content.length === 1 && only?.tagName === 'img') {
    const { title, ...image } = only.properties ?? {};
    return [
      {
        tag: 'figure',
        props: {},
        children: [
          { tag: 'img', props: propsOf(image), children: [] },
          ...(typeof title === 'string'
            ? [{ tag: 'figcaption', props: {}, children: [title] }]
            : []),
        ],
      },
    ];
  }
  return [
    {
      tag: node.tagName,
      // Inline code too: set apart left to right inside a sentence of either direction.
      props: {
        ...propsOf(node.properties ?? {}),
        ...(node.tagName === 'code' ? { dir: 'ltr' } : {}),
      },
      children: children.flatMap(toNodes),
    },
  ];
}

const markdown = unified().use(remarkParse).use(remarkGfm).use(remarkRehype);

/**
 * One Markdown file as written: its frontmatter parsed but not yet checked, the lines it takes,
 * and its text as remark's tree. Shared with the image step, which finds the pictures a file
 * names in the same values this step checks (scripts/build/image-references.mjs).
 * @param {string} source the file's text
 * @returns {{ fields: unknown, offset: number, text: string, tree: MdastNode }}
 */
export function parseMarkdownFile(source) {
  const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/.exec(source);
  if (!frontmatter) refuse('expected the fields first, between two --- lines');
  const yaml = parseDocument(frontmatter[1] ?? '');
  const [problem] = yaml.errors;
  if (problem)
    refuse(`line ${(problem.linePos?.[0].line ?? 0) + 1}: ${problem.message.split('\n')[0]}`);
  const text = source.slice(frontmatter[0].length);
  return {
    fields: yaml.toJS(),
    offset: frontmatter[0].split('\n').length - 1,
    text,
    tree: /** @type {MdastNode} */ (markdown.parse(text)),
  };
}

/**
 * One Markdown file: its checked frontmatter, its text as elements and its reading time, and
 * where asked its headings with their anchors.
 * @param {string} source the file's text
 * @param {Record<string, Field>} fields
 * @param {{ body?: boolean, anchors?: boolean }} [options] body: false where the collection holds
 *   fields only; anchors: true where the page lists the text's sections (articles)
 */
export async function readMarkdownFile(source, fields, { body = true, anchors = false } = {}) {
  const parsed = parseMarkdownFile(source);
  const { offset, tree } = parsed;
  const data = checkFrontmatter(fields, parsed.fields);
  if (!body && parsed.text.trim())
    refuse(`body, line ${offset + 1}: this collection holds fields only; put the words in a field`);
  checkText(tree, offset);
  await registerLanguages(tree, offset);
  const hast = /** @type {HastNode} */ (await markdown.run(/** @type {never} */ (tree)));
  const headings = anchors ? anchorHeadings(hast, offset) : undefined;
  return {
    data,
    minutes: Math.max(1, Math.round(wordCount(tree) / WORDS_PER_MINUTE)),
    body: toNodes(hast),
    ...(headings && { headings }),
  };
}

/**
 * Every file of a collection, in each language's folder.
 * @param {string} root the project's folder
 * @param {string} folder the collection's, as content/schema.mjs names it
 */
export function collectionFiles(root, folder) {
  const dir = join(root, folder);
  if (!existsSync(dir)) return [];
  const codes = LANGUAGES.map((language) => language.code);
  return readdirSync(dir)
    .filter((name) => !name.startsWith('.'))
    .flatMap((name) => {
      const path = `${folder}/${name}`;
      if (!statSync(join(dir, name)).isDirectory())
        throw new BuildStepError(
          STEP,
          path,
          `expected it in the folder of its language (${codes.map((code) => `${folder}/${code}/`).join(', ')})`,
        );
      if (!codes.includes(name))
        throw new BuildStepError(
          STEP,
          `${path}/`,
          `${name} is not a language of content/languages.mjs (${codes.join(', ')})`,
        );
      return readdirSync(join(dir, name))
        .filter((file) => !file.startsWith('.'))
        .map((file) => ({ language: name, file: `${path}/${file}`, name: file }));
    });
}

/**
 * Checks and renders every collection, writes the manifest the pages read, and returns it.
 * @param {{ root?: string, cacheDir?: string, now?: Date, log?: (line: string) => void }} [options]
 *   now: the build's moment, which dates are compared with; log: told of the texts waiting for
 *   their day
 * @returns {Promise<import('../../lib/content/markdown.mjs').MarkdownManifest>}
 */
export async function buildMarkdown({
  root = process.cwd(),
  cacheDir = MARKDOWN_CACHE_DIR,
  now = new Date(),
  log = () => {},
} = {}) {
  /** Every text read, published or not: a draft and a text waiting for its day are checked too. */
  /** @type {Record<string, unknown[]>} */
  const read = {};
  for (const [collection, declared] of Object.entries(collections)) {
    const { folder, fields } = declared;
    const entries = [];
    for (const { language, file, name } of collectionFiles(root, folder)) {
      const slug = name.replace(/\.md$/, '');
      try {
        if (!name.endsWith('.md')) refuse('expected a Markdown file (.md)');
        if (!SLUG.test(slug) || (collection === 'articles' && RESERVED_SLUGS.includes(slug)))
          refuse(
            'the name is the address: lower-case letters, digits and single hyphens, not page or tags',
          );
        const source = readFileSync(join(root, file), 'utf8');
        // A language the text is not written in yet: Decap CMS writes an empty file for each
        // language of a new text that the editor left empty (docs/cms.md).
        if (!source.trim()) continue;
        const entry = await readMarkdownFile(source, fields, {
          body: 'body' in declared,
          anchors: collection === 'articles',
        });
        entries.push({ file, language, slug, ...entry });
      } catch (error) {
        if (error instanceof ContentError) throw new BuildStepError(STEP, file, error.message);
        throw error;
      }
    }
    read[collection] = entries;
  }
  const all = /** @type {import('../../lib/content/markdown.mjs').MarkdownManifest} */ (read);
  checkArticles(all.articles);
  for (const { file, data } of all.jobs) {
    if (data.validThrough < data.date)
      throw new BuildStepError(
        STEP,
        file,
        `validThrough: ${data.validThrough} is before date ${data.date}`,
      );
    if (data.remote && data.countries.length === 0)
      throw new BuildStepError(
        STEP,
        file,
        'countries: a remote job names where applicants may live',
      );
    if (!data.remote && !data.location)
      throw new BuildStepError(
        STEP,
        file,
        'location: missing (where the work is, or remote: true)',
      );
    if (data.apply && !/^https:\/\/\S+$/.test(data.apply))
      throw new BuildStepError(STEP, file, `apply: "${data.apply}" is not an https:// address`);
  }
  // Off the site: its page, the indexes, the sitemap, the feeds and the search.
  const scheduled = Object.values(all)
    .flat()
    .flatMap(({ file, data }) =>
      !('draft' in data && data.draft) &&
      'date' in data &&
      typeof data.date === 'string' &&
      isScheduled(data.date, now)
        ? [`${file} (${data.date})`]
        : [],
    );
  if (scheduled.length > 0)
    log(`markdown: waiting for their day, off the site until then: ${scheduled.join(', ')}`);
  const result = /** @type {import('../../lib/content/markdown.mjs').MarkdownManifest} */ (
    Object.fromEntries(
      Object.entries(all).map(([collection, entries]) => [
        collection,
        entries.filter(({ data }) => isPublished(data, collection, now)),
      ]),
    )
  );
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(join(cacheDir, 'manifest.json'), JSON.stringify(result));
  writeStyleSources(root, cacheDir, result);
  return result;
}

/**
 * The components only the pages of a collection render. This step names those the site has no
 * page for in STYLE_SOURCES_FILE, which app/globals.css imports, and Tailwind's class scan leaves
 * them out, so a site without articles, stories or jobs, or without search, ships the stylesheet
 * it had before they existed. A collection of content/schema.mjs without its entry here is a type
 * error.
 */
export const CONTENT_COMPONENTS =
  /** @satisfies {Record<keyof typeof collections | 'any' | 'search', readonly string[]>} */ (
    /** @type {const} */ ({
      articles: ['components/articles'],
      stories: ['components/stories'],
      services: ['components/service-pages'],
      people: ['components/people'],
      jobs: ['components/careers'],
      any: ['components/reading'],
      home: ['components/home-sections'],
      search: ['components/search'],
    })
  );

/** Under the cache: the stylesheet app/globals.css imports, which names the components to skip. */
export const STYLE_SOURCES_FILE = 'sources.css';

/**
 * The components of CONTENT_COMPONENTS the site renders: a collection's where it has a page.
 * @param {import('../../lib/content/markdown.mjs').MarkdownManifest} manifest
 * @returns {string[]}
 */
function renderedComponents(manifest) {
  const { articles, stories, services, people, jobs, home } = CONTENT_COMPONENTS;
  // The team shows on About; the reading column only on the page of a person with a longer text.
  const personPages = manifest.people.filter((person) => person.body.length > 0).length;
  const pages =
    manifest.articles.length +
    manifest.stories.length +
    manifest.services.length +
    manifest.jobs.length +
    personPages;
  return [
    ...(manifest.articles.length > 0 ? articles : []),
    ...(manifest.stories.length > 0 ? stories : []),
    ...(manifest.services.length > 0 ? services : []),
    ...(manifest.people.length > 0 ? people : []),
    ...(manifest.jobs.length > 0 ? jobs : []),
    ...(pages > 0 ? CONTENT_COMPONENTS.any : []),
    ...(manifest.home.some((entry) => entry.data.sections.length > 0) ? home : []),
    ...(SEARCH ? CONTENT_COMPONENTS.search : []),
  ];
}

/**
 * Writes the stylesheet that leaves the components the site does not render out of Tailwind's
 * scan, each by its path from the cache (`@source not`).
 * @param {string} root
 * @param {string} cacheDir
 * @param {import('../../lib/content/markdown.mjs').MarkdownManifest} manifest
 */
function writeStyleSources(root, cacheDir, manifest) {
  const rendered = renderedComponents(manifest);
  const skipped = Object.values(CONTENT_COMPONENTS)
    .flat()
    .filter((path) => !rendered.includes(path));
  const from = (/** @type {string} */ path) =>
    relative(cacheDir, join(root, path)).split(sep).join('/');
  writeFileSync(
    join(cacheDir, STYLE_SOURCES_FILE),
    [...new Set(skipped)].map((path) => `@source not '${from(path)}';\n`).join(''),
  );
}

/**
 * Writes an empty one where a checkout has none yet, for the tools that read app/globals.css before
 * any build has (Prettier's class order, .prettierrc.mjs): it skips nothing.
 */
export function ensureStyleSources() {
  const file = join(MARKDOWN_CACHE_DIR, STYLE_SOURCES_FILE);
  if (existsSync(file)) return;
  mkdirSync(MARKDOWN_CACHE_DIR, { recursive: true });
  writeFileSync(file, '');
}

/**
 * What holds between an article's fields, and between the articles of a language.
 * @param {import('../../lib/content/markdown.mjs').MarkdownManifest['articles']} articles
 */
function checkArticles(articles) {
  /** @type {Map<string, string>} */
  const tags = new Map();
  for (const { file, language, data } of articles) {
    if (data.updated && Date.parse(data.updated) < Date.parse(data.date))
      throw new BuildStepError(STEP, file, `updated: ${data.updated} is before date ${data.date}`);
    for (const tag of data.tags) {
      const slug = tagSlug(tag);
      if (!slug)
        throw new BuildStepError(
          STEP,
          file,
          `tags: "${tag}" has no letter or digit for its address`,
        );
      const seen = tags.get(`${language} ${slug}`);
      if (seen && seen !== tag)
        throw new BuildStepError(
          STEP,
          file,
          `tags: "${tag}" and "${seen}" share the address ${slug}: write them alike`,
        );
      tags.set(`${language} ${slug}`, tag);
    }
  }
}
