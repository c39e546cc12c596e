/**
 * @jest-environment node
 * @once the project's tools, the same for every owner
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HostName } from '@/scripts/build/host-config.mjs';
import { addCompileHints } from '@/scripts/build/compile-hints.mjs';
import { allFiles, COMPILE_HINT, startupScripts, stoodAsideFile } from '@/scripts/build/output.mjs';
import { codeKey } from '@/scripts/build/postbuild-cache.mjs';
import { runPostbuild, type Settings } from '@/scripts/build/steps.mjs';
import { NGINX } from '@/lib/settings/env.mjs';
import { CAPTURE_DIR } from '../fixtures/next-export.mjs';

// The post-build cache must never serve a page other than the one a clean post-build makes from
// the same export: each run here is checked against a run without a cache, file for file.

// Each run is the post-build steps on a whole export, start-up chunks and Brotli included.
jest.setTimeout(120_000);

const SETTINGS: Settings = {
  basePath: '',
  origin: 'https://www.example.com',
  backend: { kind: 'none' },
  nginx: NGINX,
};

const dirs: string[] = [];
// Each post-build records the steps that stood aside beside its output, not in it.
afterAll(() =>
  dirs.forEach((dir) =>
    [dir, stoodAsideFile(dir)].forEach((path) => rmSync(path, { recursive: true, force: true })),
  ),
);

function scratch() {
  const dir = mkdtempSync(join(tmpdir(), 'postbuild-cache-'));
  dirs.push(dir);
  return dir;
}

/** The captured export with a sitemap naming its page, `change` made to it. */
function exportCopy(change: (dir: string) => void = () => {}) {
  const dir = scratch();
  cpSync(CAPTURE_DIR, dir, { recursive: true });
  writeFileSync(
    join(dir, 'sitemap.xml'),
    `<urlset><url><loc>${SETTINGS.origin}/contact/</loc></url></urlset>`,
  );
  change(dir);
  return dir;
}

/** Every file of a folder, by its path in it. */
function contents(dir: string) {
  return Object.fromEntries(
    allFiles(dir).map((file) => [file.slice(dir.length), readFileSync(file).toString('base64')]),
  );
}

/** The post-build with the cache: what it logged, and the output. */
async function cached(
  cacheDir: string,
  change?: (dir: string) => void,
  settings = SETTINGS,
  host?: HostName,
) {
  const dir = exportCopy(change);
  const lines: string[] = [];
  await runPostbuild(dir, settings, [], { cacheDir, log: (line) => lines.push(line), host });
  return { log: lines.join('\n'), out: contents(dir) };
}

/** The post-build without a cache, on the same export. */
async function clean(change?: (dir: string) => void, settings = SETTINGS, host?: HostName) {
  const dir = exportCopy(change);
  await runPostbuild(dir, settings, [], { host });
  return contents(dir);
}

const contactText = (dir: string) => {
  const file = join(dir, 'contact/index.html');
  const html = readFileSync(file, 'utf8');
  const changed = html.replace('</body>', '<p>One more line</p></body>');
  expect(changed).not.toBe(html);
  writeFileSync(file, changed);
};

it('restores an unchanged export whole, with no per-page step run', async () => {
  const cacheDir = scratch();
  const first = await cached(cacheDir);
  expect(first.log).toMatch(/0 pages finished in the cache, 2 to make/);
  const second = await cached(cacheDir);
  expect(second.log).toMatch(/2 pages finished in the cache, 0 to make/);
  expect(second.log).toMatch(/deferred-scripts: [\d.]+ s, deferred-scripts: every page cached/);
  expect(second.log).toMatch(/precompress: .* 0 distinct ones compressed/);
  expect(second.out).toEqual(await clean());
});

it('makes again a page whose Next output changed, and only that page', async () => {
  const cacheDir = scratch();
  await cached(cacheDir);
  const changed = await cached(cacheDir, contactText);
  expect(changed.log).toMatch(/1 pages finished in the cache, 1 to make/);
  expect(changed.out).toEqual(await clean(contactText));
});

it('makes again a page its build restored and something then wrote into, in out/', async () => {
  const cacheDir = scratch();
  await cached(cacheDir);
  // The restored page shares its file with the cache: a write into it in place reaches both.
  const restored = exportCopy();
  await runPostbuild(restored, SETTINGS, [], { cacheDir, log: () => {} });
  const page = join(restored, 'contact/index.html');
  writeFileSync(page, `${readFileSync(page, 'utf8')}<!-- written after the build -->`);
  const again = await cached(cacheDir);
  expect(again.log).toMatch(/1 pages finished in the cache, 1 to make/);
  expect(again.out).toEqual(await clean());
});

