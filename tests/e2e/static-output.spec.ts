import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { getTransformedRoutes, isHandler } from '@vercel/routing-utils';
import { HtmlValidate } from 'html-validate';
import { FOOTER_ID } from '@/components/layout/site-footer';
import { legalLinks } from '@/content/navigation';
import { CMS } from '@/lib/settings/env.mjs';
import { LANGUAGES } from '@/lib/content/languages.mjs';
import { languagePath } from '@/lib/server/language-urls';
import { legalNavigationOf, sitePages } from '@/lib/content/legal-pages';
import { siteNavigation } from '@/lib/content/navigation';
import { HOST_FILES } from '@/scripts/build/host-config.mjs';
import {
  CMS_FOLDER,
  COMPILE_HINT,
  htmlFiles,
  inlinePayload,
  payloadUrl,
  publishedPaths,
  referencedUrls,
  routeOf as routeIn,
  startupScripts,
  startupScriptSizes,
} from '@/scripts/build/output.mjs';
import { compressibleFiles } from '@/scripts/build/precompress.mjs';
import { isRedirectPage } from '@/scripts/build/redirects.mjs';
import { FONT_STYLE_ID, fontScript } from '@/scripts/build/repeat-visit-font.mjs';
import { VARIANTS } from '@/tests/harness/variants.mjs';
import budget from '../quality/js-budget.json';
import { languageOfFile, languagePrefixOf, OUT_DIR } from './built-site';
import { inHtml } from './content';
import { expect, ONCE, test } from './fixtures';
import { copyOf } from './languages';
import { noticeServices, SERVICE_NAMES } from './services';

const routeOf = (file: string) => routeIn(file, OUT_DIR);
const read = (file: string) => readFileSync(file, 'utf8');
// The site's pages: the export's HTML files less the pages at old addresses, which hold no more
// than a refresh and a link (scripts/build/redirects.mjs) and are checked as HTML and links only.
const pageFiles = () => htmlFiles(OUT_DIR).filter((file) => !isRedirectPage(read(file)));
const pageJsGzipBytes = (route: string) =>
  startupScriptSizes(
    read(join(OUT_DIR, route, route.endsWith('.html') ? '' : 'index.html')),
    OUT_DIR,
  ).reduce((sum, script) => sum + script.gzipBytes, 0);

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

test('every exported HTML file is valid HTML', async () => {
  const validator = new HtmlValidate({ extends: ['html-validate:standard'] });
  const files = htmlFiles(OUT_DIR);
  expect(files.length).toBeGreaterThanOrEqual(siteNavigation.length + 1);
  const problems: string[] = [];
  for (const file of files) {
    const report = await validator.validateFile(file);
    for (const result of report.results) {
      for (const m of result.messages) {
        problems.push(`${routeOf(file)}:${m.line}:${m.column} ${m.ruleId} ${m.message}`);
      }
    }
  }
  expect(problems).toEqual([]);
});

