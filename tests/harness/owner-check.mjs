// @ts-check
// The project as another owner would have it: a copy with the files of tests/fixtures/owner/ laid
// over it (its content/, photos and .env.production), so no test may hold the placeholder agency's
// name, address, hours, projects or settings. tests/harness/test.mjs runs the whole suite again in it
// (`npm run test:owner`). The copy is .owner-check/ (git ignores it); its node_modules are hard
// links to the project's, so it costs seconds, not an install.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { linkTree } from './link-tree.mjs';
import { readable } from './machine.mjs';

const ROOT = join(import.meta.dirname, '..', '..');
const FIXTURE = join(ROOT, 'tests', 'fixtures', 'owner');
const WORKSPACE = join(ROOT, '.owner-check');

/** Makes .owner-check/ afresh and returns its path. */
export function ownerWorkspace() {
  rmSync(WORKSPACE, { recursive: true, force: true });
  mkdirSync(WORKSPACE);
  // The project as it stands, committed or not, without what git ignores (builds, caches).
  const files = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '-z'],
    { cwd: ROOT, encoding: 'utf8' },
  )
    .split('\0')
    .filter(
      (file) => file && readable(join(ROOT, file)) && !file.startsWith('tests/fixtures/owner/'),
    );
  for (const file of files) {
    mkdirSync(dirname(join(WORKSPACE, file)), { recursive: true });
    cpSync(join(ROOT, file), join(WORKSPACE, file));
  }
  // The owner's files replace the project's of the same name; the rest of content/ stays.
  for (const name of readdirSync(FIXTURE, { recursive: true, withFileTypes: true })) {
    if (!name.isFile()) continue;
    const from = join(name.parentPath, name.name);
    cpSync(from, join(WORKSPACE, from.slice(FIXTURE.length + 1)));
  }
  // The build caches under node_modules/.cache are the project's own (a write there would land in
  // both), so the copy starts without them.
  const cache = join(ROOT, 'node_modules', '.cache');
  linkTree(join(ROOT, 'node_modules'), join(WORKSPACE, 'node_modules'), (path) => path === cache);
  console.log(
    `owner-check: ${files.length} project files with tests/fixtures/owner/ over them, in .owner-check/`,
  );
  return WORKSPACE;
}
