/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { directionOf, languagesOf } from '@/lib/content/languages.mjs';
import type { MarkdownManifest } from '@/lib/content/markdown.mjs';
import { checkCopyFiles } from '@/scripts/build/languages.mjs';

// Which way a language runs comes from its locale, as the platform knows it: an owner adds ar-AE
// and gets right-to-left pages, with no list of scripts to keep here.

describe("a language's direction", () => {
  it('is right to left for Arabic, Hebrew, Persian and Urdu, left to right for the rest', () => {
    expect(['ar-AE', 'he-IL', 'fa-IR', 'ur-PK'].map(directionOf)).toEqual([
      'rtl',
      'rtl',
      'rtl',
      'rtl',
    ]);
    expect(['en-US', 'de-DE', 'ja-JP', 'tr-TR'].map(directionOf)).toEqual([
      'ltr',
      'ltr',
      'ltr',
      'ltr',
    ]);
  });

  it("is each language's own, the default's included", () => {
    expect(
      languagesOf(['ar-AE', 'en-US']).map(({ code, prefix, dir, isDefault }) => ({
        code,
        prefix,
        dir,
        isDefault,
      })),
    ).toEqual([
      { code: 'ar', prefix: '', dir: 'rtl', isDefault: true },
      { code: 'en', prefix: '/en', dir: 'ltr', isDefault: false },
    ]);
  });
});

describe("a language's copy files", () => {
  let root: string;
  const write = (path: string) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), 'export {};\n');
  };
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'copy-files-'));
    for (const file of ['home', 'careers', 'search', 'types']) write(`content/${file}.ts`);
    write('content/de/home.ts');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const markdown = (jobs: { language: string }[]) => ({ jobs }) as unknown as MarkdownManifest;
  const check = (jobs: { language: string }[], search: boolean) => () =>
    checkCopyFiles(root, markdown(jobs), { languages: [{ code: 'de' }], search });

  it('are not needed for what its pages do not show: careers without a job, search while off', () => {
    expect(check([{ language: 'en' }], false)).not.toThrow();
  });

  it('are asked for, named, once the language shows what they are for', () => {
    expect(check([{ language: 'de' }], true)).toThrow(
      'missing content/de/careers.ts: a job is open in content/jobs/de/, and its pages read it; ' +
        'content/de/search.ts: NEXT_PUBLIC_SEARCH is on, and the search page reads it',
    );
  });

  it('are needed, each of the others, always', () => {
    rmSync(join(root, 'content', 'de', 'home.ts'));
    expect(check([], false)).toThrow(
      'missing content/de/home.ts: each language of content/languages.mjs has its own home.ts',
    );
  });
});
