/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SUBSET_FONT, siteCharacters } from '@/scripts/build/font.mjs';

const root = join(__dirname, '..', '..');

describe('the cut font', () => {
  it('keeps every character the copy uses, typographic quotes and dashes included', () => {
    const characters = siteCharacters();
    const copy = ['about', 'contact', 'home', 'portfolio', 'services', 'shared', 'site']
      .map((page) => readFileSync(join(root, 'content', `${page}.ts`), 'utf8'))
      .join('');
    const missing = [...new Set(copy)].filter((c) => c >= ' ' && !characters.includes(c));
    expect(missing).toEqual([]);
    for (const mark of '“”–—©') expect(characters).toContain(mark);
  });

  it('is the file app/fonts.ts hands to next/font', () => {
    const fonts = readFileSync(join(root, 'app', 'fonts.ts'), 'utf8');
    const src = /src: '([^']+)'/.exec(fonts)?.[1] ?? '';
    expect(resolve(root, 'app', src)).toBe(SUBSET_FONT);
  });
});
