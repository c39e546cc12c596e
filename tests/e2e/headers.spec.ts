import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';

const security = {
  'strict-transport-security': /max-age=\d{7,}/,
  'x-content-type-options': /^nosniff$/,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
  'permissions-policy': /camera=\(\).*microphone=\(\).*geolocation=\(\)/,
  'x-frame-options': /^DENY$/,
  'content-security-policy': /frame-ancestors 'none'/,
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
  const html = readFileSync(join(__dirname, '..', '..', 'out', 'index.html'), 'utf8');
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
  expect(await response.text()).toContain('Oops! Page not found');
  expectSecurityHeaders(response.headers());
});
