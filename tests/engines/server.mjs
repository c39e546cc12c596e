// @ts-check
// The engine suite's web server: the built site as the shipped host configuration serves it (the
// cache and security headers of scripts/build/host-config.mjs, 404.html for unknown paths), with
// a log of every request, since classic WebDriver (WebKit) has no network API. Each page also gets
// a small same-origin script first in <head> that records its errors, for the same reason.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, normalize } from 'node:path';
import {
  immutableCache,
  immutablePaths,
  isNotFoundPage,
  revalidateCache,
  securityHeaders,
} from '../../scripts/build/host-config.mjs';
import { contentType } from '../content-type.mjs';

/** Where the page's error recorder is served; the tests read what it kept from the page. */
const ERROR_HOOK_PATH = '/__engines/errors.js';

// Runs before the site's scripts: console errors, uncaught errors, unhandled rejections, failed
// resource loads (capture phase) and CSP violations, as Firefox's and Chromium's logs report them.
const ERROR_HOOK = `(() => {
  const kept = (window.__engineErrors = []);
  const text = (v) => (v instanceof Error ? v.message : typeof v === 'string' ? v : JSON.stringify(v));
  const error = console.error.bind(console);
  console.error = (...args) => { kept.push(args.map(text).join(' ')); error(...args); };
  addEventListener('error', (e) => kept.push(e.target === window ? text(e.error ?? e.message)
    : 'failed to load ' + (e.target.currentSrc || e.target.src || e.target.href)), true);
  addEventListener('unhandledrejection', (e) => kept.push('unhandled rejection: ' + text(e.reason)));
  document.addEventListener('securitypolicyviolation', (e) =>
    kept.push('CSP violation: ' + e.violatedDirective + ' ' + e.blockedURI));
})();`;

/**
 * A page asked for with this query parameter does not hydrate until the check calls
 * `window.__releaseScripts()`: the seconds a slow phone spends fetching the scripts. Its fetches,
 * the page's payload among them (the loader starts Next once that is in), wait in the page rather
 * than on the network, since WebKit's driver holds every command while a request is pending.
 */
export const HOLD_SCRIPTS = 'hold-scripts';
const HOLD_HOOK_PATH = '/__engines/hold.js';
const HOLD_HOOK = `(() => {
  const fetch = window.fetch.bind(window);
  let release;
  const released = new Promise((resolve) => (release = resolve));
  window.__releaseScripts = release;
  window.fetch = (...args) => released.then(() => fetch(...args));
})();`;
const HOOKS = { [ERROR_HOOK_PATH]: ERROR_HOOK, [HOLD_HOOK_PATH]: HOLD_HOOK };

/** @typedef {{ method: string, path: string, status: number, headers: import('node:http').IncomingHttpHeaders }} LoggedRequest */

/**
 * @param {string} dir the build to serve
 * @returns {Promise<{ origin: string, log: LoggedRequest[], clearLog: () => void, close: () => Promise<void> }>}
 */
export async function startSiteServer(dir) {
  /** @type {LoggedRequest[]} */
  const log = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    const path = decodeURIComponent(url.pathname);
    const hook = HOOKS[/** @type {keyof typeof HOOKS} */ (path)];
    /** @param {number} status @param {Record<string, string>} headers @param {string | Buffer} [body] */
    const send = (status, headers, body) => {
      if (!hook) {
        log.push({ method: request.method ?? 'GET', path, status, headers: request.headers });
      }
      response.writeHead(status, { ...securityHeaders, ...headers });
      response.end(request.method === 'HEAD' ? undefined : body);
    };
    if (hook) {
      send(200, { 'Content-Type': contentType(path), 'Cache-Control': 'no-store' }, hook);
      return;
    }
    const file = normalize(join(dir, path));
    if (!file.startsWith(normalize(dir))) return send(400, {}, '');
    if (existsSync(file) && statSync(file).isDirectory() && !path.endsWith('/')) {
      return send(308, { Location: `${path}/` }, '');
    }
    const target = path.endsWith('/') ? join(file, 'index.html') : file;
    const found = existsSync(target) && statSync(target).isFile() && !isNotFoundPage(path);
    const served = found ? target : join(dir, '404.html');
    const type = contentType(served);
    /** @type {string | Buffer} */
    let body = readFileSync(served);
    if (type.startsWith('text/html')) {
      // Straight after the page's CSP <meta>, which allows same-origin scripts.
      body = body
        .toString('utf8')
        .replace(
          /(<meta http-equiv="Content-Security-Policy"[^>]*>)/,
          `$1<script src="${ERROR_HOOK_PATH}"></script>${
            url.searchParams.has(HOLD_SCRIPTS) ? `<script src="${HOLD_HOOK_PATH}"></script>` : ''
          }`,
        );
    }
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    const cache = immutablePaths.some((prefix) => path.startsWith(prefix))
      ? immutableCache
      : revalidateCache;
    const headers = { 'Content-Type': type, 'Cache-Control': cache, ETag: etag };
    if (found && request.headers['if-none-match'] === etag) return send(304, headers);
    send(found ? 200 : 404, headers, body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  if (!address || typeof address === 'string')
    throw new Error('the engine test server has no port');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    log,
    clearLog: () => {
      log.length = 0;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
