import { publishedPaths } from '@/scripts/build/output.mjs';
import { contentRedirects } from '@/scripts/build/redirects.mjs';
import { SITE_URL } from '@/lib/settings/env.mjs';
import { OUT_DIR } from './built-site';
import { expect, test } from './fixtures';

// Where the host reads no rules (GitHub Pages, S3, and `serve` here), each address that moved is a
// page of its own that sends the visitor on (scripts/build/redirects.mjs); the hosts' 301s are
// host-rules.spec.ts's.

test('the page at an old address sends the visitor on, with JavaScript off too', async ({
  browser,
}) => {
  const moved = contentRedirects();
  test.skip(moved.length === 0, 'nothing moved (content/redirects.mjs, aliases in content/)');
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    for (const { from, to } of moved) {
      await page.goto(from);
      await page.waitForURL((url) => url.pathname === to);
      await expect(page.locator('main')).toBeVisible();
    }
    await context.close();
  }
});

test('the page at an old address is unlisted: noindex, the new page canonical, not in the sitemap', async ({
  request,
}) => {
  const moved = contentRedirects();
  test.skip(moved.length === 0, 'nothing moved (content/redirects.mjs, aliases in content/)');
  const listed = publishedPaths(OUT_DIR);
  for (const { from, to } of moved) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect({ from, status: response.status() }).toEqual({ from, status: 200 });
    const html = await response.text();
    expect(html, from).toContain('<meta name="robots" content="noindex"/>');
    expect(html, from).toContain(`<link rel="canonical" href="${SITE_URL}${to}"/>`);
    expect(html, from).toMatch(new RegExp(`<a href="${to}">[^<]+</a>`));
    expect(listed, from).not.toContain(from);
    expect(listed, from).toContain(to);
  }
});
