/**
 * @jest-environment node
 * @once the project's tools, the same for every owner
 */
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import nextPackage from 'next/package.json';
import { verifyPolicy } from '@/scripts/build/content-security-policy.mjs';
import { HOST_READS, SERVES_PRECOMPRESSED } from '@/scripts/build/host-config.mjs';
import {
  allFiles,
  readStoodAside,
  scriptList,
  startupScripts,
  stoodAsideFile,
} from '@/scripts/build/output.mjs';
import { compressibleFiles } from '@/scripts/build/precompress.mjs';
import { runPostbuild, type Settings } from '@/scripts/build/steps.mjs';
import { NGINX } from '@/lib/settings/env.mjs';
import { captureDir, CAPTURED_RELEASES } from '../fixtures/next-export.mjs';

// The post-build steps run on Next's own export of each release the site builds with, captured
// from a build (tests/harness/capture-next-export.mjs), and on small changes to it of the kind a
// new Next release brings. A change a step reads the same way leaves its work done; one it does
// not recognise makes it stand aside, leaving Next's output as Next wrote it, with one line naming
// the step, the page and what it expected; a mistake of the site's own stops the build.

// The post-build steps on a whole export, start-up chunks included, take some seconds.
jest.setTimeout(60_000);

const SETTINGS: Settings = {
  basePath: '',
  origin: 'https://www.example.com',
  backend: { kind: 'none' },
  nginx: NGINX,
};

const dirs: string[] = [];
afterAll(() =>
  dirs.forEach((dir) =>
    [dir, stoodAsideFile(dir)].forEach((path) => rmSync(path, { recursive: true, force: true })),
  ),
);

/** A fresh copy of a release's captured export, with a sitemap naming its one published page. */
function exportCopy(release: string) {
  const dir = mkdtempSync(join(tmpdir(), 'next-export-'));
  dirs.push(dir);
  cpSync(captureDir(release), dir, { recursive: true });
  writeFileSync(
    join(dir, 'sitemap.xml'),
    `<urlset><url><loc>${SETTINGS.origin}/contact/</loc></url></urlset>`,
  );
  return dir;
}

function rewrite(dir: string, file: string, change: (text: string) => string) {
  const path = join(dir, file);
  const text = readFileSync(path, 'utf8');
  const changed = change(text);
  // A mutation that changed nothing would prove nothing.
  expect(changed).not.toBe(text);
  writeFileSync(path, changed);
}

