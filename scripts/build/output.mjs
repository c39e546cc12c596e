// @ts-check
// Reads what `npm run build` wrote to out/. Shared by the post-build steps, the tools and the tests
// that check the build, so each of them sees the output the same way.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The pages the site publishes, as paths (`/`, `/about/`, …), in the sitemap's order. The sitemap
 * is generated from content/navigation.ts, so no tool keeps a route list of its own.
 * @param {string} [outDir]
 */
export function publishedPaths(outDir = 'out') {
  const sitemap = readFileSync(join(outDir, 'sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = '']) => new URL(loc).pathname);
}
