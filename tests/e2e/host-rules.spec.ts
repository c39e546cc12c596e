import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { notFoundCopy } from '@/content/shared';
import { OWN_GROUP, stopTree } from '@/tests/harness/process-tree.mjs';
import { untilReady } from '@/tests/harness/tool-start.mjs';
import { CMS_HEADERS } from '@/scripts/build/cms.mjs';
import {
  HOST_FILES,
  immutableCache,
  NOT_FOUND_FOLDERS,
  revalidateCache,
} from '@/scripts/build/host-config.mjs';
import { CMS_FOLDER } from '@/scripts/build/output.mjs';
import { contentRedirects } from '@/scripts/build/redirects.mjs';
import { articlesIn, FEEDS } from '@/lib/content/articles';
import { OTHER_LANGUAGES } from '@/lib/content/languages.mjs';
import { servicePagesIn } from '@/lib/content/service-pages';
import { jobsIn } from '@/lib/content/jobs';
import { storiesIn } from '@/lib/content/stories';
import { hashedAssets, OUT_DIR } from './built-site';
import { inHtml } from './content';
import { expect, test as base, type HostRuntime } from './fixtures';
import { copyOf } from './languages';
import { expectSecurityHeaders } from './security-headers';

// The rules every host gets from the build (scripts/build/host-config.mjs), checked on each host's
// own runtime: nginx with the shipped server block, Cloudflare Pages' workerd and Netlify's rule
// engines over out/ pruned as their deploys prune it. Where a host does something else by design,
// the test says so by name below.

/** How each host answers an address that is not a page's own: nginx 301, Cloudflare Pages 308. */
const CANONICAL_REDIRECT: Record<HostRuntime, number | undefined> = {
  nginx: 301,
  'cloudflare-pages': 308,
  // Netlify's Pretty URLs are its CDN's, in neither its rule engines nor `netlify dev`.
  netlify: undefined,
};

const test = base.extend<object, { runtimeOrigin: string | undefined }>({
  runtimeOrigin: [
    async ({ hostRuntime }, use) => {
      if (hostRuntime === 'nginx') return use(undefined);
      const runtime = spawn(
        process.execPath,
        ['tests/harness/host-runtimes.mjs', hostRuntime, OUT_DIR],
        {
          stdio: ['ignore', 'pipe', 'pipe'],
          // Stopped with all it starts (wrangler, workerd), on Windows too.
          ...OWN_GROUP,
        },
      );
      // It names its origin once it serves, or says why not within its own 60 s (wrangler's wait);
      // an error it meets while it serves is shown as it comes.
      const origin = await untilReady(
        runtime,
        hostRuntime,
        (said) => / at (http\S+)/.exec(said)?.[1],
        { timeoutMs: 120_000 },
      );
      runtime.stderr.pipe(process.stderr);
      await use(origin);
      const exited = once(runtime, 'exit');
      stopTree(runtime);
      await exited;
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ baseURL, runtimeOrigin }, use) => use(runtimeOrigin ?? baseURL),
});

// One runtime per host: the file's tests share a worker.
test.describe.configure({ mode: 'default' });

/** The status, Location and headers a path is answered with, redirects not followed. */
async function answer(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  return { response, status: response.status(), headers: response.headers() };
}

test('pages answer with the security headers and a revalidating cache', async ({ request }) => {
  for (const path of ['/', '/about/', '/contact/']) {
    const { status, headers } = await answer(request, path);
    expect({ path, status }).toEqual({ path, status: 200 });
    expectSecurityHeaders(headers, path);
    expect(headers['content-type'], path).toMatch(/^text\/html/);
    expect(headers['cache-control'], path).toBe(revalidateCache);
  }
});

test('hashed assets are cached for a year and marked immutable', async ({ request }) => {
  for (const path of hashedAssets()) {
    const { status, headers } = await answer(request, path);
    expect({ path, status }).toEqual({ path, status: 200 });
    expect(headers['cache-control'], path).toBe(immutableCache);
    expectSecurityHeaders(headers, path);
  }
});

