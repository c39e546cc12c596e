/** @once the project's code and packages, the same for every owner */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(__dirname, '..', '..');
const scanned = ['app', 'components', 'content', 'lib'];

// The only islands allowed to ship JavaScript; everything else renders to static HTML.
const allowedClientFiles = [
  'components/layout/navbar.tsx',
  'components/layout/mobile-menu.tsx',
  'components/contact/contact-form.tsx',
  'components/layout/not-found-logger.tsx',
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