test('every internal href and src resolves to a file in out/', () => {
  const missing: string[] = [];
  for (const file of htmlFiles(OUT_DIR)) {
    for (const url of referencedUrls(read(file))) {
      if (!url.startsWith('/') || url.startsWith('//')) {
        expect(url, `${routeOf(file)} links outside the site: ${url}`).toMatch(
          /^(https:|mailto:|tel:|#|data:)/,
        );
        continue;
      }
      const path = decodeURI(url.split(/[?#]/)[0] ?? '');
      const target = join(OUT_DIR, path);
      const resolved = path.endsWith('/') ? join(target, 'index.html') : target;
      if (!existsSync(resolved) || !statSync(resolved).isFile()) {
        missing.push(`${routeOf(file)} → ${url}`);
      }
    }
  }
  expect(missing).toEqual([]);
});

test('every internal #part names an id on the page it leads to', () => {
  const ids = new Map<string, Set<string>>();
  const idsOf = (file: string) => {
    if (!ids.has(file))
      ids.set(file, new Set([...read(file).matchAll(/\sid="([^"]*)"/g)].map(([, id = '']) => id)));
    return ids.get(file) ?? new Set<string>();
  };
  const missing: string[] = [];
  for (const file of htmlFiles(OUT_DIR)) {
    for (const url of referencedUrls(read(file))) {
      const [path = '', fragment] = url.split('#', 2);
      if (!fragment || (path !== '' && (!path.startsWith('/') || path.startsWith('//')))) continue;
      const target = path === '' ? file : join(OUT_DIR, decodeURI(path.split('?')[0] ?? ''));
      const page = target.endsWith('.html') ? target : join(target, 'index.html');
      // A page that is not there is the test above's to name.
      if (!existsSync(page)) continue;
      if (!idsOf(page).has(decodeURIComponent(fragment))) missing.push(`${routeOf(file)} → ${url}`);
    }
  }
  expect(missing).toEqual([]);
});

test('every link of a Markdown text leads to a page of out/ and to an id on it', () => {
  // The texts are read again by remark, an ES module, in a Node of its own; it names the file.
  const run = spawnSync(
    process.execPath,
    [join('scripts', 'build', 'content-links.mjs'), '--out', OUT_DIR],
    { encoding: 'utf8' },
  );
  expect(run.stderr.split('\n').filter(Boolean)).toEqual([]);
  expect(run.status).toBe(0);
});

test('every script a page starts with is marked for eager compilation', () => {
  // Every page hydrates, so a page with no script found means the list went unread.
  for (const file of pageFiles()) {
    expect(
      startupScripts(read(file), languagePrefixOf(file)).length,
      routeOf(file),
    ).toBeGreaterThan(0);
  }
  const unmarked = pageFiles().flatMap((file) =>
    startupScripts(read(file), languagePrefixOf(file))
      .filter((src) => !read(join(OUT_DIR, languagePrefixOf(file), src)).startsWith(COMPILE_HINT))
      .map((src) => `${routeOf(file)} → ${src}`),
  );
  expect(unmarked).toEqual([]);
});

test('each page stays inside its JavaScript budget', () => {
  const routes = sitePages.map(({ href }) => (href === '/' ? '/' : `${href}/`));
  const rows = [...routes, '/404.html'].map((route) => ({
    route,
    gzipBytes: pageJsGzipBytes(route),
  }));
  console.log(
    [
      'page JavaScript (gzip)',
      ...rows.map((r) => `  ${r.route.padEnd(12)} ${kB(r.gzipBytes)}`),
    ].join('\n'),
  );
  const contact = rows.find((r) => r.route === '/contact/');
  const content = rows.filter((r) => r.route !== '/contact/');
  for (const row of content) {
    expect(row.gzipBytes, `${row.route} ${kB(row.gzipBytes)}`).toBeLessThanOrEqual(
      budget.contentPageMaxGzipBytes,
    );
  }
  const heaviestContent = Math.max(...content.map((r) => r.gzipBytes));
  expect(contact?.gzipBytes ?? Infinity).toBeLessThanOrEqual(
    heaviestContent + budget.contactOverContentMaxGzipBytes,
  );
});

test('no page asks for the font on a first visit: one held face names the cut file (at most 20 kB), none on a right-to-left page', () => {
  for (const file of pageFiles()) {
    const html = read(file);
    const route = routeOf(file);
    expect(html, route).not.toMatch(/<link[^>]+as="font"/);
    // Next preconnects instead of preloading; no request on a first visit would use it.
    expect(html, route).not.toContain('rel="preconnect"');
    const payload = payloadUrl(html);
    if (payload) expect(read(join(OUT_DIR, payload)), route).not.toContain(':HC[');
    const faces = [...html.matchAll(/@font-face\{[^}]*url\(([^)]+)\)/g)].map(([, url = '']) => url);
    // Its text is in the system's font for its script (tailwind.config.ts's `rtl`).
    if (languageOfFile(file).dir === 'rtl') {
      expect(faces, route).toEqual([]);
      expect(html, route).not.toContain(`id="${FONT_STYLE_ID}"`);
      continue;
    }
    expect(faces, route).toHaveLength(1);
    const url = faces[0] ?? '';
    expect(html, route).toContain(
      `<style id="${FONT_STYLE_ID}" media="not all">@font-face{font-family:inter;src:url(${url})`,
    );
    expect(html, route).toContain(`<script>${fontScript(url)}</script>`);
    expect(statSync(join(OUT_DIR, url)).size, route).toBeLessThanOrEqual(20_000);
  }
});

test('every page draws its first frame whole: rendering waits until the parser reaches the footer', () => {
  for (const file of pageFiles()) {
    const html = read(file);
    const route = routeOf(file);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head, route).toContain(`<link rel="expect" href="#${FOOTER_ID}" blocking="render"/>`);
    expect(html.match(new RegExp(`<footer id="${FOOTER_ID}"`, 'g')), route).toHaveLength(1);
  }
});

test('icons are drawn on the server: no icon code ships to the browser', () => {
  const chunks = join(OUT_DIR, '_next', 'static', 'chunks');
  const withIcons = readdirSync(chunks)
    .filter((name) => name.endsWith('.js'))
    .filter((name) => /lucide|iconNode/.test(read(join(chunks, name))));
  expect(withIcons).toEqual([]);
});

test('pictures add no JavaScript: Portfolio starts exactly the scripts About starts', () => {
  const scripts = (route: string) => startupScripts(read(join(OUT_DIR, route, 'index.html')));
  expect(read(join(OUT_DIR, 'portfolio', 'index.html'))).toContain('<picture');
  expect(scripts('portfolio')).toEqual(scripts('about'));
});

test('pages of content/articles/, content/stories/, content/services/ and content/jobs/ start exactly the scripts About starts, in every language', () => {
  const contentPages = publishedPaths(OUT_DIR).filter((path) =>
    /^(?:\/[a-z]{2})?\/(?:articles\/|portfolio\/.|services\/.|careers\/)/.test(path),
  );
  for (const path of contentPages) {
    const file = join(OUT_DIR, path, 'index.html');
    const prefix = languagePrefixOf(file);
    const about = startupScripts(read(join(OUT_DIR, prefix, 'about', 'index.html')), prefix);
    expect(startupScripts(read(file), prefix), path).toEqual(about);
  }
});

test('every page fetches its payload from the file the export wrote beside it; the 404 keeps it inline', () => {
  for (const path of publishedPaths(OUT_DIR)) {
    const html = read(join(OUT_DIR, path, 'index.html'));
    expect(inlinePayload(html), path).toBe('');
    const url = payloadUrl(html);
    expect(url, path).toBe(`${path}index.txt`);
    expect(existsSync(join(OUT_DIR, url ?? '')), path).toBe(true);
  }
  // The 404 is served at any address, so a path beside it would name no file.
  expect(inlinePayload(read(join(OUT_DIR, '404.html')))).not.toBe('');
});

test('the host rules ship inside out/ with the same headers', () => {
  const config = (name: string) => read(join(OUT_DIR, name));
  const required = [
    'Strict-Transport-Security',
    'X-Content-Type-Options',
    'Referrer-Policy',
    'Permissions-Policy',
    'X-Frame-Options',
  ];

  const netlify = config('_headers');
  for (const name of required) expect(netlify).toContain(`  ${name}: `);
  expect(netlify).toMatch(
    /\/_next\/static\/\*\n {2}Cache-Control: public, max-age=31536000, immutable/,
  );

  // Read as Vercel's compiler reads it: headers and redirects, or (more than one language) routes.
  const vercel = (getTransformedRoutes(JSON.parse(config('vercel.json'))).routes ?? []).flatMap(
    (route) => (isHandler(route) ? [] : [route]),
  );
  const keys = vercel.flatMap((route) => Object.keys(route.headers ?? {}));
  for (const name of required) expect(keys).toContain(name);
  expect(vercel.find((route) => route.src.includes('_next/static'))?.headers).toEqual({
    'Cache-Control': 'public, max-age=31536000, immutable',
  });

  const nginx = config('nginx.conf');
  // Folders redirect to their slash form (answered by nginx itself, tests/e2e/hosting.spec.ts).
  expect(nginx).toContain('absolute_redirect off;');
  // With more than one language, the 404 page is the one of the path's language.
  expect(nginx).toMatch(/error_page 403 404 =404 (?:\/404\.html|\$site_not_found);/);
  expect(nginx).toContain('gzip on;');
  expect(nginx).toContain('gzip_static on;');
  // HSTS only in the HTTPS server, which comes second.
  const [httpServer, httpsServer] = nginx.split(/^\s*server \{$/m).slice(1);
  expect(httpServer).not.toContain('Strict-Transport-Security');
  expect(httpServer).toMatch(/^\s+return 301 https:\/\/[^$]+\$request_uri;$/m);
  expect(httpsServer).toContain('add_header Strict-Transport-Security');
  expect(httpsServer).toMatch(/^\s+listen \S+ ssl http2;$/m);

  // Cloudflare Pages drops every rule of a file with one it refuses (a forced `404!`, a 404 status).
  expect(config('_redirects')).toContain('/_not-found/*  /_never-published  200');
  expect(config('_redirects')).not.toMatch(/!|\s404$/m);
  for (const file of HOST_FILES) expect(existsSync(join(OUT_DIR, file)), file).toBe(true);
});

test('the CMS is in out/admin/ only where CMS_REPOSITORY names a repository, and nothing links to it', () => {
  expect(existsSync(join(OUT_DIR, CMS_FOLDER))).toBe(Boolean(CMS));
  const linking = htmlFiles(OUT_DIR).filter((file) =>
    referencedUrls(read(file)).some((url) => url.split('/').includes(CMS_FOLDER)),
  );
  expect(linking.map(routeOf)).toEqual([]);
  expect(read(join(OUT_DIR, 'sitemap.xml'))).not.toContain(`/${CMS_FOLDER}/`);
  // Its headers are the hosts' only where it is.
  expect(read(join(OUT_DIR, '_headers')).includes(`/${CMS_FOLDER}/*`)).toBe(Boolean(CMS));
});

test('every text file has a .gz and a .br beside it holding exactly its bytes', () => {
  const files = compressibleFiles(OUT_DIR);
  expect(files.length).toBeGreaterThan(htmlFiles(OUT_DIR).length);
  const stale: string[] = [];
  for (const file of files) {
    const bytes = readFileSync(file);
    const gzip = gunzipSync(readFileSync(`${file}.gz`));
    const brotli = brotliDecompressSync(readFileSync(`${file}.br`));
    if (!gzip.equals(bytes) || !brotli.equals(bytes)) stale.push(routeOf(file));
  }
  expect(stale).toEqual([]);
  for (const file of HOST_FILES) expect(existsSync(join(OUT_DIR, `${file}.gz`)), file).toBe(false);
});

test('every page, the 404 included, links its language’s legal pages from its footer', async () => {
  for (const file of pageFiles()) {
    const prefix = languagePrefixOf(file);
    const language = LANGUAGES.find((candidate) => candidate.prefix === prefix);
    if (!language) throw new Error(`no language has the prefix of ${routeOf(file)}`);
    const copy = await copyOf(language);
    const label = inHtml(copy.shared.footerCopy.legalLabel);
    const nav = new RegExp(`<nav aria-label="${label}">(.*?)</nav>`).exec(read(file))?.[1] ?? '';
    const legal = legalNavigationOf(copy.navigation.legalLinks, copy.site.site.legal);
    expect(
      [...nav.matchAll(/href="([^"]+)"/g)].map(([, href]) => href),
      routeOf(file),
    ).toEqual(legal.map(({ href }) => languagePath(language, href)));
  }
});

/** A built page's main content as a reader gets it: tags dropped, React's escapes undone. */
function mainText(html: string) {
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
  return main
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

// The test builds are made in the site's half of npm test only (tests/harness/once.mjs).
test('each test build’s privacy notice names exactly the services its settings use', ONCE, () => {
  const builds = Object.values(VARIANTS).filter((variant) => variant !== VARIANTS.site);
  for (const variant of builds) {
    const html = read(join(variant.outDir, legalLinks.privacy.href, 'index.html'));
    const text = mainText(html);
    const { named, parties } = noticeServices(variant.env);
    for (const name of SERVICE_NAMES) {
      expect({ build: variant.outDir, name, named: text.includes(name) }).toEqual({
        build: variant.outDir,
        name,
        named: named.includes(name),
      });
    }
    // Listed as receiving data: the host (content/site.ts), then exactly these.
    const list = /aria-labelledby="parties-heading".*?<ul[^>]*>(.*?)<\/ul>/.exec(html)?.[1] ?? '';
    // Each party's name is an isolate of its own (a Latin name in a right-to-left notice).
    const listed = [...list.matchAll(/<li><bdi[^>]*>([^<]*)<\/bdi>/g)].map(([, name]) => name);
    expect(listed.slice(1), variant.outDir).toEqual(parties.map(inHtml));
  }
});
