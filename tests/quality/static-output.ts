import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

export const OUT_DIR = join(__dirname, '..', '..', 'out');

export function htmlFiles(dir = OUT_DIR): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '_next' ? [] : htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

/** The route a file answers, e.g. out/about/index.html → /about/. */
export function routeOf(file: string): string {
  return `/${relative(OUT_DIR, file).split('\\').join('/')}`.replace(/index\.html$/, '');
}

// Attribute values are HTML-escaped in the export; links only ever need &amp; undone.
const attributes = (html: string, pattern: RegExp) =>
  [...html.matchAll(pattern)].map((m) => (m[1] ?? '').replaceAll('&amp;', '&'));

/** Every URL a page points at: href, src and srcset candidates. */
export function referencedUrls(html: string): string[] {
  const single = attributes(html, /\s(?:href|src)="([^"]*)"/g);
  const srcsets = attributes(html, /\ssrcset="([^"]*)"/gi).flatMap((set) =>
    set.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? ''),
  );
  return [...single, ...srcsets].filter(Boolean);
}

/** The gzip size of each classic script a page loads (nomodule polyfills excluded). */
export function pageScripts(html: string): { src: string; gzipBytes: number }[] {
  return [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((m) => m[1] ?? '')
    .filter((attrs) => !/\snomodule/i.test(attrs))
    .map((attrs) => /\ssrc="([^"]+)"/.exec(attrs)?.[1])
    .filter((src): src is string => Boolean(src))
    .map((src) => ({
      src,
      gzipBytes: gzipSync(readFileSync(join(OUT_DIR, src.split('?')[0] ?? ''))).length,
    }));
}

export function pageJsGzipBytes(route: string): number {
  const file = join(OUT_DIR, route, route.endsWith('.html') ? '' : 'index.html');
  return pageScripts(readFileSync(file, 'utf8')).reduce((sum, s) => sum + s.gzipBytes, 0);
}
