/**
 * @jest-environment node
 * @once the project's tools, the same for every owner
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nextPackage from 'next/package.json';
import { verifyPolicy } from '@/scripts/build/content-security-policy.mjs';
import { scriptList, startupScripts } from '@/scripts/build/output.mjs';
import { runPostbuild, type Settings } from '@/scripts/build/steps.mjs';
import { NGINX } from '@/lib/settings/env.mjs';
import captured from '../fixtures/next-export/captured.json';
import { CAPTURE_DIR } from '../fixtures/next-export.mjs';

// The post-build steps run on Next's own export, captured from a build
// (tests/harness/capture-next-export.mjs), and on small changes to it of the kind a new Next release
// brings. Each change must stop the build with a line naming the step, the page and what it
// expected: a step that quietly did nothing would ship the framework's output unchanged.

// The post-build steps on a whole export, start-up chunks included, take some seconds.
jest.setTimeout(60_000);

const SETTINGS: Settings = {
  basePath: '',
  origin: 'https://www.example.com',
  backend: { kind: 'none' },
  nginx: NGINX,
};

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A fresh copy of the captured export, with a sitemap naming its one published page. */
function exportCopy() {
  const dir = mkdtempSync(join(tmpdir(), 'next-export-'));
  dirs.push(dir);
  cpSync(CAPTURE_DIR, dir, { recursive: true });
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

const CONTACT = 'contact/index.html';
const RUNTIME = /<script src="([^"]*turbopack-[^"]*)" async=""><\/script>/;

it('was captured from the installed next (else run node tests/harness/capture-next-export.mjs)', () => {
  expect(captured.next).toBe(nextPackage.version);
});

it('every step does its work on the captured export', async () => {
  const dir = exportCopy();
  const done = await runPostbuild(dir, SETTINGS);
  expect(done.join('; ')).toMatch(
    /^2 pages; compile hints on \d+ scripts; scripts started on load on 2 pages \(1 fetch their payload\); light only; stylesheet inline on 2 pages; font held for repeat visits on 2 pages; slash repair on 2 pages; CSP on 2 pages; .+ written; no CMS \(CMS_REPOSITORY is not set\); no search \(NEXT_PUBLIC_SEARCH is off\); \d+ text files precompressed/,
  );
  const contact = readFileSync(join(dir, CONTACT), 'utf8');
  expect(contact).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async/);
  expect(new Set(scriptList(contact)).size).toBe(scriptList(contact).length);
});

// Ways a Next release could read the loader's list (self.__next_s) that the loader's stand-in does
// not answer: each ships pages whose app starts before its files are in, or never.
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

const MUTATIONS: (readonly [string, string, string, (dir: string) => void])[] = [
  [
    'a chunk started with `async` instead of `async=""`',
    'deferred-scripts',
    '/contact/',
    (dir) =>
      rewrite(dir, CONTACT, (html) => html.replace('" async=""></script>', '" async></script>')),
  ],
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
    'the runtime chunk written with an id',
    'deferred-scripts',
    '/contact/',
    (dir) =>
      rewrite(dir, CONTACT, (html) =>
        html.replace(RUNTIME, '<script src="$1" id="_R_runtime" async=""></script>'),
      ),
  ],
  [
    'a chunk preloaded with its attributes in another order',
    'deferred-scripts',
    '/contact/',
    (dir) =>
      rewrite(dir, CONTACT, (html) =>
        html.replace('<link rel="preload" as="script"', '<link as="script" rel="preload"'),
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
  [
    'a published page missing from the export',
    'export',
    '/contact/index.html',
    (dir) => unlinkSync(join(dir, CONTACT)),
  ],
];

it.each(MUTATIONS)('%s stops the build in %s on %s', async (_, step, page, mutate) => {
  const dir = exportCopy();
  mutate(dir);
  const escaped = `${step}: ${page}: expected`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(runPostbuild(dir, SETTINGS)).rejects.toThrow(new RegExp(`^${escaped}`));
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