/** A pattern matching what starts with the text. */
function startsWith(text: string) {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

/** Every file of an output folder, by path. */
function contents(dir: string) {
  return new Map(allFiles(dir).map((file) => [relative(dir, file), readFileSync(file, 'utf8')]));
}

const CONTACT = 'contact/index.html';
const RUNTIME = /<script src="([^"]*turbopack-[^"]*)" async=""><\/script>/;
const DONE =
  /^2 pages; compile hints on \d+ scripts; scripts started on load on 2 pages \(1 fetch their payload; 2 start-ups run\); light only; stylesheet inline on 2 pages; font held for repeat visits on 2 pages; slash repair on 2 pages; CSP on 2 pages; .+ written; no CMS \(CMS_REPOSITORY is not set\); no search \(NEXT_PUBLIC_SEARCH is off\); 0 redirect pages; \d+ text files precompressed/;

it('the installed next is captured (else run node tests/harness/capture-next-export.mjs)', () => {
  const captured: unknown = JSON.parse(
    readFileSync(join(captureDir(nextPackage.version), 'captured.json'), 'utf8'),
  );
  expect(captured).toMatchObject({ next: nextPackage.version });
});

// Ways a Next release could read the loader's list (self.__next_s) that the loader's stand-in does
// not answer: each would ship pages whose app starts before its files are in, or never.
const BOOTSTRAP_MUTATIONS: [string, (code: string, list: string) => string][] = [
  [
    "Next's bootstrap reading its script list under another name",
    (code) => code.replaceAll('self.__next_s', 'self.__next_scripts'),
  ],
  [
    "Next's bootstrap copying its script list first",
    (code, list) => code.replace(`${list}.reduce(`, `Array.from(${list}).reduce(`),
  ],
  [
    "Next's bootstrap iterating its script list",
    (code, list) =>
      code.replace(`${list}.reduce(`, `(()=>{for(const _ of ${list});})()||${list}.reduce(`),
  ],
  [
    "Next's bootstrap starting without its script list",
    (code, list) => code.replace(`${list}&&${list}.length?`, 'false?'),
  ],
];

/** The page's chunk that holds Next's bootstrap, changed where it reads its script list. */
function mutateBootstrap(dir: string, change: (code: string, list: string) => string) {
  const chunks = startupScripts(readFileSync(join(dir, CONTACT), 'utf8'));
  const bootstrap = chunks.find((src) =>
    /(\w+)=self\.__next_s\b/.test(readFileSync(join(dir, src), 'utf8')),
  );
  expect(bootstrap).toBeDefined();
  rewrite(dir, bootstrap ?? '', (code) =>
    change(code, /(\w+)=self\.__next_s\b/.exec(code)?.[1] ?? ''),
  );
}

type Mutation = readonly [string, (dir: string) => void];

// Tags as a release may write them, which the steps read the same way.
const RECOGNISED: Mutation[] = [
  [
    'a chunk started with `async` instead of `async=""`',
    (dir) =>
      rewrite(dir, CONTACT, (html) => html.replace('" async=""></script>', '" async></script>')),
  ],
  [
    'the runtime chunk written with an id (as 16.2 and 16.3 write `_R_`)',
    (dir) =>
      rewrite(dir, CONTACT, (html) =>
        html.replace(RUNTIME, '<script src="$1" id="_R_runtime" async=""></script>'),
      ),
  ],
  [
    'a chunk preloaded with its attributes in another order',
    (dir) =>
      rewrite(dir, CONTACT, (html) =>
        html.replace('<link rel="preload" as="script"', '<link as="script" rel="preload"'),
      ),
  ],
];

// Output a step does not recognise: the step must stand aside on the page named.
const UNRECOGNISED: (readonly [string, string, string, (dir: string) => void])[] = [
  [
    'a chunk tag that also says crossorigin',
    'deferred-scripts',
    '/contact/',
    (dir) =>
      rewrite(dir, CONTACT, (html) =>
        html.replace('" async=""></script>', '" async="" crossorigin=""></script>'),
      ),
  ],
  [
    'a chunk whose id a link refers to',
    'deferred-scripts',
    '/contact/',
    (dir) =>
      rewrite(dir, CONTACT, (html) =>
        html
          .replace(RUNTIME, '<script src="$1" id="_R_runtime" async=""></script>')
          .replace(
            '<meta charSet="utf-8"/>',
            '<meta charSet="utf-8"/><link rel="expect" href="#_R_runtime" blocking="render"/>',
          ),
      ),
  ],
  [
    'the payload pushed in another form',
    'deferred-scripts',
    '/contact/',
    (dir) =>
      rewrite(dir, CONTACT, (html) =>
        html.replaceAll('self.__next_f.push([1,', '(self.__next_f=self.__next_f||[]).push([1,'),
      ),
  ],
  [
    'index.txt one byte off',
    'deferred-scripts',
    '/contact/',
    (dir) => rewrite(dir, 'contact/index.txt', (text) => `${text} `),
  ],
  [
    'no index.txt',
    'deferred-scripts',
    '/contact/',
    (dir) => unlinkSync(join(dir, 'contact/index.txt')),
  ],
  ...BOOTSTRAP_MUTATIONS.map(
    ([what, change]) =>
      [
        what,
        'deferred-scripts',
        '/404.html',
        (dir: string) => mutateBootstrap(dir, change),
      ] as const,
  ),
  [
    'a page whose chunks are started another way',
    'compile-hints',
    '/contact/',
    (dir) =>
      rewrite(dir, CONTACT, (html) =>
        html
          .replaceAll(/<script src="[^"]+"[^>]* async=""><\/script>/g, '')
          .replace(/<link rel="preload" as="script"[^>]*\/>/, ''),
      ),
  ],
  [
    "the stylesheet link's attributes reordered",
    'inline-stylesheets',
    '/contact/',
    (dir) =>
      rewrite(dir, CONTACT, (html) =>
        html.replace(/<link rel="stylesheet" href="([^"]+)"/, '<link href="$1" rel="stylesheet"'),
      ),
  ],
  [
    'the preconnect written with crossorigin="anonymous"',
    'repeat-visit-font',
    '/contact/',
    (dir) =>
      rewrite(dir, CONTACT, (html) =>
        html.replace(
          '<link rel="preconnect" href="/" crossorigin=""/>',
          '<link rel="preconnect" href="/" crossorigin="anonymous"/>',
        ),
      ),
  ],
  [
    'a font face written without its file',
    'repeat-visit-font',
    '/404.html',
    (dir) => {
      const css = /href="\/(_next\/static\/chunks\/[^"]+\.css)"/.exec(
        readFileSync(join(dir, '404.html'), 'utf8'),
      )?.[1];
      rewrite(dir, css ?? '', (text) => text.replace(/src:url\([^)]+\)/g, 'src:local(Inter)'));
    },
  ],
];

