/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { watchTree } from '@/scripts/dev/watch.mjs';

// `npm run dev` watches content/ with scripts/dev/watch.mjs: every way an editor saves a file must
// reach it, each save, not only the first. Each save waits for the watcher to name the file, with
// a deadline, so a lost event fails here rather than leaving a page stale.

const DEADLINE = 10_000;
const article = () => join(dir, 'articles', 'en', 'hello.md');
let dir: string;
let close: () => void;
/** Resolves each waiting save once the watcher names its path. */
let waiting: { path: string; resolve: () => void }[] = [];

// Each test begins once a first save has been seen: Node's own recursive watch on Linux sets
// itself up after it returns, and then loses a file at its first save by rename.
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dev-watch-'));
  mkdirSync(join(dir, 'articles', 'en'), { recursive: true });
  writeFileSync(article(), 'first\n');
  waiting = [];
  ({ close } = watchTree(dir, (path) => {
    waiting = waiting.filter((wait) => wait.path !== path || void wait.resolve());
  }));
  await seen(article(), () => writeFileSync(article(), 'second\n'));
});

afterEach(() => {
  close();
  rmSync(dir, { recursive: true, force: true });
});

/** Does `save`, then waits until the watcher names `path`. */
function seen(path: string, save: () => void) {
  const named = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no change reported for ${path}`)), DEADLINE);
    waiting.push({ path, resolve: () => resolve(clearTimeout(timer)) });
  });
  save();
  return named;
}

test('a file saved by renaming another over it is seen at every save', async () => {
  for (const text of ['third', 'fourth', 'fifth']) {
    await seen(article(), () => {
      writeFileSync(`${article()}.tmp`, `${text}\n`);
      renameSync(`${article()}.tmp`, article());
    });
  }
});

test('a file written in place is seen at every save', async () => {
  for (const text of ['third', 'fourth', 'fifth']) {
    await seen(article(), () => writeFileSync(article(), `${text}\n`));
  }
});

test('a file deleted and made again is seen at every save', async () => {
  for (const text of ['third', 'fourth', 'fifth']) {
    await seen(article(), () => {
      rmSync(article());
      writeFileSync(article(), `${text}\n`);
    });
  }
});

test('a file in a folder made after the watch began is seen, and saved again', async () => {
  const folder = join(dir, 'articles', 'de');
  await seen(folder, () => mkdirSync(folder));
  const file = join(folder, 'hallo.md');
  await seen(file, () => writeFileSync(file, 'erste\n'));
  for (const text of ['zweite', 'dritte']) {
    await seen(file, () => {
      writeFileSync(`${file}.tmp`, `${text}\n`);
      renameSync(`${file}.tmp`, file);
    });
  }
});
