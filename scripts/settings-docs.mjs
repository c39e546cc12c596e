// @ts-check
// Rewrites the README's configuration table and .env.example from lib/settings/settings.mjs, after
// a setting is added, removed or described anew. Usage: node scripts/settings-docs.mjs write
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { envExample, withSettingsTable } from './tools/settings-docs.mjs';

const ROOT = join(import.meta.dirname, '..');

if (process.argv[2] === 'write') {
  const readme = join(ROOT, 'README.md');
  writeFileSync(readme, withSettingsTable(readFileSync(readme, 'utf8')));
  writeFileSync(join(ROOT, '.env.example'), envExample());
  console.log('settings-docs: README.md (Configuration) and .env.example written');
} else {
  console.error('usage: node scripts/settings-docs.mjs write');
  process.exitCode = 1;
}
