/**
 * @jest-environment node
 * @once the project's settings, the same for every owner
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SETTINGS } from '@/lib/settings/settings.mjs';
import {
  envExample,
  plainAbout,
  settingsTable,
  withSettingsTable,
} from '@/scripts/tools/settings-docs.mjs';

// A setting is one entry of lib/settings/settings.mjs; the README's table and .env.example say
// what the entries say. Each difference is named by its setting, and
// `node scripts/settings-docs.mjs write` rewrites both.

const root = join(__dirname, '..', '..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');
const entries = Object.entries(SETTINGS);

/** Each name's text in a file, and the settings' in lib/settings/settings.mjs, side by side. */
function differences(file: string, found: Map<string, string>, expected: Map<string, string>) {
  return [
    ...[...expected]
      .filter(([name]) => !found.has(name))
      .map(([name]) => `${name}: missing from ${file}`),
    ...[...found]
      .filter(([name]) => !expected.has(name))
      .map(([name]) => `${name}: in ${file}, but lib/settings/settings.mjs has no such setting`),
    ...[...found]
      .filter(([name, text]) => expected.has(name) && expected.get(name) !== text)
      .map(
        ([name, text]) => `${name}: ${file} says "${text}", settings.mjs "${expected.get(name)}"`,
      ),
  ];
}

describe('the README’s configuration table', () => {
  const section = /^## Configuration\n([\s\S]*?)(?=^## )/m.exec(read('README.md'))?.[1] ?? '';
  const rows = section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2)
    .map((row) => /^\|\s*`([^`]+)`\s*\|\s*(.*?)\s*\|$/.exec(row) ?? []);

  it('has each setting with its description, and no other', () => {
    expect(rows.length).toBeGreaterThan(0);
    const found = new Map(rows.map(([, name = '', about = '']) => [name, about]));
    const expected = new Map(entries.map(([name, { about }]) => [name, about]));
    expect(differences('README.md', found, expected)).toEqual([]);
  });

  it('is as node scripts/settings-docs.mjs write lays it out', () => {
    expect(section).toContain(settingsTable());
    expect(withSettingsTable(read('README.md'))).toBe(read('README.md'));
  });
});

describe('.env.example', () => {
  const example = read('.env.example');
  const assigned = [...example.matchAll(/^# (.*)\n([A-Z][A-Z0-9_]*)=(.*)$/gm)];

  it('has each setting under its description, and no other', () => {
    const found = new Map(assigned.map(([, about = '', name = '']) => [name, about]));
    const expected = new Map(entries.map(([name, { about }]) => [name, plainAbout(about)]));
    expect(differences('.env.example', found, expected)).toEqual([]);
  });

  it('sets each to its default', () => {
    const found = new Map(assigned.map(([, , name = '', value = '']) => [name, value]));
    const expected = new Map(entries.map(([name, { fallback }]) => [name, fallback]));
    expect(differences('.env.example', found, expected)).toEqual([]);
  });

  it('is as node scripts/settings-docs.mjs write writes it', () => {
    expect(example).toBe(envExample());
  });
});

describe('lib/settings/settings.mjs', () => {
  it('has its checks read only the settings it has entries for', () => {
    const reads = new Set(read('lib/settings/settings.mjs').match(/(?<=\benv\.)[A-Z_]+/g));
    expect(reads.size).toBeGreaterThan(0);
    expect([...reads].filter((name) => !(name in SETTINGS))).toEqual([]);
  });
});
