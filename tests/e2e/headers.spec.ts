import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { notFoundCopy } from '@/content/shared';
import { inHtml } from './content';
import { expect, test } from './fixtures';
import { rawRequest } from './raw-request';

const OUT_DIR = join(__dirname, '..', '..', 'out');

const security = {
  'strict-transport-security': /max-age=\d{7,}/,
  'x-content-type-options': /^nosniff$/,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
  'permissions-policy': /camera=\(\).*microphone=\(\).*geolocation=\(\)/,
  'x-frame-options': /^DENY$/,
  'content-security-policy': /frame-ancestors 'none'/,
  'cross-origin-opener-policy': /^same-origin$/,
  'cross-origin-resource-policy': /^same-origin$/,
};

function expectSecurityHeaders(headers: Record<string, string>) {
  for (const [name, pattern] of Object.entries(security)) {
    expect(headers[name], name).toMatch(pattern);
  }
}

test('pages answer with the security headers, gzip and a revalidating cache', async ({
  request,
}) => {
  for (const path of ['/', '/about', '/about/', '/contact/']) {
    const response = await request.get(path, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    expectSecurityHeaders(headers);
    expect(headers['content-type']).toMatch(/^text\/html/);
    expect(headers['content-encoding']).toBe('gzip');
    expect(headers['cache-control']).toMatch(/max-age=0/);
  }
});

test('hashed assets are cached for a year and marked immutable', async ({ request }) => {
  const html = readFileSync(join(OUT_DIR, 'index.html'), 'utf8');
  const script = /src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
  const css = /href="(\/_next\/static\/[^"]+\.css)"/.exec(html)?.[1];
  for (const path of [script, css]) {
    const response = await request.get(path ?? '', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers()['content-encoding']).toBe('gzip');
    expectSecurityHeaders(response.headers());
  }
});

test('an unknown path answers 404 with the 404 page and the same headers', async ({ request }) => {
  const response = await request.get('/no/such/page');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain(inHtml(notFoundCopy.title));
  expectSecurityHeaders(response.headers());
});

test('every answer carries the security headers: redirects, 400, 405 with Allow, 414', async ({
  request,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  const redirect = await request.get('/about', { maxRedirects: 0 });
  const notAllowed = await request.post('/');
  // Without a Host header, and with a path past nginx's limit: refused before any location.
  const badRequest = await rawRequest(origin, 'GET / HTTP/1.1', '');
  const tooLong = await rawRequest(origin, `GET /${'a'.repeat(9000)} HTTP/1.1`);
  expect([redirect, notAllowed].map((r) => r.status())).toEqual([301, 405]);
  expect([badRequest, tooLong].map((r) => r.status)).toEqual([400, 414]);
  const answers = {
    301: redirect.headers(),
    400: badRequest.headers,
    405: notAllowed.headers(),
    414: tooLong.headers,
  };
  for (const [status, headers] of Object.entries(answers)) {
    for (const [name, pattern] of Object.entries(security)) {
      expect(headers[name], `${name} on ${status}`).toMatch(pattern);
    }
    expect(headers['cache-control'], `cache-control on ${status}`).toMatch(/max-age=0/);
  }
  expect(answers[405]['allow']).toBe('GET, HEAD');
});

test('under /_next/static/ only a file is cached for a year: no redirect, no 403', async ({
  request,
}) => {
  for (const path of [
    '/_next/static/',
    '/_next/static/chunks',
    '/_next/static/chunks/',
    '/_next/static/chunks/missing.js',
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect({ path, status: response.status() }).toEqual({ path, status: 404 });
    expect(response.headers()['cache-control'], path).toBe('public, max-age=0, must-revalidate');
    expectSecurityHeaders(response.headers());
  }
});

test('text is sent precompressed: Brotli where the browser accepts it, else gzip', async ({
  request,
}) => {
  const html = readFileSync(join(OUT_DIR, 'index.html'), 'utf8');
  const script = /src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1] ?? '';
  const css = /href="(\/_next\/static\/[^"]+\.css)"/.exec(html)?.[1] ?? '';
  const files = {
    '/': 'index.html',
    '/about/': 'about/index.html',
    [script]: script,
    [css]: css,
    '/sitemap.xml': 'sitemap.xml',
    '/favicon.svg': 'favicon.svg',
  };
  for (const [path, file] of Object.entries(files)) {
    for (const [accept, encoding, suffix] of [
      ['br, gzip', 'br', '.br'],
      ['gzip', 'gzip', '.gz'],
    ] as const) {
      const response = await request.get(path, { headers: { 'accept-encoding': accept } });
      const headers = response.headers();
      expect({ path, encoding: headers['content-encoding'] }).toEqual({ path, encoding });
      // The very file the build wrote, not one compressed on the fly.
      expect(Number(headers['content-length']), `${path} ${encoding}`).toBe(
        statSync(join(OUT_DIR, file + suffix)).size,
      );
      expect(headers['vary']).toMatch(/accept-encoding/i);
    }
  }
});
