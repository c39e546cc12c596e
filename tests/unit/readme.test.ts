/**
 * @jest-environment node
 * @once the project's tools, the same for every owner
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

// The README is the owner's guide: short enough to read, and every page of depth it points to
// (docs/) is really there. Every line counts against the width, tables and code included: a
// table too wide for 120 characters is a table that should live in docs/.

const root = join(__dirname, '..', '..');
const README = join(root, 'README.md');
const MAX_LINES = 250;
const MAX_WIDTH = 120;

const readme = readFileSync(README, 'utf8');
const docs = readdirSync(join(root, 'docs'))
  .filter((name) => name.endsWith('.md'))
  .map((name) => join(root, 'docs', name));

/** Markdown without its fenced code blocks, whose lines are neither headings nor links. */
function withoutFences(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '');
}

/** Markdown without any code: inline code spans hold no links either. */
function withoutCode(markdown: string): string {
  return withoutFences(markdown).replace(/`[^`\n]*`/g, '');
}

/** The targets of a file's inline links that stay inside the repository. */
function relativeLinks(markdown: string): string[] {
  return [...withoutCode(markdown).matchAll(/\]\(([^)\s]+)\)/g)]
    .map(([, target = '']) => target)
    .filter((target) => !/^[a-z][a-z+.-]*:/i.test(target));
}

/** The anchors GitHub gives a file's headings: lower case, punctuation dropped, spaces as '-'. */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const counts = new Map<string, number>();
  for (const [, heading = ''] of withoutFences(markdown).matchAll(/^#{1,6} +(.+?) *#* *$/gm)) {
    const slug = heading
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/ /g, '-');
    const seen = counts.get(slug) ?? 0;
    counts.set(slug, seen + 1);
    anchors.add(seen === 0 ? slug : `${slug}-${seen}`);
  }
  return anchors;
}

/** The settings the comments of .env.example name for the tests and tools. */
function toolSettings() {
  return readFileSync(join(root, '.env.example'), 'utf8')
    .split('\n')
    .filter((line) => /^#\s+[A-Z][A-Z0-9_]*=/.test(line))
    .flatMap((line) => [...line.matchAll(/\b([A-Z][A-Z0-9_]{2,})=/g)].map(([, name = '']) => name));
}

describe('README.md', () => {
  it(`has at most ${MAX_LINES} lines`, () => {
    expect(readme.trimEnd().split('\n').length).toBeLessThanOrEqual(MAX_LINES);
  });

  it(`has no line over ${MAX_WIDTH} characters, tables and code included`, () => {
    const wide = readme
      .split('\n')
      .map((line, index) => ({ line: index + 1, width: [...line].length }))
      .filter(({ width }) => width > MAX_WIDTH);
    expect(wide).toEqual([]);
  });

  it('names the settings the tests and tools read from the shell', () => {
    const named = toolSettings();
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((name) => !readme.includes(name))).toEqual([]);
  });
});

/**
 * The project's files a guide names in code (`lib/settings/env.mjs`), or a comment of
 * .env.example names bare: content/ is left out, where the guides name the owner's folders
 * (`content/articles/`) that the shipped site may not have, and so are placeholders
 * (`content/<code>/`).
 */
function namedFiles(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const candidates = file.endsWith('.md')
    ? [...text.matchAll(/`([^`\n]+)`/g)].map(([, span = '']) => span)
    : [
        ...text.matchAll(/(?<![\w/.-])((?:app|components|lib|scripts|tests|docs|public)\/\S+)/g),
      ].map(([, path = '']) => path.replace(/[.,:)]+$/, ''));
  return candidates.filter((path) =>
    /^(?:app|components|lib|scripts|tests|docs|public|\.github|\.ci)\/[^\s<>*{}|,;:'"`()…]*$/.test(
      path,
    ),
  );
}

describe('README.md and docs/', () => {
  // app/README.md says why some route files are named for their route.
  const files = [README, ...docs, join(root, 'app', 'README.md')];

  it.each(
    [...files, join(root, 'CONTRIBUTING.md'), join(root, '.env.example')].map((file) => [
      relative(root, file),
      file,
    ]),
  )('%s names only files and folders the project has', (_name, file) => {
    expect(namedFiles(file).filter((path) => !existsSync(join(root, path)))).toEqual([]);
  });

  it('links to docs/, and docs/ holds the pages of depth', () => {
    expect(relativeLinks(readme)).toEqual(
      expect.arrayContaining(
        ['performance', 'contact-form', 'hosting', 'testing'].map((name) => `docs/${name}.md`),
      ),
    );
  });

  it.each(files.map((file) => [relative(root, file), file]))(
    '%s links only to files and headings that exist',
    (_name, file) => {
      const markdown = readFileSync(file, 'utf8');
      const broken = relativeLinks(markdown).filter((target) => {
        const [path = '', anchor] = target.split('#');
        const resolved = path === '' ? file : join(dirname(file), decodeURIComponent(path));
        if (!existsSync(resolved)) return true;
        if (anchor === undefined) return false;
        return (
          !statSync(resolved).isFile() ||
          !headingAnchors(readFileSync(resolved, 'utf8')).has(anchor)
        );
      });
      expect(broken).toEqual([]);
    },
  );
});
