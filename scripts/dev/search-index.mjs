// @ts-check
// Search under `npm run dev` (NEXT_PUBLIC_SEARCH=on): the development server renders pages on
// request, so it has no index of its own; Pagefind's index is made from finished pages. This
// serves the last build's (out/pagefind/) on a port of its own, which next.config.mjs's
// development rewrite sends /pagefind/ to, so the search page finds what the build would find.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { SEARCH_FOLDER } from '../../lib/settings/search.mjs';
import { ENTRY_FILE } from '../build/search-index.mjs';

/** Where the index is served, handed to `next dev` (next.config.mjs); set by this script alone. */
export const DEV_SEARCH_ORIGIN = 'SITE_DEV_SEARCH_ORIGIN';

/** The types the browser checks: a module and a worker must be JavaScript. */
const TYPES = { '.js': 'text/javascript', '.json': 'application/json' };

/**
 * The last build's index, where it holds one.
 * @param {string} outDir
 * @returns {string | undefined} its folder
 */
export function lastBuildIndex(outDir) {
  const dir = join(outDir, SEARCH_FOLDER);
  return existsSync(join(dir, ENTRY_FILE)) ? dir : undefined;
}

/**
 * Serves an index's files on 127.0.0.1, on a free port.
 * @param {string} dir
 * @returns {Promise<{ origin: string, close: () => void }>}
 */
export function serveIndex(dir) {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = join(dir, path);
    if (!file.startsWith(dir + sep) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    const type = TYPES[/** @type {keyof typeof TYPES} */ (extname(file))];
    response.writeHead(200, { 'Content-Type': type ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ origin: `http://127.0.0.1:${port}`, close: () => server.close() });
    });
  });
}