// The site's own mistakes: these stop the build.
const MISTAKES: (readonly [string, string, string, (dir: string) => void])[] = [
  [
    'a published page missing from the export',
    'export',
    '/contact/index.html',
    (dir) => unlinkSync(join(dir, CONTACT)),
  ],
];

describe.each(CAPTURED_RELEASES)("Next %s's captured export", (release) => {
  it('every step does its work', async () => {
    const dir = exportCopy(release);
    const done = await runPostbuild(dir, SETTINGS);
    expect(done.join('; ')).toMatch(DONE);
    const contact = readFileSync(join(dir, CONTACT), 'utf8');
    expect(contact).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+"[^>]* async/);
    expect(new Set(scriptList(contact)).size).toBe(scriptList(contact).length);
    expect(readStoodAside(dir)).toEqual([]);
  });

  it.each(RECOGNISED)('%s: every step still does its work', async (_, mutate) => {
    const dir = exportCopy(release);
    mutate(dir);
    expect((await runPostbuild(dir, SETTINGS)).join('; ')).toMatch(DONE);
    expect(readFileSync(join(dir, CONTACT), 'utf8')).not.toMatch(/<script src="[^"]+"[^>]* async/);
  });

  it.each(UNRECOGNISED)(
    '%s: %s stands aside on %s, leaving what Next wrote',
    async (_, step, page, mutate) => {
      const [aside, without] = [exportCopy(release), exportCopy(release)];
      mutate(aside);
      mutate(without);
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
      // Precompression left out: it only copies what the steps before it wrote.
      const done = await runPostbuild(aside, SETTINGS, ['precompress']);
      const lines = warn.mock.calls.map((args) => args.join(' '));
      warn.mockRestore();
      // One line for the step; a step after it that reads what it would have written may stand
      // aside too, in both builds compared below.
      const own = lines.filter((line) => line.startsWith(`postbuild: ${step} stood aside: `));
      expect(own).toHaveLength(1);
      expect(own[0]).toMatch(startsWith(`postbuild: ${step} stood aside: ${page}: expected`));
      expect(done).toContain(`${step} stood aside`);
      expect(readStoodAside(aside)).toContainEqual({
        step,
        why: expect.stringMatching(startsWith(`${page}: expected`)),
      });
      // Every file as a build that left the step out wrote it: the step changed nothing.
      await runPostbuild(without, SETTINGS, ['precompress', step]);
      expect(contents(aside)).toEqual(contents(without));
    },
  );

  it.each(MISTAKES)('%s stops the build in %s on %s', async (_, step, page, mutate) => {
    const dir = exportCopy(release);
    mutate(dir);
    await expect(runPostbuild(dir, SETTINGS)).rejects.toThrow(
      startsWith(`${step}: ${page}: expected`),
    );
  });
});