test('an unknown path answers 404 with the 404 page and the same headers', async ({ request }) => {
  for (const path of ['/no/such/page', '/no-such-page/']) {
    const { response, status, headers } = await answer(request, path);
    expect({ path, status }).toEqual({ path, status: 404 });
    expect(await response.text()).toContain(inHtml(notFoundCopy.title));
    expectSecurityHeaders(headers, path);
  }
});

test('/admin/, where the build has the CMS, has its own policy and login window, unlisted by search engines', async ({
  request,
}) => {
  test.skip(
    !existsSync(join(OUT_DIR, CMS_FOLDER)),
    'the build has no CMS (CMS_REPOSITORY is not set)',
  );
  for (const path of [`/${CMS_FOLDER}/`, `/${CMS_FOLDER}/decap-cms.js`]) {
    const { status, headers } = await answer(request, path);
    expect({ path, status }).toEqual({ path, status: 200 });
    expect(headers['x-robots-tag'], path).toBe(CMS_HEADERS['X-Robots-Tag']);
    // Cloudflare joins it to the site's frame-ancestors 'none' with a comma: both apply.
    expect(headers['content-security-policy'], path).toContain(
      CMS_HEADERS['Content-Security-Policy'],
    );
    // The site's same-origin replaced, or (Cloudflare) joined to it: a value browsers ignore.
    const opener = headers['cross-origin-opener-policy'];
    expect(opener, path).not.toBe('same-origin');
    expect(opener, path).toContain(CMS_HEADERS['Cross-Origin-Opener-Policy']);
    expectSecurityHeaders(headers, path, ['cross-origin-opener-policy']);
  }
});

test('under /_next/static/ only a file is cached for a year: a miss is a 404 that is not', async ({
  request,
  hostRuntime,
}) => {
  test.skip(
    hostRuntime === 'netlify',
    "Netlify sends a path's headers with any answer, its 404s included",
  );
  for (const path of [
    '/_next/static/',
    '/_next/static/chunks',
    '/_next/static/chunks/',
    '/_next/static/chunks/missing.js',
  ]) {
    const { status, headers } = await answer(request, path);
    expect({ path, status }).toEqual({ path, status: 404 });
    expect(headers['cache-control'], path).not.toMatch(/immutable|max-age=[1-9]/);
    expectSecurityHeaders(headers, path);
  }
});

test('each page has one URL: /x and /x/index.html redirect to /x/ with a path-only Location', async ({
  request,
  hostRuntime,
}) => {
  const redirect = CANONICAL_REDIRECT[hostRuntime];
  test.skip(redirect === undefined, `${hostRuntime} has no trailing-slash rule to run here`);
  const cases = {
    '/about': '/about/',
    '/about?ref=x': '/about/?ref=x',
    '/about/index.html': '/about/',
    '/index.html': '/',
    '/contact/index.html?ref=x': '/contact/?ref=x',
  };
  for (const [path, canonical] of Object.entries(cases)) {
    const response = await request.get(path, {
      maxRedirects: 0,
      headers: { host: 'evil.example' },
    });
    expect({ path, status: response.status(), location: response.headers()['location'] }).toEqual({
      path,
      status: redirect,
      location: canonical,
    });
  }
});

test("the 404 page's own routes answer 404, never 200", async ({ request }) => {
  const paths = [
    '/404.html',
    ...NOT_FOUND_FOLDERS.flatMap((folder) => [`/${folder}`, `/${folder}/`]),
    '/_not-found/index.txt',
  ];
  for (const path of paths) {
    const { status } = await answer(request, path);
    expect({ path, status }).toEqual({ path, status: 404 });
  }
});

test('the files that configure hosts are never served', async ({ request }) => {
  for (const file of HOST_FILES) {
    for (const path of [`/${file}`, `/${file}.gz`, `/${file}.br`]) {
      const { response, status } = await answer(request, path);
      expect({ path, status }).toEqual({ path, status: 404 });
      expect(await response.text()).toContain(inHtml(notFoundCopy.title));
    }
  }
});

