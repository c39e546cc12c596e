import { jobsIn } from '@/lib/content/jobs';
import { siteNavigation } from '@/lib/content/navigation';
import { headerCopy } from '@/content/shared';
import { LANGUAGE } from '@/lib/content/languages.mjs';
import { pageEmbeds, videoPages } from '@/lib/content/videos.mjs';
import { SEARCH } from '@/lib/settings/env.mjs';
import { SEARCH_PATH } from '@/lib/settings/search.mjs';
import { inlineScriptHashes } from '@/scripts/build/output.mjs';
import { expect, expectClean, test, waitForHydration } from './fixtures';

function policyOf(html: string) {
  const match = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html);
  expect(match, 'the page carries a CSP meta element').not.toBeNull();
  return Object.fromEntries(
    (match?.[1] ?? '').split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  ) as Record<string, string[]>;
}

// The careers pages while a job is open, the search page where search is on, and each text that
// shows a video: pages of their own kind, with their own policy.
const [job] = jobsIn();
const routes = [
  ...siteNavigation.map(({ href }) => href),
  ...(job ? ['/careers', `/careers/${job.slug}`] : []),
  ...(SEARCH ? [SEARCH_PATH] : []),
  ...videoPages(LANGUAGE.code).map((page) => page.path),
  '/no-such-page',
];

for (const route of routes) {
  test(`${route} allows exactly its own inline scripts`, async ({ request }) => {
    const html = await (await request.get(route)).text();
    const policy = policyOf(html);
    expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(
      html.indexOf('<script'),
    );
    // Recomputed from the HTML as served, so a step that changed a page after its policy was set
    // (or a host that rewrites pages) shows up here.
    const inline = inlineScriptHashes(html);
    const allowed = (policy['script-src'] ?? []).filter((s) => s.startsWith("'sha256-"));
    expect(new Set(allowed)).toEqual(new Set(inline));
    expect(policy['script-src']).toContain("'self'");
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['script-src']).not.toContain("'unsafe-eval'");
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    // What content/embeds.mjs and its text's videos let this page show from other sites, and
    // nothing else.
    const embeds = pageEmbeds(route, LANGUAGE.code);
    expect(policy['img-src']).toEqual(["'self'", 'data:', ...embeds.image]);
    expect(policy['frame-src']).toEqual(embeds.frame.length > 0 ? embeds.frame : ["'none'"]);
    expect(policy['font-src']).toEqual(["'self'"]);
    expect(policy['connect-src']?.[0]).toBe("'self'");
    expect(policy['form-action']?.[0]).toBe("'self'");
  });
}

test('no policy violation fires while visiting and navigating between pages', async ({
  page,
  watch,
  isMobile,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  for (const { href, label } of siteNavigation.slice(1)) {
    const banner = page.getByRole('banner');
    if (isMobile) await banner.getByRole('button', { name: headerCopy.openMenu }).click();
    await banner.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(`${href}/`);
    await expect(page.locator('h1')).toBeVisible();
  }
  expectClean(watch);
});
