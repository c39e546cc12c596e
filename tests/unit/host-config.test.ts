import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getTransformedRoutes, isHandler } from '@vercel/routing-utils';
import { OTHER_LANGUAGES } from '@/lib/content/languages.mjs';
import { NGINX } from '@/lib/settings/env.mjs';
import {
  buildCommand,
  HOST_FILES,
  HOST_READS,
  hostFiles,
  nginxConfig,
  NOT_FOUND_FOLDERS,
  pruneOutput,
  SERVES_PRECOMPRESSED,
  vercelConfig,
} from '@/scripts/build/host-config.mjs';

describe('host configuration', () => {
  it('writes exactly the files the host rules keep private', () => {
    expect(Object.keys(hostFiles({ origin: 'https://www.example.com', nginx: NGINX }))).toEqual(
      HOST_FILES,
    );
  });
});

describe("the project's root host files", () => {
  // As the script checks them, with the settings of the .env files the build reads (Jest reads
  // .env.test's instead).
  it('are as generated (after a change: node scripts/host-files.mjs write)', () => {
    const checked = spawnSync(process.execPath, ['scripts/host-files.mjs', 'check'], {
      cwd: join(__dirname, '..', '..'),
      env: { ...process.env, NODE_ENV: 'production' },
      encoding: 'utf8',
    });
    expect(checked.stderr).toBe('');
    expect(checked.status).toBe(0);
  });

  // The build prunes for the host and leaves out the copies it would not serve: no step after it.
  it("build each host's out/ with --host, as its only command", () => {
    const root = join(__dirname, '..', '..');
    expect(buildCommand('netlify')).toBe('npm run build -- --host netlify');
    expect(readFileSync(join(root, 'netlify.toml'), 'utf8')).toMatch(
      /^ {2}command = "npm run build -- --host netlify"$/m,
    );
    expect(JSON.parse(readFileSync(join(root, 'vercel.json'), 'utf8'))).toMatchObject({
      buildCommand: buildCommand('vercel'),
    });
  });
});

describe('prune out <host>', () => {
  const made: string[] = [];
  const scratch = () => {
    const out = mkdtempSync(join(tmpdir(), 'prune-'));
    made.push(out);
    return out;
  };
  afterAll(() => made.forEach((out) => rmSync(out, { recursive: true, force: true })));

  it.each(Object.keys(HOST_READS) as (keyof typeof HOST_READS)[])(
    'leaves %s its own files, the pages and nothing of the other hosts',
    (host) => {
      const out = scratch();
      for (const file of [...HOST_FILES, 'index.html']) writeFileSync(join(out, file), '');
      for (const folder of NOT_FOUND_FOLDERS) {
        mkdirSync(join(out, folder));
        writeFileSync(join(out, folder, 'index.html'), '');
      }
      pruneOutput(out, host);
      expect(readdirSync(out).sort()).toEqual([...HOST_READS[host], 'index.html'].sort());
    },
  );

  it.each(Object.keys(HOST_READS) as (keyof typeof HOST_READS)[])(
    'leaves %s the precompressed copies only where it serves them',
    (host) => {
      const out = scratch();
      for (const file of [...HOST_READS[host], 'index.html', 'index.html.gz', 'index.html.br'])
        writeFileSync(join(out, file), '');
      // A download that happens to be gzip is a file of the site, not a copy of one.
      writeFileSync(join(out, 'archive.tar.gz'), '');
      pruneOutput(out, host);
      const copies = SERVES_PRECOMPRESSED.includes(host) ? ['index.html.br', 'index.html.gz'] : [];
      expect(readdirSync(out).sort()).toEqual(
        [...HOST_READS[host], 'index.html', 'archive.tar.gz', ...copies].sort(),
      );
    },
  );

  it('refuses an output without the files the host reads', () => {
    const out = scratch();
    expect(() => pruneOutput(out, 'cloudflare-pages')).toThrow(/_headers/);
  });
});

