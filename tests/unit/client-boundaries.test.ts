/** @once the project's code and packages, the same for every owner */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(__dirname, '..', '..');
const scanned = ['app', 'components', 'content', 'lib'];

// The only islands allowed to ship JavaScript; everything else renders to static HTML.
const allowedClientFiles = [
  'components/layout/navbar.tsx',
  'components/layout/mobile-menu.tsx',
  'components/contact/contact-form.tsx',
  'components/not-found/not-found-logger.tsx',
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|js|jsx|mjs)$/.test(name) ? [path] : [];
  });
}

describe('client boundaries', () => {
  const clientFiles = scanned
    .flatMap((dir) => sourceFiles(join(root, dir)))
    .filter((file) => /(['"])use client\1/.test(readFileSync(file, 'utf8')))
    .map((file) => relative(root, file).split('\\').join('/'));

  it("puts 'use client' only in the allowed islands", () => {
    expect(clientFiles.filter((file) => !allowedClientFiles.includes(file))).toEqual([]);
  });

  it('finds the islands that exist', () => {
    expect(clientFiles).toEqual(expect.arrayContaining(['components/layout/navbar.tsx']));
  });
});

// What the islands import reaches the visitor's browser; lib/ keeps it in browser/, shared/ (what the
// server renders with too) and settings/, so a helper of the server (the language list, a content
// reader) never lands in a bundle unnoticed.
const BROWSER_LIB = ['lib/browser/', 'lib/shared/', 'lib/settings/'];
const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx'];

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [
    ...text.matchAll(/^\s*(?:import|export)\s+(?!type\b)[^'"]*?['"]([^'"]+)['"]/gm),
  ];
  return specifiers.flatMap(([, specifier = '']) => {
    const base = specifier.startsWith('@/')
      ? join(root, specifier.slice(2))
      : specifier.startsWith('.')
        ? join(file, '..', specifier)
        : undefined;
    if (!base) return [];
    const found = EXTENSIONS.map((extension) => base + extension).find(
      (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
    );
    return found ? [found] : [];
  });
}

describe('what the browser loads', () => {
  it('comes from lib/ only through lib/browser/, lib/shared/ and lib/settings/', () => {
    const seen = new Set<string>();
    const queue = allowedClientFiles.map((file) => join(root, file));
    while (queue.length > 0) {
      const file = queue.pop() as string;
      if (seen.has(file)) continue;
      seen.add(file);
      queue.push(...importsOf(file));
    }
    const reached = [...seen].map((file) => relative(root, file).split('\\').join('/'));
    expect(reached).toEqual(expect.arrayContaining(['lib/browser/contact.ts']));
    const strays = reached.filter(
      (file) => file.startsWith('lib/') && !BROWSER_LIB.some((folder) => file.startsWith(folder)),
    );
    expect(strays).toEqual([]);
  });
});
