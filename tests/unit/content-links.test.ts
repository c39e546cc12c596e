/**
 * @jest-environment node
 * @once the link check of the Markdown texts on files and pages the test writes: the project's code
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// scripts/build/content-links.mjs reads the texts with remark, whose packages are ES modules only,
// which Jest's transform does not load: it runs as the content gate runs it, in a Node of its own.
const SCRIPT = join(__dirname, '..', '..', 'scripts', 'build', 'content-links.mjs');

let root: string;
const write = (path: string, text: string) => {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
};
const check = () => {
  const run = spawnSync(process.execPath, [SCRIPT, '--out', join(root, 'out')], {
    cwd: root,
    encoding: 'utf8',
  });
  return { status: run.status, lines: run.stderr.split('\n').filter(Boolean) };
};
/** An article whose text starts on line 6. */
const article = (text: string, fields = '') =>
  `---\ntitle: Tickets\ndate: 2026-11-12\n${fields}---\n\n${text}\n`;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'content-links-'));
  write('out/contact/index.html', '<h1>Contact</h1><form id="form"></form>');
  write('out/feed.xml', '<rss></rss>');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

it('passes the links that lead to a page and a part of it', () => {
  write(
    'content/articles/en/fine.md',
    article('[Write](/contact), [the form](/contact/#form) or [the feed](/feed.xml).'),
  );
  expect(check()).toEqual({ status: 0, lines: [] });
});

it('names the file, the field and the line of a link to no page or to no part of one', () => {
  write(
    'content/articles/en/broken.md',
    article('[Gone](/nope/)\n\n[Also gone][ref]\n\n[No part](/contact/#nowhere)\n\n[ref]: /old'),
  );
  expect(check()).toEqual({
    status: 1,
    lines: [
      'content-links: content/articles/en/broken.md: body, line 6: the link /nope/ leads to no page',
      'content-links: content/articles/en/broken.md: body, line 10: the link /contact/#nowhere names no part #nowhere on /contact/',
      'content-links: content/articles/en/broken.md: body, line 12: the link /old leads to no page',
    ],
  });
});

it('leaves out what the site does not publish: a draft, a text waiting for its day, a language not written yet', () => {
  write('content/articles/en/later.md', article('[Gone](/nope/)', 'draft: true\n'));
  const later = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  write('content/stories/en/soon.md', `---\ndate: ${later}\n---\n\n[Gone](/nope/)\n`);
  write('content/stories/en/empty.md', '');
  expect(check()).toEqual({ status: 0, lines: [] });
});