describe('nginx.conf', () => {
  const config = nginxConfig({
    origin: 'https://www.northwind.example',
    nginx: {
      httpListen: ['203.0.113.7:80'],
      httpsListen: ['203.0.113.7:443', '[2001:db8::7]:443'],
      root: '/srv/northwind',
      certificate: '/etc/letsencrypt/live/www.northwind.example/fullchain.pem',
      certificateKey: '/etc/letsencrypt/live/www.northwind.example/privkey.pem',
      brotli: true,
    },
  });

  it('is filled from the settings: nothing is left to edit by hand', () => {
    const lines = config.split('\n').map((line) => line.trim());
    for (const line of [
      'listen 203.0.113.7:80;',
      'listen 203.0.113.7:443 ssl http2;',
      'listen [2001:db8::7]:443 ssl http2;',
      'server_name www.northwind.example;',
      'return 301 https://www.northwind.example$request_uri;',
      'root /srv/northwind;',
      'ssl_certificate /etc/letsencrypt/live/www.northwind.example/fullchain.pem;',
      'ssl_certificate_key /etc/letsencrypt/live/www.northwind.example/privkey.pem;',
      'brotli_static on;',
    ]) {
      expect(lines).toContain(line);
    }
    expect(config).not.toMatch(/Set:|# brotli_static/);
  });

  it('is a whole configuration: main, events and http contexts', () => {
    expect(config).toMatch(/^worker_processes auto;$/m);
    expect(config).toMatch(/^events \{ worker_connections \d+; \}$/m);
    expect(config).toMatch(/^http \{\n {2}include \/etc\/nginx\/mime\.types;/m);
  });
});

describe("vercel.json, compiled by Vercel's own route compiler", () => {
  const { routes, error } = getTransformedRoutes(JSON.parse(vercelConfig()));
  const redirects = (routes ?? []).flatMap((route) => {
    if (isHandler(route)) return [];
    const location = route.status ? route.headers?.['Location'] : undefined;
    return location ? [{ pattern: new RegExp(route.src), location }] : [];
  });

  /**
   * Every Location a visitor is sent to from `path`, in order: Vercel matches a route against the
   * path and passes the query string on.
   */
  function follow(path: string) {
    const [pathname = '', query] = path.split(/(?=\?)/);
    const hops: string[] = [];
    for (let current = pathname; hops.length < 10;) {
      const redirect = redirects.find(({ pattern }) => pattern.test(current));
      if (!redirect) break;
      const match = redirect.pattern.exec(current) ?? [];
      current = redirect.location.replace(
        /\$(\d)/g,
        (_: string, n: string) => match[Number(n)] ?? '',
      );
      hops.push(current + (query ?? ''));
    }
    return hops;
  }

  it('compiles without an error', () => {
    expect(error).toBeNull();
  });

  it.each([
    ['//about/', ['/about/']],
    ['///', ['/']],
    ['/about//', ['/about/']],
    ['//', ['/']],
    // Vercel's trailingSlash rules treat a last segment with a dot as a file name.
    ['//evil.example/', ['/evil.example/', '/evil.example']],
    ['////evil.example', ['/evil.example']],
    ['/portfolio//?from=mail', ['/portfolio/?from=mail']],
    ['/a//b///c/', ['/a/b///c/', '/a/b/c/']],
    ['/about/', []],
    ['/about', ['/about/']],
  ])('sends %s through %j', (path, hops) => {
    expect(follow(path)).toEqual(hops);
  });

  it('never sends a visitor to another host', () => {
    const tricks = ['//evil.example', '///evil.example/', '/./evil.example', '/x//', '//x//y//'];
    for (const path of tricks) {
      for (const hop of follow(path)) {
        expect(new URL(hop, 'https://www.example.com/').origin).toBe('https://www.example.com');
      }
    }
  });
});

describe("vercel.json's 404 for each language", () => {
  const config = JSON.parse(vercelConfig());
  const others = OTHER_LANGUAGES;

  it('is the root 404.html alone for one language, each language its own for more (after the files)', () => {
    if (others.length === 0) {
      // One language keeps vercel.json's readable headers and redirects.
      expect(config.routes).toBeUndefined();
      return;
    }
    const { routes, error } = getTransformedRoutes(config);
    expect(error).toBeNull();
    const afterFiles = (routes ?? []).slice(
      (routes ?? []).findIndex((route) => isHandler(route) && route.handle === 'filesystem') + 1,
    );
    for (const { prefix } of others) {
      const route = afterFiles.find(
        (candidate) => !isHandler(candidate) && new RegExp(candidate.src).test(`${prefix}/x/y`),
      );
      expect(route).toMatchObject({ dest: `${prefix}/404.html`, status: 404 });
      // The default language's missing pages are left to Vercel's own 404.html.
      expect(afterFiles.some((r) => !isHandler(r) && new RegExp(r.src).test('/x/y'))).toBe(false);
    }
  });
});