// `npm run build -- --host <host>`: a host that compresses as it sends would publish the copies
// as files of their own, so its build makes none; nginx, which sends them, gets them all.
describe('the post-build for one host', () => {
  const copies = (dir: string) => allFiles(dir).filter((file) => /\.(gz|br)$/.test(file));

  it('leaves out the copies for Netlify, saying why, and changes nothing else', async () => {
    expect(SERVES_PRECOMPRESSED).not.toContain('netlify');
    const [dir, without] = [exportCopy(nextPackage.version), exportCopy(nextPackage.version)];
    const lines: string[] = [];
    const done = await runPostbuild(dir, SETTINGS, [], {
      host: 'netlify',
      log: (line) => lines.push(line),
    });
    expect(done.at(-1)).toBe('precompress left out: netlify compresses as it sends');
    // One line in the build's log, as each step has.
    expect(lines.filter((line) => line.startsWith('precompress: '))).toEqual([
      expect.stringMatching(
        /^precompress: [\d.]+ s, precompress left out: netlify compresses as it sends \(peak \d+ MB\)$/,
      ),
    ]);
    expect(copies(dir)).toEqual([]);
    // Every other file as a build that left the step out by name wrote it.
    await runPostbuild(without, SETTINGS, ['precompress']);
    expect(contents(dir)).toEqual(contents(without));
  });

  it('writes a .gz and a .br beside every text file for nginx', async () => {
    expect(SERVES_PRECOMPRESSED).toContain('nginx');
    const dir = exportCopy(nextPackage.version);
    const done = await runPostbuild(dir, SETTINGS, [], { host: 'nginx' });
    expect(done.at(-1)).toMatch(/^\d+ text files precompressed \(\.gz, \.br\)/);
    const text = compressibleFiles(dir);
    expect(text.length).toBeGreaterThan(0);
    expect(text.filter((file) => !existsSync(`${file}.gz`) || !existsSync(`${file}.br`))).toEqual(
      [],
    );
    expect(copies(dir)).toHaveLength(text.length * 2);
  });

  // A misspelt host in a host's build command must not cost a whole build before it fails.
  it.each(['build.mjs', 'postbuild.mjs'])(
    'an unknown host stops %s before it does anything, in one line naming the hosts',
    (script) => {
      const run = spawnSync(
        process.execPath,
        [join('scripts', 'build', script), '--host', 'heroku'],
        { cwd: join(__dirname, '..', '..'), encoding: 'utf8' },
      );
      const name = script.replace('.mjs', '');
      expect(run.status).toBe(1);
      expect(run.stdout).toBe('');
      expect(run.stderr).toBe(
        `${name}: no host named heroku: the hosts are ${Object.keys(HOST_READS).join(', ')}\n`,
      );
    },
  );
});

describe('the policy check', () => {
  const html = (head: string) => `<html><head>${head}</head><body></body></html>`;
  const policy = `<meta http-equiv="Content-Security-Policy" content="script-src 'self'"/>`;

  it('refuses a page without a policy, or with two', () => {
    expect(() => verifyPolicy(html(''), { page: '/' })).toThrow(
      /expected one Content-Security-Policy, found 0/,
    );
    expect(() => verifyPolicy(html(policy + policy), { page: '/' })).toThrow(/found 2/);
  });

  it('refuses an inline script the policy does not name, and a policy after a script', () => {
    expect(() => verifyPolicy(html(`${policy}<script>go()</script>`), { page: '/' })).toThrow(
      /expected every inline script allowed by its hash/,
    );
    expect(() =>
      verifyPolicy(html(`<script src="/a.js"></script>${policy}`), { page: '/' }),
    ).toThrow(/expected the policy ahead of every script/);
  });
});
