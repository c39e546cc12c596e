import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkQuery } from '@/lib/browser/search-query.mjs';
import { MAX_QUERY_LENGTH, SEARCH_FOLDER } from '@/lib/settings/search.mjs';
import { buildPolicy } from '@/scripts/build/content-security-policy.mjs';
import { checkSearchIndex, ENTRY_FILE, SCRIPTS, STEP } from '@/scripts/build/search-index.mjs';

describe('a query as the search page reads it', () => {
  it.each([
    ['', 'empty', ''],
    ['   \t ', 'empty', ''],
    ['  ferry   tickets ', 'words', 'ferry tickets'],
    ['Barrierefreiheit', 'words', 'Barrierefreiheit'],
    ['تطوير المواقع', 'words', 'تطوير المواقع'],
    ['C++', 'words', 'C++'],
    ['2025', 'words', '2025'],
    ['?!*', 'noWords', '?!*'],
    ['-- // «»', 'noWords', '-- // «»'],
    ['🙂', 'noWords', '🙂'],
  ])('%j is %s', (text, kind, query) => {
    expect(checkQuery(text, MAX_QUERY_LENGTH)).toEqual({ kind, query });
  });

  it('is too long past the limit, counted in characters as the visitor sees them', () => {
    expect(checkQuery('a'.repeat(MAX_QUERY_LENGTH), MAX_QUERY_LENGTH).kind).toBe('words');
    expect(checkQuery('a'.repeat(MAX_QUERY_LENGTH + 1), MAX_QUERY_LENGTH).kind).toBe('tooLong');
    // Each emoji is two UTF-16 units: the limit counts it once.
    expect(checkQuery(`a${'🙂'.repeat(MAX_QUERY_LENGTH - 1)}`, MAX_QUERY_LENGTH).kind).toBe(
      'words',
    );
  });
});

describe("the search page's policy", () => {
  const scriptSrc = (search: boolean) =>
    /script-src ([^;]*)/.exec(
      buildPolicy({ scriptHashes: [], backend: { kind: 'none' }, search }),
    )?.[1];

  it('allows WebAssembly and its own worker on the search page alone, and nothing more', () => {
    expect(scriptSrc(false)).toBe("'self'");
    expect(scriptSrc(true)).toBe("'self' 'wasm-unsafe-eval'");
    const without = buildPolicy({ scriptHashes: [], backend: { kind: 'none' } });
    const withSearch = buildPolicy({ scriptHashes: [], backend: { kind: 'none' }, search: true });
    expect(
      withSearch
        .replace(" 'wasm-unsafe-eval'", '')
        .replace("worker-src 'self'", "worker-src 'none'"),
    ).toBe(without);
  });
});

describe('the search index step', () => {
  let out: string;
  beforeEach(() => {
    out = mkdtempSync(join(tmpdir(), 'search-index-'));
    mkdirSync(join(out, SEARCH_FOLDER));
    for (const script of SCRIPTS) writeFileSync(join(out, SEARCH_FOLDER, script), '');
  });
  afterEach(() => rmSync(out, { recursive: true, force: true }));

  const entry = (languages: Record<string, number>) =>
    writeFileSync(
      join(out, SEARCH_FOLDER, ENTRY_FILE),
      JSON.stringify({
        version: '1.6.0',
        languages: Object.fromEntries(
          Object.entries(languages).map(([code, count]) => [
            code,
            { hash: code, wasm: code, page_count: count },
          ]),
        ),
      }),
    );

  it('passes one index of the build language holding every page', () => {
    entry({ ar: 3 });
    expect(() => checkSearchIndex(out, { locale: 'ar-AE', pages: 3 })).not.toThrow();
  });

  it.each([
    [{ en: 3 }, /expected one index, in ar-AE, found en/],
    [{ ar: 3, en: 1 }, /expected one index, in ar-AE, found ar, en/],
    [{ ar: 2 }, /expected 3 pages in the ar index, found 2/],
  ])('stops the build, naming itself, on %j', (languages, message) => {
    entry(languages);
    expect(() => checkSearchIndex(out, { locale: 'ar-AE', pages: 3 })).toThrow(message);
    expect(() => checkSearchIndex(out, { locale: 'ar-AE', pages: 3 })).toThrow(STEP);
  });

  it('stops the build where Pagefind wrote nothing', () => {
    expect(() => checkSearchIndex(out, { locale: 'en-US', pages: 1 })).toThrow(
      "expected Pagefind's pagefind-entry.json",
    );
  });
});