it("takes a kept page's start-up scripts from its entry, and notes those of the pages it reads", () => {
  const dir = exportCopy();
  const kept = join(dir, '404.html');
  const scripts = startupScripts(readFileSync(kept, 'utf8'), '');
  expect(scripts.length).toBeGreaterThan(0);
  // Read, this page would start no script, and the step would stand aside.
  writeFileSync(kept, '<!doctype html><title>Kept</title>');
  const noted = new Map<string, string[]>();
  addCompileHints(dir, '', {
    startupScripts: (file) => (file === kept ? scripts : undefined),
    noteStartupScripts: (file, started) => void noted.set(file, started),
  });
  expect([...noted.keys()]).toEqual([join(dir, 'contact/index.html')]);
  for (const src of scripts) {
    expect(readFileSync(join(dir, src), 'utf8').startsWith(COMPILE_HINT)).toBe(true);
  }
});

it('makes every page again when a file they share changed', async () => {
  const cacheDir = scratch();
  await cached(cacheDir);
  const stylesheet = (dir: string) => {
    const css = allFiles(dir).find((file) => file.endsWith('.css')) ?? '';
    writeFileSync(css, `${readFileSync(css, 'utf8')}\n.added{color:red}`);
  };
  const changed = await cached(cacheDir, stylesheet);
  expect(changed.log).toMatch(/0 pages finished in the cache, 2 to make/);
  expect(changed.out).toEqual(await clean(stylesheet));
});

it('makes every page again when a setting changed', async () => {
  const cacheDir = scratch();
  await cached(cacheDir);
  const settings = {
    ...SETTINGS,
    backend: { kind: 'form' as const, endpoint: 'https://forms.example.com/' },
  };
  const changed = await cached(cacheDir, undefined, settings);
  expect(changed.log).toMatch(/0 pages finished in the cache, 2 to make/);
  expect(changed.out).toEqual(await clean(undefined, settings));
});

// The host is no part of a page's key: it decides only whether the copies are made, after the
// cached steps (npm run build -- --host). A page made in a build for a host that compresses must
// get its copies for nginx, and one made in a build with copies must come back without them.
describe('a build for one host, from pages another made', () => {
  const copies = (out: Record<string, string>) =>
    Object.keys(out).filter((file) => /\.(gz|br)$/.test(file));

  it('gets every copy for nginx from pages made for Netlify', async () => {
    const cacheDir = scratch();
    const netlify = await cached(cacheDir, undefined, SETTINGS, 'netlify');
    expect(netlify.log).toMatch(/0 pages finished in the cache, 2 to make/);
    expect(copies(netlify.out)).toEqual([]);
    const nginx = await cached(cacheDir, undefined, SETTINGS, 'nginx');
    expect(nginx.log).toMatch(/2 pages finished in the cache, 0 to make/);
    expect(copies(nginx.out).length).toBeGreaterThan(0);
    expect(nginx.out).toEqual(await clean(undefined, SETTINGS, 'nginx'));
  });

  it('gets no copy for Netlify from pages made with the copies', async () => {
    const cacheDir = scratch();
    const all = await cached(cacheDir);
    expect(all.log).toMatch(/0 pages finished in the cache, 2 to make/);
    expect(copies(all.out).length).toBeGreaterThan(0);
    const netlify = await cached(cacheDir, undefined, SETTINGS, 'netlify');
    expect(netlify.log).toMatch(/2 pages finished in the cache, 0 to make/);
    expect(copies(netlify.out)).toEqual([]);
    expect(netlify.out).toEqual(await clean(undefined, SETTINGS, 'netlify'));
  });
});

it("keys every page on the steps' code and the copy they import", () => {
  const root = scratch();
  mkdirSync(join(root, 'scripts/build'), { recursive: true });
  const step = join(root, 'scripts/build/step.mjs');
  writeFileSync(step, 'export const STEP = 1;\n');
  const before = codeKey(SETTINGS, root);
  expect(codeKey(SETTINGS, root)).toBe(before);
  writeFileSync(step, 'export const STEP = 2;\n');
  const changed = codeKey(SETTINGS, root);
  expect(changed).not.toBe(before);
  // The copy the steps import (the CSP step's embeds), not the Markdown, which reaches pages only.
  mkdirSync(join(root, 'content/articles/en'), { recursive: true });
  writeFileSync(join(root, 'content/articles/en/an-article.md'), '# An article\n');
  expect(codeKey(SETTINGS, root)).toBe(changed);
  writeFileSync(join(root, 'content/embeds.mjs'), 'export const embeds = [];\n');
  expect(codeKey(SETTINGS, root)).not.toBe(changed);
});
