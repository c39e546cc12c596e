// @ts-check
// The least a built project holds for the test tools to start on it: a page, the sitemap that
// lists the published pages and the Markdown step's manifest (the navigation reads it). The engine
// suite's and the Lighthouse gate's own tests run them on one.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { collections } from '../content/schema.mjs';

/**
 * Writes a stand-in build into a project folder.
 * @param {string} project
 * @param {string[]} paths the pages its sitemap lists
 */
export function writeStandInBuild(project, paths = ['/']) {
  mkdirSync(join(project, 'out'), { recursive: true });
  writeFileSync(join(project, 'out', 'index.html'), '<!DOCTYPE html><title>Stand-in</title>');
  const urls = paths.map((path) => `<url><loc>https://x.example${path}</loc></url>`).join('');
  writeFileSync(join(project, 'out', 'sitemap.xml'), `<urlset>${urls}</urlset>`);
  const markdown = join(project, 'node_modules', '.cache', 'site-markdown');
  mkdirSync(markdown, { recursive: true });
  const empty = Object.fromEntries(Object.keys(collections).map((name) => [name, []]));
  writeFileSync(join(markdown, 'manifest.json'), JSON.stringify(empty));
}
