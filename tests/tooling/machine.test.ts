/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  installHint,
  installLine,
  parseNginxBuild,
  TOOL_IDS,
  type Platform,
} from '@/scripts/tools/machine.mjs';
import { writeStandInBuild } from '../stand-in-build.mjs';

// scripts/tools/machine.mjs finds each tool per platform, and a laptop skips what it lacks while CI
// fails: each part of npm test that needs a tool is run here with that tool hidden (its setting
// pointed at nothing, or at a program that fails). None of these needs a browser or nginx.

const ROOT = join(__dirname, '..', '..');
const dir = mkdtempSync(join(tmpdir(), 'machine-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const NOWHERE = join(dir, 'nothing-here');
/** A shell without CI (and without any tool setting), plus what a test sets. */
function shell(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra };
  if (!('CI' in extra)) delete env.CI;
  delete env.TEST_COUNTS_DIR;
  delete env.TEST_SUMMARY_FILE;
  return env;
}
function run(script: string, args: string[], env: NodeJS.ProcessEnv, cwd = ROOT) {
  return spawnSync(process.execPath, [join(ROOT, script), ...args], { cwd, env, encoding: 'utf8' });
}
/** An executable sh script in the scratch folder, standing in for a tool. */
function shellScript(name: string, body: string) {
  const path = join(dir, name);
  writeFileSync(path, `#!/bin/sh\n${body}\n`);
  chmodSync(path, 0o755);
  return path;
}

test('a tool set by its setting is looked for there alone, and said missing with how to get it', () => {
  const said = run(
    'scripts/tools/machine.mjs',
    [],
    shell({ CHROMIUM_PATH: NOWHERE, NGINX_PATH: NOWHERE }),
  );
  expect(said.status).toBe(0);
  const lines = said.stdout.split('\n');
  expect(lines).toContain(
    `✗ Chromium (CHROMIUM_PATH=${NOWHERE} is not a readable program). ${installLine([installHint('chromium')])}`,
  );
  expect(lines).toContain(
    `✗ nginx (NGINX_PATH=${NOWHERE} is not a readable program). ${installLine([installHint('nginx')])}`,
  );
});

(process.platform === 'win32' ? test.skip : test)(
  'a program that is there but does not run counts as missing, saying so',
  () => {
    const failing = shellScript('failing', 'exit 3');
    const said = run('scripts/tools/machine.mjs', [], shell({ NGINX_PATH: failing }));
    expect(said.stdout).toContain(`✗ nginx (${failing} did not run (-V exited 3))`);
  },
);

(process.platform === 'win32' ? test.skip : test)(
  "a snap (Ubuntu's Chromium and Firefox) is passed over: it cannot read a profile in /tmp",
  () => {
    const wrapper = shellScript('chromium-browser', 'exec /snap/bin/chromium "$@"');
    const said = run('scripts/tools/machine.mjs', [], shell({ CHROMIUM_PATH: wrapper }));
    expect(said.stdout).toContain(`✗ Chromium (${wrapper} is a snap,`);
  },
);

test('install hints speak the platform: apt, Playwright, brew, winget, or where none exists', () => {
  const hints = (platform: Platform) =>
    (['chromium', 'firefox', 'nginx', 'webkitDriver', 'brotliModule'] as const).map((id) =>
      installLine([installHint(id, platform)]),
    );
  expect(hints('debian')).toEqual([
    'Install: sudo apt-get install -y chromium',
    'Install: sudo apt-get install -y firefox-esr',
    'Install: sudo apt-get install -y nginx',
    'Install: sudo apt-get install -y webkit2gtk-driver',
    'Install: sudo apt-get install -y libnginx-mod-http-brotli-static',
  ]);
  expect(hints('ubuntu')).toEqual([
    'Install: npx playwright install --with-deps chromium',
    'Install: sudo add-apt-repository -y ppa:mozillateam/ppa && sudo apt-get install -y firefox-esr',
    'Install: sudo apt-get install -y nginx',
    'Install: sudo apt-get install -y webkit2gtk-driver',
    'Install: sudo apt-get install -y libnginx-mod-http-brotli-static',
  ]);
  expect(hints('darwin')).toEqual([
    'Install: npx playwright install chromium',
    'Install: brew install --cask firefox',
    'Install: brew install nginx',
    expect.stringMatching(/^WebKitGTK runs on Linux only/),
    expect.stringMatching(/^Homebrew's nginx has no Brotli module/),
  ]);
  expect(hints('win32')).toEqual([
    'Install: npx playwright install chromium',
    'Install: winget install -e --id Mozilla.Firefox',
    'Install: winget install -e --id nginxinc.nginx',
    expect.stringMatching(/^WebKitGTK runs on Linux only/),
    expect.stringMatching(/^nginx for Windows has no Brotli module/),
  ]);
  // Several Debian packages are one apt-get line.
  expect(installLine([installHint('nginx', 'debian'), installHint('openssl', 'debian')])).toBe(
    'Install: sudo apt-get install -y nginx openssl',
  );
});

test("the README's set-up lines install what the hints name, platform by platform", () => {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const section = /^## On a fresh machine\n([\s\S]*?)(?=^## )/m.exec(readme)?.[1] ?? '';
  // The second shell block: a comment naming each platform, then its lines.
  const block = [...section.matchAll(/^```sh\n([\s\S]*?)^```/gm)][1]?.[1] ?? '';
  const headings: [Platform, RegExp][] = [
    ['debian', /^# Debian/],
    ['ubuntu', /^# Ubuntu/],
    ['darwin', /^# macOS/],
    ['win32', /^# Windows/],
  ];
  /** Commands as written, one per package where a package manager takes several. */
  const commands = (lines: string[]) =>
    new Set(
      lines
        .flatMap((line) => line.split(/&&|;/))
        .map((part) => part.trim())
        .filter(Boolean)
        .flatMap((part) => {
          const [, manager = '', packages = ''] =
            /^(sudo apt-get install -y|brew install) ([^-].*)$/.exec(part) ?? [];
          return manager ? packages.split(' ').map((name) => `${manager} ${name}`) : [part];
        }),
    );
  const byPlatform = new Map<Platform, string[]>();
  let current: Platform | undefined;
  for (const line of block.split('\n')) {
    const heading = headings.find(([, pattern]) => pattern.test(line));
    if (heading) current = heading[0];
    else if (current && line) byPlatform.set(current, [...(byPlatform.get(current) ?? []), line]);
  }
  expect([...byPlatform.keys()]).toEqual(headings.map(([platform]) => platform));
  for (const [platform, lines] of byPlatform) {
    const written = commands(lines);
    const hinted = commands(
      TOOL_IDS.flatMap((id) => {
        const hint = installHint(id, platform);
        return 'apt' in hint
          ? [`sudo apt-get install -y ${hint.apt}`]
          : 'run' in hint
            ? [hint.run]
            : [];
      }),
    );
    expect({ platform, missing: [...hinted].filter((command) => !written.has(command)) }).toEqual({
      platform,
      missing: [],
    });
  }
});

test("nginx -V says where this nginx keeps mime.types and its modules: Debian's, Homebrew's, Windows'", () => {
  const debian =
    'nginx version: nginx/1.22.1\nconfigure arguments: --with-cc-opt=-O2 --prefix=/usr/share/nginx --conf-path=/etc/nginx/nginx.conf --modules-path=/usr/lib/nginx/modules --with-http_ssl_module';
  expect(parseNginxBuild(debian, { windows: false, nginxDir: '/usr/sbin' })).toEqual({
    mimeTypes: '/etc/nginx/mime.types',
    modules: '/usr/lib/nginx/modules',
  });
  const homebrew =
    'nginx version: nginx/1.27.4\nconfigure arguments: --prefix=/opt/homebrew/Cellar/nginx/1.27.4 --sbin-path=/opt/homebrew/Cellar/nginx/1.27.4/bin/nginx --conf-path=/opt/homebrew/etc/nginx/nginx.conf --pid-path=/opt/homebrew/var/run/nginx.pid';
  expect(parseNginxBuild(homebrew, { windows: false, nginxDir: '/opt/homebrew/bin' })).toEqual({
    mimeTypes: '/opt/homebrew/etc/nginx/mime.types',
    modules: '/opt/homebrew/Cellar/nginx/1.27.4/modules',
  });
  const windows =
    'nginx version: nginx/1.29.8\nconfigure arguments: --with-cc=cl --builddir=objs.msvc8 --prefix= --conf-path=conf/nginx.conf --pid-path=logs/nginx.pid';
  expect(parseNginxBuild(windows, { windows: true, nginxDir: 'C:\\nginx-1.29.8' })).toEqual({
    mimeTypes: 'C:\\nginx-1.29.8\\conf\\mime.types',
    modules: 'C:\\nginx-1.29.8\\modules',
  });
});

test('with CI set, npm test stops in its first seconds with one line naming what is missing', () => {
  const started = Date.now();
  const result = run(
    'tests/harness/test.mjs',
    ['site', '--only', 'lint'],
    shell({ CI: 'true', FIREFOX_PATH: NOWHERE }),
  );
  expect(result.status).toBe(1);
  const errors = result.stderr.trim().split('\n');
  expect(errors).toHaveLength(1);
  expect(errors[0]).toMatch(
    new RegExp(
      `^npm test needs .*Firefox \\(FIREFOX_PATH=${NOWHERE.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&')} is not a readable program\\)`,
    ),
  );
  expect(result.stdout).not.toContain('test: lint');
  expect(result.stdout.trim().split('\n').at(-1)).toBe('0 passed, 1 failed');
  expect(Date.now() - started).toBeLessThan(15_000);
});

describe('the engine suite and the Lighthouse gate without their browser', () => {
  const project = join(dir, 'project');
  beforeAll(() => writeStandInBuild(project, ['/', '/about/']));

  test('on a laptop they skip, naming what is missing and how to get it', () => {
    const env = shell({ FIREFOX_PATH: NOWHERE, CHROMIUM_PATH: NOWHERE });
    const engines = run('tests/engines/run.mjs', ['firefox', 'chromium'], env, project);
    expect(engines.status).toBe(0);
    // Every check of each engine, as many for both.
    const checks = Number(/^- firefox: (\d+) checks skipped/m.exec(engines.stdout)?.[1]);
    expect(checks).toBeGreaterThan(0);
    expect(engines.stdout).toContain(
      `- firefox: ${checks} checks skipped, not on this machine: Firefox (FIREFOX_PATH=${NOWHERE} is not a readable program). ${installLine([installHint('firefox')])}`,
    );
    expect(engines.stdout).toContain(
      `- chromium: ${checks} checks skipped, not on this machine: Chromium`,
    );
    expect(engines.stdout).toMatch(
      new RegExp(`^engines: 0 passed, 0 failed, ${2 * checks} skipped$`, 'm'),
    );

    const lighthouse = run('tests/quality/lighthouse.mjs', [], env, project);
    expect(lighthouse.status).toBe(0);
    expect(lighthouse.stdout).toContain(
      'lighthouse: 2 pages skipped, not on this machine: Chromium',
    );
    expect(lighthouse.stdout).toContain('lighthouse: 0 passed, 0 failed, 2 skipped');
  });

  test('in CI they fail, saying what is missing', () => {
    const env = shell({ CI: 'true', FIREFOX_PATH: NOWHERE, CHROMIUM_PATH: NOWHERE });
    const engines = run('tests/engines/run.mjs', ['firefox'], env, project);
    expect(engines.status).toBe(1);
    expect(engines.stdout).toContain(
      `✗ firefox: could not start: Firefox (FIREFOX_PATH=${NOWHERE}`,
    );
    expect(engines.stdout).toMatch(/^engines: 0 passed, \d+ failed, 0 skipped$/m);

    const lighthouse = run('tests/quality/lighthouse.mjs', [], env, project);
    expect(lighthouse.status).not.toBe(0);
    expect(lighthouse.stderr).toContain(
      `Chromium (CHROMIUM_PATH=${NOWHERE} is not a readable program)`,
    );
  });
});

describe("Playwright's Chromium: the headless shell where there is one", () => {
  const choice = (env: Record<string, string>) =>
    spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { playwrightChromium } from ${JSON.stringify(join(ROOT, 'scripts/tools/machine.mjs'))};
         console.log(String(playwrightChromium()));`,
      ],
      { cwd: ROOT, env: shell(env), encoding: 'utf8' },
    ).stdout.trim();
  const chromium = shellScript('chromium', 'echo Chromium 1.0');
  const headless = shellScript('chromium-headless-shell', 'echo Chromium 1.0');

  test('the shell a setting names, else the Chromium CHROMIUM_PATH names', () => {
    expect(choice({ CHROMIUM_PATH: chromium, CHROMIUM_SHELL_PATH: headless })).toBe(headless);
    expect(choice({ CHROMIUM_PATH: chromium })).toBe(chromium);
  });

  test("with Playwright's own browsers, its default (its shell) where it installed one", () => {
    const browsers = join(dir, 'playwright-browsers');
    const env = { PLAYWRIGHT_BROWSERS_PATH: browsers, CHROMIUM_SHELL_PATH: NOWHERE };
    // Where Playwright says its Chromium goes: <browsers>/chromium-<revision>/<folder>/<program>.
    const program = spawnSync(
      process.execPath,
      ['-e', "console.log(require('@playwright/test').chromium.executablePath())"],
      { cwd: ROOT, env: shell(env), encoding: 'utf8' },
    ).stdout.trim();
    mkdirSync(join(program, '..'), { recursive: true });
    writeFileSync(program, '#!/bin/sh\necho Chromium 1.0\n');
    chmodSync(program, 0o755);
    expect(choice(env)).toBe(program);
    const revision = join(program, '..', '..');
    mkdirSync(revision.replace(/chromium-(\d+)$/, 'chromium_headless_shell-$1'), {
      recursive: true,
    });
    expect(choice(env)).toBe('undefined');
  });
});
