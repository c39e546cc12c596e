/**
 * @jest-environment node
 * @once the project's tools, the same for every owner
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { MARKDOWN_CACHE_DIR } from '@/lib/content/markdown.mjs';
import { allFiles } from '@/scripts/build/output.mjs';
import { CAPTURE_DIR } from '../fixtures/next-export.mjs';

// Every step after `next build` sees the settings `next build` saw, .env files included
// (scripts/build/load-env.mjs): the same settings written in .env.production or in the shell
// give the same output.

const ROOT = join(__dirname, '..', '..');
const SETTINGS = {
  NEXT_PUBLIC_SITE_URL: 'https://www.northwind.example',
  NEXT_PUBLIC_CONTACT_BACKEND: 'form',
  NEXT_PUBLIC_CONTACT_ENDPOINT: 'https://forms.example.net/f/abc123',
  NEXT_PUBLIC_CONTACT_SERVICE: 'own',
};

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'build-env-'));
  dirs.push(dir);
  return dir;
}

/** The shell a build step starts from: no site setting, and Next's production mode. */
function cleanShell(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !name.startsWith('NEXT_PUBLIC_') && name !== 'NODE_ENV',
    ),
  );
  return { ...env, ...extra } as NodeJS.ProcessEnv;
}

/** Runs a build script from `cwd` (the project whose .env files it reads). */
function run(script: string, args: string[], cwd: string, env: NodeJS.ProcessEnv) {
  return spawnSync(process.execPath, [join(ROOT, script), ...args], { cwd, env, encoding: 'utf8' });
}

/** The post-build steps on a copy of Next's captured export; its files by path. */
function postbuild(cwd: string, env: NodeJS.ProcessEnv) {
  const out = join(tempDir(), 'out');
  cpSync(join(ROOT, CAPTURE_DIR), out, { recursive: true });
  writeFileSync(
    join(out, 'sitemap.xml'),
    '<urlset><url><loc>https://x.example/contact/</loc></url></urlset>',
  );
  // What the steps read of the build before them: the Markdown step's manifest (the redirects).
  cpSync(MARKDOWN_CACHE_DIR, join(cwd, relative(ROOT, MARKDOWN_CACHE_DIR)), { recursive: true });
  const result = run('scripts/build/postbuild.mjs', [out], cwd, env);
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  return new Map(allFiles(out).map((file) => [relative(out, file), readFileSync(file)]));
}

it('settings only in .env.production give the same output as the same settings in the shell', () => {
  const project = tempDir();
  writeFileSync(
    join(project, '.env.production'),
    Object.entries(SETTINGS)
      .map(([name, value]) => `${name}=${value}\n`)
      .join(''),
  );
  const fromFile = postbuild(project, cleanShell());
  const fromShell = postbuild(tempDir(), cleanShell(SETTINGS));
  expect([...fromFile.keys()].sort()).toEqual([...fromShell.keys()].sort());
  for (const [path, bytes] of fromFile)
    expect(bytes.equals(fromShell.get(path) ?? Buffer.alloc(0))).toBe(true);

  // And they are the settings, not the defaults on both sides.
  const page = fromFile.get(join('contact', 'index.html'))?.toString() ?? '';
  const policy = /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(page)?.[1] ?? '';
  expect(policy).toContain(`connect-src 'self' ${SETTINGS.NEXT_PUBLIC_CONTACT_ENDPOINT}`);
  expect(policy).toContain(`form-action 'self' ${SETTINGS.NEXT_PUBLIC_CONTACT_ENDPOINT}`);
  expect(fromFile.get('nginx.conf')?.toString()).toContain(
    'return 301 https://www.northwind.example$request_uri;',
  );
});

it('an endpoint without a scheme stops the build with one line that says what is wrong', () => {
  const result = run(
    'scripts/build/prebuild.mjs',
    [],
    tempDir(),
    cleanShell({
      NEXT_PUBLIC_CONTACT_BACKEND: 'form',
      NEXT_PUBLIC_CONTACT_ENDPOINT: 'formspree.io/f/abc',
    }),
  );
  expect(result.status).toBe(1);
  expect(result.stdout).toBe('');
  expect(result.stderr).toBe(
    'prebuild: NEXT_PUBLIC_CONTACT_ENDPOINT must be an absolute http(s) URL such as https://example.com/path, not "formspree.io/f/abc"\n',
  );
});

test('machine --apt answers before npm ci, with no package installed', () => {
  // .ci/run asks which Debian packages to install while `npm ci` runs beside it.
  const dir = tempDir();
  for (const folder of ['scripts', 'lib', 'tests/harness'])
    cpSync(join(ROOT, folder), join(dir, folder), { recursive: true });
  const result = spawnSync(process.execPath, ['scripts/tools/machine.mjs', '--apt'], {
    cwd: dir,
    env: cleanShell(),
    encoding: 'utf8',
  });
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
});
