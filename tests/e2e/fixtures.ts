import { ONCE_TAG } from '../harness/once.mjs';
import { test as base, expect, type Page } from '@playwright/test';
import { allowedEmbeds, EMBED_PAGES } from '@/lib/settings/embeds.mjs';
import { LANGUAGE, LANGUAGES, type Language } from '@/lib/content/languages.mjs';
import { FONT_STORAGE_KEY } from '@/lib/browser/inline-scripts/repeat-visit-font.mjs';
import { videoPages } from '@/lib/content/videos.mjs';
import { HYDRATED_ATTRIBUTE } from '@/lib/browser/page-state.mjs';
import { skipReason, type Part } from '@/scripts/tools/machine.mjs';

export interface PageWatch {
  consoleErrors: string[];
  pageErrors: string[];
  foreignRequests: string[];
  failedResponses: string[];
}

// Records everything a visitor should never see, and stops any request that leaves the origin.
/** Set per project in playwright.config.ts. */
export interface HostOptions {
  /** The plain-HTTP server beside an HTTPS host, which only redirects ('' where there is none). */
  httpURL: string;
  /**
   * The part of the suite a project is (scripts/tools/machine.mjs): without its tools, it skips.
   */
  requires: Part | '';
}

/** The host whose rules a project checks (tests/e2e/host-rules.spec.ts); nginx runs as a web server. */
export type HostRuntime = 'nginx' | 'cloudflare-pages' | 'netlify';

/** Set per project in playwright.config.ts, one value for a whole worker. */
export interface HostWorkerOptions {
  hostRuntime: HostRuntime;
}

// The other sites content/embeds.mjs and the texts' videos let a page show: reaching them is the
// content's choice, not a leak, and each page's policy allows them page by page (csp.spec.ts).
// The tests never wait on them: a blank page stands in for whatever they would answer.
const EMBED_ORIGINS = new Set([
  ...['/', ...EMBED_PAGES].flatMap((path) => Object.values(allowedEmbeds(path)).flat()),
  ...LANGUAGES.flatMap((language) => videoPages(language.code)).flatMap((page) => page.origins),
]);
const EMBED_STAND_IN =
  '<!DOCTYPE html><html lang="en"><head><title>Embedded content</title></head><body></body></html>';

// A test that talks to a real server elsewhere names its origin in `reachableOrigins`: requests
// then go out untouched, since routing any request makes Playwright answer every CORS preflight
// itself, and only requests to other origins are recorded.
export const test = base.extend<
  { watch: PageWatch; reachableOrigins: string[]; machine: void } & HostOptions,
  HostWorkerOptions
>({
  httpURL: ['', { option: true }],
  requires: ['', { option: true }],
  // Before any browser starts: a laptop without the project's tools skips it, saying how to get
  // them (in CI nothing skips, and a missing tool fails).
  machine: [
    async ({ requires }, use) => {
      if (requires) skipWithout(requires);
      await use();
    },
    { auto: true },
  ],
  hostRuntime: ['nginx', { option: true, scope: 'worker' }],
  reachableOrigins: [[], { option: true }],
  watch: async ({ page, baseURL, reachableOrigins }, use) => {
    const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
    const watch: PageWatch = {
      consoleErrors: [],
      pageErrors: [],
      foreignRequests: [],
      failedResponses: [],
    };
    page.on('console', (message) => {
      if (message.type() === 'error') {
        watch.consoleErrors.push(`${message.text()} @ ${message.location().url}`);
      }
    });
    page.on('pageerror', (error) => watch.pageErrors.push(error.message));
    // Surfaces any Content-Security-Policy violation as a console error the checks below catch.
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    page.on('response', (response) => {
      if (response.status() >= 400)
        watch.failedResponses.push(`${response.status()} ${response.url()}`);
    });
    const foreign = (url: URL) =>
      /^(https?|wss?):$/.test(url.protocol) &&
      url.origin !== origin &&
      !reachableOrigins.includes(url.origin) &&
      !EMBED_ORIGINS.has(url.origin);
    if (reachableOrigins.length > 0) {
      page.on('request', (request) => {
        if (foreign(new URL(request.url()))) watch.foreignRequests.push(request.url());
      });
    } else {
      await page.route(foreign, async (route) => {
        watch.foreignRequests.push(route.request().url());
        await route.abort('blockedbyclient');
      });
      if (EMBED_ORIGINS.size > 0) {
        await page.route(
          (url) => EMBED_ORIGINS.has(url.origin),
          (route) => route.fulfill({ status: 200, contentType: 'text/html', body: EMBED_STAND_IN }),
        );
      }
    }
    await use(watch);
  },
});

export { expect };

/**
 * The tag of a test that does not depend on the owner's content or settings (the project's own
 * tools and helpers): npm test runs it in the site's half only (tests/harness/once.mjs).
 */
export const ONCE = { tag: ONCE_TAG };

/** Skips the running test on a machine without the tools a part of the suite needs. */
export function skipWithout(part: Part) {
  const reason = skipReason(part);
  test.skip(Boolean(reason), reason);
}

/** The Content-Security-Policy violations the page reported (as console errors, see above). */
export function cspViolations(watch: PageWatch) {
  return watch.consoleErrors.filter((text) => text.startsWith('CSP violation'));
}

/**
 * Waits until React has hydrated the page (the navbar marks <html>, lib/browser/page-state.mjs):
 * from then on its islands and the router answer. The one sign the tests wait on; never
 * `networkidle`.
 */
export async function waitForHydration(page: Page) {
  await page.locator(`html[${HYDRATED_ATTRIBUTE}]`).waitFor({ state: 'attached' });
}

/**
 * Whether the pages of the language under test read in the site's font: a right-to-left
 * language's read in the system's font for its script, and fetch none (repeat-visit-font.mjs).
 */
export const withSiteFont = LANGUAGE.dir !== 'rtl';

/**
 * Waits until a first visit has fetched the site's font for the next one and noted its address
 * (font.spec.ts): the one request it makes after hydration. Returns at once where the page's
 * language, the one under test unless given, has no site font.
 */
export async function waitForFontCached(page: Page, language: Language = LANGUAGE) {
  if (language.dir === 'rtl') return;
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), FONT_STORAGE_KEY))
    .not.toBeNull();
}

/** Whether the build has a right-to-left language (the right-to-left owner's, tests/fixtures/rtl/). */
export const rightToLeft = LANGUAGES.some((language) => language.dir === 'rtl');

/**
 * Skips a test of the rtl project where the build has no right-to-left language: that project
 * runs it for the right-to-left owner (playwright.config.ts).
 */
export function skipRtlProjectWithoutRightToLeft() {
  test.beforeEach(({ browserName }, testInfo) => {
    testInfo.skip(
      testInfo.project.name === 'rtl' && !rightToLeft,
      `no right-to-left language in this build (${browserName})`,
    );
  });
}

export function expectClean(watch: PageWatch) {
  expect(watch.pageErrors, 'page errors').toEqual([]);
  expect(watch.consoleErrors, 'console errors').toEqual([]);
  expect(watch.foreignRequests, 'requests to another origin').toEqual([]);
  expect(watch.failedResponses, '4xx/5xx responses').toEqual([]);
}