test("under another language's prefix, a missing page answers that language's 404 page, and its assets are cached", async ({
  request,
}) => {
  const languages = OTHER_LANGUAGES;
  test.skip(languages.length === 0, 'the site has one language (content/languages.mjs)');
  for (const language of languages) {
    const { notFoundCopy: copy } = (await copyOf(language)).shared;
    const { prefix } = language;
    for (const path of [
      `${prefix}/no-such-page/`,
      `${prefix}/no/such/page`,
      `${prefix}/404.html`,
      ...NOT_FOUND_FOLDERS.map((folder) => `${prefix}/${folder}/`),
    ]) {
      const { response, status, headers } = await answer(request, path);
      expect({ path, status }).toEqual({ path, status: 404 });
      expect(await response.text(), path).toContain(inHtml(copy.title));
      expectSecurityHeaders(headers, path);
    }
    for (const path of hashedAssets(prefix)) {
      const { status, headers } = await answer(request, path);
      expect({ path, status }).toEqual({ path, status: 200 });
      expect(headers['cache-control'], path).toBe(immutableCache);
    }
  }
});

test('the pages content/ makes answer as every page does: headers, one URL, a 404 below them, feeds typed', async ({
  request,
  hostRuntime,
}) => {
  const [article] = articlesIn();
  const [story] = storiesIn();
  const [service] = servicePagesIn();
  const [job] = jobsIn();
  test.skip(
    !article && !story && !service && !job,
    'content/ has no article, story, service page or open job',
  );
  const pages = [
    ...(article ? ['/articles/', `/articles/${article.slug}/`] : []),
    ...(story ? [`/portfolio/${story.entry.slug}/`] : []),
    ...(service ? [`/services/${service.entry.slug}/`] : []),
    ...(job ? ['/careers/', `/careers/${job.slug}/`] : []),
  ];
  for (const path of pages) {
    const { status, headers } = await answer(request, path);
    expect({ path, status }).toEqual({ path, status: 200 });
    expectSecurityHeaders(headers, path);
    expect(headers['content-type'], path).toMatch(/^text\/html/);
    expect(headers['cache-control'], path).toBe(revalidateCache);
  }
  if (article) {
    for (const { path, type } of Object.values(FEEDS)) {
      const { status, headers } = await answer(request, path);
      expect({ path, status }).toEqual({ path, status: 200 });
      expect(headers['content-type'], path).toMatch(new RegExp(`^${type.replace('+', '\\+')}`));
      expectSecurityHeaders(headers, path);
    }
  }
  for (const path of [
    '/articles/no-such-article/',
    '/portfolio/no-such-story/',
    '/services/no-such-service/',
    '/careers/no-such-job/',
  ]) {
    const { response, status } = await answer(request, path);
    expect({ path, status }).toEqual({ path, status: 404 });
    expect(await response.text()).toContain(inHtml(notFoundCopy.title));
  }
  const redirect = CANONICAL_REDIRECT[hostRuntime];
  if (redirect === undefined) return;
  for (const path of pages.slice(1)) {
    const response = await request.get(path.slice(0, -1), { maxRedirects: 0 });
    expect({ path, status: response.status(), location: response.headers()['location'] }).toEqual({
      path,
      status: redirect,
      location: path,
    });
  }
});

test('an address that moved answers 301 with its new page, with or without its slash, the query kept', async ({
  request,
  hostRuntime,
}) => {
  const moved = contentRedirects();
  // Netlify passes the query on; its stand-in hands its matcher none (tests/harness/host-runtimes.mjs).
  const query = hostRuntime === 'netlify' ? '' : '?from=mail';
  test.skip(moved.length === 0, 'nothing moved (content/redirects.mjs, aliases in content/)');
  for (const { from, to } of moved) {
    for (const path of [from, from.slice(0, -1)]) {
      const { status, headers } = await answer(request, `${path}?from=mail`);
      const location = new URL(headers['location'] ?? '', 'https://site.example/');
      expect({ path, status, location: `${location.pathname}${location.search}` }).toEqual({
        path,
        status: 301,
        location: `${to}${query}`,
      });
    }
    expect((await answer(request, to)).status, to).toBe(200);
  }
});
