// @ts-check
// The project as another owner would have it: a copy with the files of a fixture laid over it
// (its content/, photos and .env.production), so no test may hold the placeholder agency's name,
// address, hours, projects or settings. tests/harness/test.mjs runs the whole suite again in the
// second owner's (tests/fixtures/owner/, `npm run test:owner`) and what depends on the direction
// in the right-to-left owner's (tests/fixtures/rtl/). The copy of tests/fixtures/<name>/ is
// .<name>-check/ (git ignores it); its node_modules are hard links to the project's, so it costs
// seconds, not an install. The project's own content/ stays in the copy at shipped/content/, so a
// fixture's file imports the copy it replaces (`@/shipped/content/contact`, through the @/ alias
// TypeScript, Turbopack, Jest and jiti share), spreads it and writes only what differs: a key added
// to the shipped copy reaches the owners without an edit. The owner's facts (content/site.ts) are
// written whole, so none of the placeholder's can slip into its pages.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { linkTree } from './link-tree.mjs';
import { readable } from '../../scripts/tools/machine.mjs';

const ROOT = join(import.meta.dirname, '..', '..');

/**
 * Makes the copy of the project with a fixture laid over it afresh, and returns its path.
 * @param {string} name the fixture's folder in tests/fixtures/: owner, rtl
 */
export function ownerWorkspace(name) {
  const fixture = join(ROOT, 'tests', 'fixtures', name);
  const workspace = join(ROOT, `.${name}-check`);
  rmSync(workspace, { recursive: true, force: true });
  mkdirSync(workspace);
  // The project as it stands, committed or not, without what git ignores (builds, caches).
  const files = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '-z'],
    { cwd: ROOT, encoding: 'utf8' },
  )
    .split('\0')
    .filter(
      (file) => file && readable(join(ROOT, file)) && !file.startsWith(`tests/fixtures/${name}/`),
    );
  for (const file of files) {
    mkdirSync(dirname(join(workspace, file)), { recursive: true });
    cpSync(join(ROOT, file), join(workspace, file));
  }
  // The project's own copy again, outside content/: Tailwind reads content/ for classes, so the
  // owner's pages are made of the owner's words alone. Its modules only, what a fixture imports.
  for (const file of files.filter((file) => /^content\/.*\.(ts|mjs)$/.test(file))) {
    const shipped = join(workspace, 'shipped', file);
    mkdirSync(dirname(shipped), { recursive: true });
    cpSync(join(ROOT, file), shipped);
  }
  // The owner's files replace the project's of the same name; the rest of content/ stays.
  for (const entry of readdirSync(fixture, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const from = join(entry.parentPath, entry.name);
    cpSync(from, join(workspace, from.slice(fixture.length + 1)));
  }
  // The build caches under node_modules/.cache are the project's own (a write there would land in
  // both), so the copy starts without them; the encoded photos are copied, so a photo the project
  // has (the right-to-left owner's are the shipped ones) is not encoded again.
  const cache = join(ROOT, 'node_modules', '.cache');
  linkTree(join(ROOT, 'node_modules'), join(workspace, 'node_modules'), (path) => path === cache);
  const images = join(cache, 'site-images');
  if (existsSync(images)) {
    cpSync(images, join(workspace, 'node_modules', '.cache', 'site-images'), { recursive: true });
  }
  console.log(
    `owner-check: ${files.length} project files with tests/fixtures/${name}/ over them, in .${name}-check/`,
  );
  return workspace;
}
