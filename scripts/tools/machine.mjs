// @ts-check
// What the tests need from this machine beyond node_modules, and where each tool is on it: the one
// place that knows Debian from Ubuntu, macOS and Windows. Every script and test that starts a
// browser, nginx or openssl asks here, and every part of `npm test` that needs one is skipped on a
// laptop without it (naming what is missing and how to get it) and fails in CI.
//   node scripts/tools/machine.mjs        each tool: where it was found, or why not and how to get
// it   node scripts/tools/machine.mjs --apt  the Debian packages this machine lacks (.ci/run
// installs them) Nothing here imports a package at load: .ci/run asks it before `npm ci`.
import { spawnSync } from 'node:child_process';
import {
  accessSync,
  closeSync,
  constants,
  existsSync,
  openSync,
  readFileSync,
  readSync,
  realpathSync,
  statSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { basename, delimiter, dirname, join, posix, win32 } from 'node:path';

/** @typedef {'debian' | 'ubuntu' | 'linux' | 'darwin' | 'win32'} Platform */
/** @typedef {'chromium' | 'chromiumShell' | 'firefox' | 'miniBrowser' | 'webkitDriver' | 'xvfb' | 'nginx' | 'openssl' | 'brotliModule'} ToolId */
/**
 * How to get a tool on one platform: Debian packages (added up into one apt-get line), a command,
 * or a sentence where there is none.
 * @typedef {{ apt: string } | { run: string } | { none: string }} Hint
 * @typedef {{ id: ToolId, name: string, path: string, version: string }} Found
 * @typedef {{ id: ToolId, name: string, why: string, hint: Hint }} Missing
 */

/** The platform whose places and install commands apply here. */
export function currentPlatform() {
  if (process.platform === 'darwin' || process.platform === 'win32') return process.platform;
  /** @type {Record<string, string>} */
  const release = {};
  try {
    for (const line of readFileSync('/etc/os-release', 'utf8').split('\n')) {
      const [, key, value = ''] = /^([A-Z_]+)=(.*)$/.exec(line) ?? [];
      if (key) release[key] = value.replace(/^"|"$/g, '');
    }
  } catch {
    // No os-release: some other Unix.
  }
  const family = [release.ID, ...(release.ID_LIKE ?? '').split(' ')];
  if (family.includes('ubuntu')) return 'ubuntu';
  if (family.includes('debian')) return 'debian';
  return 'linux';
}

const env = process.env;
/** Folders of a Windows install: Program Files (both) and the user's own programs. */
const windowsRoots = () =>
  [env.ProgramFiles, env['ProgramFiles(x86)'], env.LOCALAPPDATA].filter(
    /** @returns {root is string} */ (root) => Boolean(root),
  );
const multiarch = process.arch === 'arm64' ? 'aarch64-linux-gnu' : 'x86_64-linux-gnu';
const apt = (/** @type {string} */ name) => ({ apt: name });
const run = (/** @type {string} */ command) => ({ run: command });
const linuxOnly = {
  none: 'WebKitGTK runs on Linux only: GitHub Actions (.github/workflows/test.yml) runs this part',
};

/**
 * @typedef {{
 *   name: string,
 *   setting: string,
 *   playwright?: 'chromium',
 *   places: (platform: Platform) => string[],
 *   commands: string[],
 *   probe?: string[],
 *   guiOnWindows?: boolean,
 *   debianPackage: string,
 *   install: Record<Platform, Hint>,
 * }} Tool
 */

/** @type {Record<Exclude<ToolId, 'brotliModule'>, Tool>} */
const TOOLS = {
  chromium: {
    name: 'Chromium',
    setting: 'CHROMIUM_PATH',
    playwright: 'chromium',
    places: (platform) =>
      platform === 'darwin'
        ? [
            '/Applications/Chromium.app/Contents/MacOS/Chromium',
            '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
          ]
        : platform === 'win32'
          ? windowsRoots().flatMap((root) => [
              join(root, 'Chromium', 'Application', 'chrome.exe'),
              join(root, 'Google', 'Chrome', 'Application', 'chrome.exe'),
            ])
          : ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'],
    commands: ['chromium', 'chromium-browser', 'google-chrome', 'chrome'],
    probe: ['--version'],
    guiOnWindows: true,
    debianPackage: 'chromium',
    install: {
      debian: apt('chromium'),
      ubuntu: run('npx playwright install --with-deps chromium'),
      linux: run('npx playwright install --with-deps chromium'),
      darwin: run('npx playwright install chromium'),
      win32: run('npx playwright install chromium'),
    },
  },
  // Chromium without its windowing layers, which Playwright runs headless tests in by default
  // (`npx playwright install` fetches it beside Chromium): the same engine, at about half the CPU
  // per test on a 2-core machine. Optional: without it the browser tests run in Chromium itself.
  chromiumShell: {
    name: "Chromium's headless shell",
    setting: 'CHROMIUM_SHELL_PATH',
    places: (platform) =>
      platform === 'darwin' || platform === 'win32' ? [] : ['/usr/bin/chromium-headless-shell'],
    commands: ['chromium-headless-shell', 'chrome-headless-shell'],
    probe: ['--version'],
    debianPackage: 'chromium-headless-shell',
    install: {
      debian: apt('chromium-headless-shell'),
      ubuntu: run('npx playwright install --with-deps chromium'),
      linux: run('npx playwright install --with-deps chromium'),
      darwin: run('npx playwright install chromium'),
      win32: run('npx playwright install chromium'),
    },
  },
  firefox: {
    name: 'Firefox',
    setting: 'FIREFOX_PATH',
    places: (platform) =>
      platform === 'darwin'
        ? ['/Applications/Firefox.app/Contents/MacOS/firefox']
        : platform === 'win32'
          ? windowsRoots().map((root) => join(root, 'Mozilla Firefox', 'firefox.exe'))
          : ['/usr/bin/firefox-esr', '/usr/bin/firefox'],
    commands: ['firefox-esr', 'firefox'],
    probe: ['--version'],
    guiOnWindows: true,
    debianPackage: 'firefox-esr',
    install: {
      debian: apt('firefox-esr'),
      // Ubuntu's own firefox package is the snap, which cannot read a profile outside $HOME.
      ubuntu: run(
        'sudo add-apt-repository -y ppa:mozillateam/ppa && sudo apt-get install -y firefox-esr',
      ),
      linux: {
        none: "Firefox from your distribution's packages (not a snap or flatpak), or set FIREFOX_PATH",
      },
      darwin: run('brew install --cask firefox'),
      win32: run('winget install -e --id Mozilla.Firefox'),
    },
  },
  miniBrowser: {
    name: "WebKitGTK's MiniBrowser",
    setting: 'MINIBROWSER_PATH',
    places: (platform) =>
      platform === 'darwin' || platform === 'win32'
        ? []
        : [
            `/usr/lib/${multiarch}/webkit2gtk-4.1/MiniBrowser`,
            '/usr/libexec/webkit2gtk-4.1/MiniBrowser',
          ],
    commands: [],
    // It opens a window: found is all that can be asked before Xvfb runs.
    // Its package (libwebkit2gtk-4.1-0) comes with the driver's, which depends on it.
    debianPackage: 'webkit2gtk-driver',
    install: {
      debian: apt('webkit2gtk-driver'),
      ubuntu: apt('webkit2gtk-driver'),
      linux: { none: "WebKitGTK 4.1 from your distribution's packages" },
      darwin: linuxOnly,
      win32: linuxOnly,
    },
  },
  webkitDriver: {
    name: 'WebKitWebDriver',
    setting: 'WEBKIT_DRIVER_PATH',
    places: (platform) =>
      platform === 'darwin' || platform === 'win32' ? [] : ['/usr/bin/WebKitWebDriver'],
    commands: ['WebKitWebDriver'],
    probe: ['--help'],
    debianPackage: 'webkit2gtk-driver',
    install: {
      debian: apt('webkit2gtk-driver'),
      ubuntu: apt('webkit2gtk-driver'),
      linux: { none: "WebKitGTK's WebDriver from your distribution's packages" },
      darwin: linuxOnly,
      win32: linuxOnly,
    },
  },
  xvfb: {
    name: 'Xvfb',
    setting: 'XVFB_PATH',
    places: (platform) => (platform === 'darwin' || platform === 'win32' ? [] : ['/usr/bin/Xvfb']),
    commands: ['Xvfb'],
    probe: ['-help'],
    debianPackage: 'xvfb',
    install: {
      debian: apt('xvfb'),
      ubuntu: apt('xvfb'),
      linux: { none: "Xvfb from your distribution's packages" },
      darwin: linuxOnly,
      win32: linuxOnly,
    },
  },
  nginx: {
    name: 'nginx',
    setting: 'NGINX_PATH',
    places: (platform) =>
      platform === 'darwin'
        ? ['/opt/homebrew/bin/nginx', '/usr/local/bin/nginx']
        : platform === 'win32'
          ? env.LOCALAPPDATA
            ? [join(env.LOCALAPPDATA, 'Microsoft', 'WinGet', 'Links', 'nginx.exe')]
            : []
          : ['/usr/sbin/nginx'],
    commands: ['nginx'],
    probe: ['-V'],
    debianPackage: 'nginx',
    install: {
      debian: apt('nginx'),
      ubuntu: apt('nginx'),
      linux: { none: "nginx from your distribution's packages" },
      darwin: run('brew install nginx'),
      win32: run('winget install -e --id nginxinc.nginx'),
    },
  },
  openssl: {
    name: 'openssl',
    setting: 'OPENSSL_PATH',
    places: (platform) =>
      platform === 'darwin'
        ? [
            // Homebrew's OpenSSL before the system's LibreSSL.
            '/opt/homebrew/opt/openssl@3/bin/openssl',
            '/usr/local/opt/openssl@3/bin/openssl',
            '/usr/bin/openssl',
          ]
        : platform === 'win32'
          ? windowsRoots().flatMap((root) => [
              join(root, 'OpenSSL-Win64', 'bin', 'openssl.exe'),
              join(root, 'Git', 'usr', 'bin', 'openssl.exe'),
            ])
          : ['/usr/bin/openssl'],
    commands: ['openssl'],
    probe: ['version'],
    debianPackage: 'openssl',
    install: {
      debian: apt('openssl'),
      ubuntu: apt('openssl'),
      linux: { none: "openssl from your distribution's packages" },
      darwin: run('brew install openssl@3'),
      win32: run('winget install -e --id ShiningLight.OpenSSL.Light'),
    },
  },
};

const BROTLI = {
  name: "nginx's Brotli module",
  setting: 'BROTLI_MODULE_PATH',
  file: 'ngx_http_brotli_static_module.so',
  debianPackage: 'libnginx-mod-http-brotli-static',
  /** @type {Record<Platform, Hint>} */
  install: {
    debian: apt('libnginx-mod-http-brotli-static'),
    ubuntu: apt('libnginx-mod-http-brotli-static'),
    linux: { none: 'the ngx_brotli module built for this nginx (set BROTLI_MODULE_PATH)' },
    darwin: { none: "Homebrew's nginx has no Brotli module: GitHub Actions runs this part" },
    win32: { none: 'nginx for Windows has no Brotli module: GitHub Actions runs this part' },
  },
};

/**
 * The first `bytes` of a file, read for real (throws where this user cannot).
 * @param {string} path
 * @param {number} bytes
 */
function readHead(path, bytes) {
  const head = Buffer.alloc(bytes);
  const fd = openSync(path, 'r');
  try {
    return head.subarray(0, readSync(fd, head, 0, bytes, 0));
  } finally {
    closeSync(fd);
  }
}

/**
 * Whether `path` is a file this user can open and read (and, off Windows, run): tried, not guessed.
 * @param {string} path
 */
export function readable(path, { program = false } = {}) {
  try {
    if (!statSync(path).isFile()) return false;
    readHead(path, 1);
    if (program && process.platform !== 'win32') accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * A snap (Ubuntu's Chromium and Firefox) runs in its own /tmp: a profile the tests make there is
 * out of its reach. Its command is a link into /snap or a wrapper script naming it.
 * @param {string} path
 */
function isSnap(path) {
  try {
    if (realpathSync(path).startsWith('/snap/')) return true;
    // The first 4 kB: Chromium's binary is 250 MB.
    const text = readHead(path, 4096).toString('latin1');
    return text.startsWith('#!') && text.includes('/snap/');
  } catch {
    return false;
  }
}

/** The files a command name is on PATH, with Windows' extensions. @param {string} command */
function onPath(command) {
  const extensions =
    process.platform === 'win32' ? (env.PATHEXT ?? '.EXE;.CMD;.BAT').split(';') : [''];
  return (env.PATH ?? '')
    .split(delimiter)
    .filter(Boolean)
    .flatMap((dir) => extensions.map((extension) => join(dir, command + extension)));
}

/** Where `npx playwright install` puts its Chromium, whether or not it did. */
function playwrightBrowser(/** @type {'chromium'} */ name) {
  try {
    // From the project the tools run in (no import.meta: Playwright's loader cannot take it).
    const require = createRequire(join(process.cwd(), 'package.json'));
    /** @type {typeof import('@playwright/test')} */
    const playwright = require('@playwright/test');
    return [playwright[name].executablePath()];
  } catch {
    // Before `npm ci`: no Playwright yet.
    return [];
  }
}

/** @type {Map<string, Found | Missing>} */
const cache = new Map();

/**
 * Runs a program's harmless self-description: a program that is there but cannot run here (a
 * library missing, the wrong architecture, a failing program bound over it) counts as missing.
 * @param {string} path @param {string[]} args
 */
function probe(path, args) {
  const result = spawnSync(path, args, { encoding: 'utf8', timeout: 20_000, stdio: 'pipe' });
  if (result.error) return { ok: false, why: result.error.message };
  if (result.status !== 0)
    return { ok: false, why: `${args.join(' ')} exited ${result.status ?? result.signal}` };
  return { ok: true, output: `${result.stdout}${result.stderr}` };
}

/**
 * Finds a tool: its setting when set (and then only there), else Playwright's own browser where
 * `npx playwright install` put one, the platform's usual places, and PATH.
 * @param {Exclude<ToolId, 'brotliModule'>} id
 * @returns {Found | Missing}
 */
function findProgram(id) {
  const tool = TOOLS[id];
  const platform = currentPlatform();
  const setting = env[tool.setting];
  const usual = [
    ...(tool.playwright ? playwrightBrowser(tool.playwright) : []),
    ...tool.places(platform),
  ];
  const candidates = setting ? [setting] : [...usual, ...tool.commands.flatMap(onPath)];
  /** @type {string[]} */
  const refused = [];
  for (const path of new Set(candidates)) {
    if (!readable(path, { program: true })) continue;
    if (isSnap(path)) {
      refused.push(
        `${path} is a snap, which cannot read the tests' profiles in the temporary folder`,
      );
      continue;
    }
    if (!tool.probe || (tool.guiOnWindows && process.platform === 'win32')) {
      return { id, name: tool.name, path, version: '' };
    }
    const tried = probe(path, tool.probe);
    // A help text is no version: only what a version flag printed is kept.
    const version = /^-*(V|version)$/.test(tool.probe[0] ?? '') ? tried.output?.split('\n')[0] : '';
    if (tried.ok) return { id, name: tool.name, path, version: version?.trim() ?? '' };
    refused.push(`${path} did not run (${tried.why})`);
  }
  const looked = setting
    ? `${tool.setting}=${setting} is not a readable program`
    : `not found at ${usual.join(', ') || 'any usual place'} or on PATH (set ${tool.setting})`;
  return {
    id,
    name: tool.name,
    why: refused.length > 0 ? refused.join('; ') : looked,
    hint: installHint(id, platform),
  };
}

/**
 * What `nginx -V` says of how it was built: where it keeps mime.types and its dynamic modules.
 * Relative paths are under its prefix (on Windows, the folder nginx.exe is in).
 * @param {string} nginx
 */
export function nginxBuild(nginx) {
  let build = builds.get(nginx);
  if (!build) {
    build = readNginxBuild(nginx);
    builds.set(nginx, build);
  }
  return build;
}

/** @type {Map<string, { mimeTypes: string, modules: string }>} */
const builds = new Map();

/** @param {string} nginx */
function readNginxBuild(nginx) {
  return parseNginxBuild(probe(nginx, ['-V']).output ?? '', {
    windows: process.platform === 'win32',
    nginxDir: dirname(realpathSync(nginx)),
  });
}

/**
 * Reads `nginx -V`'s configure arguments. Unset paths are nginx's defaults, under its prefix; on
 * Windows the prefix is the folder nginx.exe is in.
 * @param {string} said what nginx -V printed
 * @param {{ windows: boolean, nginxDir: string }} where
 */
export function parseNginxBuild(said, { windows, nginxDir }) {
  const paths = windows ? win32 : posix;
  const argument = (/** @type {string} */ name) => new RegExp(`--${name}=(\\S+)`).exec(said)?.[1];
  const prefix = argument('prefix') ?? (windows ? nginxDir : '/usr/local/nginx');
  const underPrefix = (/** @type {string} */ path) =>
    paths.isAbsolute(path) ? path : paths.resolve(prefix, path);
  const conf = underPrefix(argument('conf-path') ?? 'conf/nginx.conf');
  return {
    mimeTypes: paths.join(paths.dirname(conf), 'mime.types'),
    modules: underPrefix(argument('modules-path') ?? 'modules'),
  };
}

/** @returns {Found | Missing} */
function findBrotliModule() {
  const platform = currentPlatform();
  const setting = env[BROTLI.setting];
  const nginx = tool('nginx');
  if (!setting && !('path' in nginx)) {
    return {
      id: 'brotliModule',
      name: BROTLI.name,
      why: 'no nginx to look in',
      hint: installHint('brotliModule', platform),
    };
  }
  const path = setting ?? join(nginxBuild(/** @type {Found} */ (nginx).path).modules, BROTLI.file);
  return readable(path)
    ? { id: 'brotliModule', name: BROTLI.name, path, version: '' }
    : {
        id: 'brotliModule',
        name: BROTLI.name,
        why: setting
          ? `${BROTLI.setting}=${setting} is not a readable file`
          : `not at ${path} (set ${BROTLI.setting})`,
        hint: installHint('brotliModule', platform),
      };
}

/**
 * A tool of this machine, found once per process.
 * @param {ToolId} id
 * @returns {Found | Missing}
 */
export function tool(id) {
  let found = cache.get(id);
  if (!found) {
    found = id === 'brotliModule' ? findBrotliModule() : findProgram(id);
    // nginx needs its mime.types as much as itself: the test servers include it.
    if (id === 'nginx' && 'path' in found) {
      const { mimeTypes } = nginxBuild(found.path);
      if (!readable(mimeTypes)) {
        found = {
          id,
          name: found.name,
          why: `${found.path} has no readable mime.types at ${mimeTypes}`,
          hint: installHint('nginx'),
        };
      }
    }
    cache.set(id, found);
  }
  return found;
}

/**
 * How to get a tool on a platform.
 * @param {ToolId} id @param {Platform} [platform]
 */
export function installHint(id, platform = currentPlatform()) {
  return id === 'brotliModule' ? BROTLI.install[platform] : TOOLS[id].install[platform];
}

/** The path of a tool, or undefined where this machine has none. @param {ToolId} id */
export function toolPath(id) {
  const found = tool(id);
  return 'path' in found ? found.path : undefined;
}

/** Like toolPath, for a tool the caller cannot go on without: the error says why and what to do. */
export function requireTool(/** @type {ToolId} */ id) {
  const found = tool(id);
  if ('path' in found) return found.path;
  throw new Error(missingLine([found]));
}

/**
 * The parts of `npm test` that need more than Node, and what each needs. A laptop without a tool
 * skips the parts that need it; CI runs them all.
 */
export const PARTS = /** @type {const} */ ({
  browsers: { name: 'the browser tests', needs: ['chromium'] },
  nginx: { name: 'the tests behind nginx', needs: ['chromium', 'nginx', 'openssl'] },
  brotli: { name: "nginx's Brotli answers", needs: ['nginx', 'brotliModule'] },
  firefox: { name: 'the engine suite in Firefox', needs: ['firefox'] },
  webkit: { name: 'the engine suite in WebKit', needs: ['miniBrowser', 'webkitDriver', 'xvfb'] },
  chromium: { name: 'the engine suite in Chromium', needs: ['chromium'] },
  lighthouse: { name: 'the Lighthouse gate', needs: ['chromium'] },
});
/** @typedef {keyof typeof PARTS} Part */

/** Every tool PARTS names, once. */
export const TOOL_IDS = /** @type {ToolId[]} */ ([
  ...new Set(Object.values(PARTS).flatMap((part) => part.needs)),
]);

/**
 * One line: what is missing, why, and how to get it on this platform.
 * @param {Missing[]} missing
 */
export function missingLine(missing) {
  const what = missing.map((m) => `${m.name} (${m.why})`).join('; ');
  return `${what}. ${installLine(missing.map((m) => m.hint))}`;
}

/**
 * The install hints of several tools as one instruction: Debian packages in one apt-get line.
 * @param {Hint[]} hints
 */
export function installLine(hints) {
  const packages = [...new Set(hints.flatMap((hint) => ('apt' in hint ? [hint.apt] : [])))];
  const steps = [
    ...(packages.length > 0 ? [`sudo apt-get install -y ${packages.join(' ')}`] : []),
    ...new Set(hints.flatMap((hint) => ('run' in hint ? [hint.run] : []))),
  ];
  const notes = [...new Set(hints.flatMap((hint) => ('none' in hint ? [hint.none] : [])))];
  return [steps.length > 0 ? `Install: ${steps.join(' && ')}` : '', ...notes]
    .filter(Boolean)
    .join('. ');
}

/** The tools a part needs that this machine lacks. @param {Part} part */
export function missingFor(part) {
  return PARTS[part].needs.map(tool).filter(/** @returns {m is Missing} */ (m) => !('path' in m));
}

/** Marks a skip as the machine's, for the counts: a test skipped by design is not. */
export const SKIP_PREFIX = 'not on this machine: ';

/**
 * Why a part does not run here, in one line, or undefined where it runs. In CI nothing is
 * skipped: a missing tool fails the part, after `npm test`'s first step has said so.
 * @param {Part} part
 */
export function skipReason(part) {
  if (process.env.CI) return undefined;
  const missing = missingFor(part);
  return missing.length > 0 ? `${SKIP_PREFIX}${missingLine(missing)}` : undefined;
}

/** Tools that make a part faster where they are there, and that no part needs. */
export const OPTIONAL_TOOL_IDS = /** @type {ToolId[]} */ (['chromiumShell']);

/**
 * The Chromium Playwright's tests start: the one CHROMIUM_PATH names when set; else the headless
 * shell where there is one; else, with Playwright's own browsers, Playwright's default (undefined:
 * its headless shell); else the Chromium found.
 */
export function playwrightChromium() {
  if (env.CHROMIUM_PATH && !env[TOOLS.chromiumShell.setting]) return toolPath('chromium');
  return toolPath('chromiumShell') ?? (playwrightShell() ? undefined : toolPath('chromium'));
}

/** Whether `npx playwright install` put its headless shell beside the place of its Chromium. */
function playwrightShell() {
  const [chromium] = playwrightBrowser('chromium');
  if (!chromium) return false;
  // <browsers>/chromium-<revision>/<platform folder>/<program>, and the shell's folder beside it.
  const revision = dirname(dirname(chromium));
  const shell = basename(revision).replace(/^chromium-/, 'chromium_headless_shell-');
  return shell !== basename(revision) && existsSync(join(dirname(revision), shell));
}

/** Every missing tool this machine lacks, for the first step of `npm test`. */
export function missingTools() {
  return TOOL_IDS.map(tool).filter(/** @returns {m is Missing} */ (m) => !('path' in m));
}

// Run as a command (the playwright config and the tests import it, and Playwright's loader cannot
// take import.meta).
if (basename(process.argv[1] ?? '') === 'machine.mjs') {
  if (process.argv.includes('--apt')) {
    // Debian's packages for what is missing (and nginx's module when nginx itself is).
    const optional = OPTIONAL_TOOL_IDS.map(tool).filter((m) => !('path' in m));
    const names = [...missingTools(), ...optional].map((m) =>
      m.id === 'brotliModule' ? BROTLI.debianPackage : TOOLS[m.id].debianPackage,
    );
    console.log([...new Set(names)].join(' '));
  } else {
    for (const id of [...TOOL_IDS, ...OPTIONAL_TOOL_IDS]) {
      const found = tool(id);
      const optional = OPTIONAL_TOOL_IDS.includes(id) ? 'optional: ' : '';
      console.log(
        'path' in found
          ? `✓ ${found.name}: ${found.path}${found.version ? ` (${found.version})` : ''}`
          : `${optional ? '-' : '✗'} ${optional}${missingLine([found])}`,
      );
    }
  }
}
