// @ts-check
// The site's own links in the Markdown texts (/contact, /articles/step-free-routes/#lifts), each
// checked against the built out/: the page it names must be there, and so must the id its #part
// names. The Markdown step cannot know the pages (Next makes them after it), and out/ no longer
// knows which file wrote a link, so this reads the texts again as remark parses them and names
// the file and line an editor fixes, which a dead link found in out/ cannot.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import { collections } from '../../content/schema.mjs';
import { LANGUAGES } from '../../lib/content/languages.mjs';
import {
  bodyLine,
  collectionFiles,
  ContentError,
  isPublished,
  parseMarkdownFile,
  walk,
} from './markdown.mjs';

/** A link to a page of this site, not to another (//host) or to a part of the same page. */
const OWN_PAGE = /^\/(?!\/)/;

/**
 * The file out/ serves for a path, as a static host finds it: a folder's index.html (the export's
 * trailing-slash pages), else the file itself or its .html.
 * @param {string} outDir
 * @param {string} path decoded, without query or fragment
 * @returns {string | undefined}
 */
function servedFile(outDir, path) {
  const target = join(outDir, path);
  const candidates = path.endsWith('/')
    ? [join(target, 'index.html')]
    : [target, join(target, 'index.html'), `${target}.html`];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

/**
 * Whether a page has an element with this id.
 * @param {string} html
 * @param {string} id
 */
const hasId = (html, id) =>
  [...html.matchAll(/\sid="([^"]*)"/g)].some(
    ([, value = '']) => value.replaceAll('&amp;', '&') === id,
  );

/**
 * Every link of the published Markdown texts to a page out/ lacks, or to an id that page lacks,
 * as one line each: the file, the field and line, and what is wrong.
 * @param {{ root: string, outDir: string }} options root: the project's folder; outDir: the build
 * @returns {string[]}
 */
export function contentLinkProblems({ root, outDir }) {
  /** @type {string[]} */
  const problems = [];
  /** @type {Map<string, string>} */
  const pages = new Map();
  const read = (/** @type {string} */ file) => {
    if (!pages.has(file)) pages.set(file, readFileSync(file, 'utf8'));
    return pages.get(file) ?? '';
  };
  for (const [collection, { folder }] of Object.entries(collections)) {
    for (const { file, name, language } of collectionFiles(root, folder)) {
      // A language's links lead into its own pages: the site adds its prefix to /contact.
      const prefix = LANGUAGES.find((one) => one.code === language)?.prefix ?? '';
      if (!name.endsWith('.md')) continue;
      const source = readFileSync(join(root, file), 'utf8');
      if (!source.trim()) continue;
      /** @type {ReturnType<typeof parseMarkdownFile>} */
      let parsed;
      try {
        parsed = parseMarkdownFile(source);
      } catch (error) {
        // The build names what is wrong with the file itself.
        if (error instanceof ContentError) continue;
        throw error;
      }
      if (!isPublished(parsed.fields, collection)) continue;
      walk(parsed.tree, (node) => {
        if (node.type !== 'link' && node.type !== 'definition') return;
        const url = node.url ?? '';
        if (!OWN_PAGE.test(url)) return;
        const at = `${file}: ${bodyLine(node, parsed.offset)}`;
        const [beforeHash = '', fragment] = url.split('#', 2);
        let path = beforeHash.split('?')[0] ?? '';
        let id = fragment;
        try {
          path = decodeURI(path);
          if (id !== undefined) id = decodeURIComponent(id);
        } catch {
          problems.push(`${at}: the link ${url} is not a valid address`);
          return;
        }
        const page = servedFile(outDir, `${prefix}${path}`);
        if (!page) problems.push(`${at}: the link ${url} leads to no page`);
        else if (id && !hasId(read(page), id))
          problems.push(`${at}: the link ${url} names no part #${id} on ${prefix}${path}`);
      });
    }
  }
  return problems;
}

// `node scripts/build/content-links.mjs [--out out]`, in the project's folder after a build: one
// line a problem, and a failure where there is one.
if (basename(process.argv[1] ?? '') === 'content-links.mjs') {
  const { values } = parseArgs({ options: { out: { type: 'string', default: 'out' } } });
  const problems = contentLinkProblems({ root: process.cwd(), outDir: values.out });
  for (const problem of problems) console.error(`content-links: ${problem}`);
  process.exitCode = problems.length > 0 ? 1 : 0;
}
