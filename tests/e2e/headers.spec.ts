import { statSync } from 'node:fs';
import { join } from 'node:path';
import { hashedAssets, OUT_DIR } from './built-site';
import { expect, skipWithout, test } from './fixtures';
import { rawRequest } from './raw-request';
import { expectSecurityHeaders } from './security-headers';

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
    expectSecurityHeaders(headers, `on ${status}`);
    expect(headers['cache-control'], `cache-control on ${status}`).toMatch(/max-age=0/);
  }
  expect(answers[405]['allow']).toBe('GET, HEAD');
});

for (const [accept, encoding, suffix, title] of [
  ['br, gzip', 'br', '.br', 'Brotli where the browser accepts it'],
  ['gzip', 'gzip', '.gz', 'gzip to a browser that accepts only gzip'],
] as const) {
  test(`text is sent precompressed: ${title}`, async ({ request }) => {
    if (encoding === 'br') skipWithout('brotli');
    const [script, css] = hashedAssets();
    const files = {
      '/': 'index.html',
      '/about/': 'about/index.html',
      [script]: script,
      [css]: css,
      '/sitemap.xml': 'sitemap.xml',
      '/favicon.svg': 'favicon.svg',
    };
    for (const [path, file] of Object.entries(files)) {
      const response = await request.get(path, { headers: { 'accept-encoding': accept } });
      const headers = response.headers();
      expect({ path, encoding: headers['content-encoding'] }).toEqual({ path, encoding });
      // The very file the build wrote, not one compressed on the fly.
      expect(Number(headers['content-length']), `${path} ${encoding}`).toBe(
        statSync(join(OUT_DIR, file + suffix)).size,
      );
      expect(headers['vary']).toMatch(/accept-encoding/i);
    }
  });
}
