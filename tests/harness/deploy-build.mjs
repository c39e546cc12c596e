// @ts-check
// npm test's build (npm run test:build:deploy): the site as a host builds it after `npm ci --omit=dev`.
// A copy of the project gets a node_modules holding only the packages package-lock.json does not
// mark as dev-only (what that install lays out, at the same paths); `npm run build` runs there, and
// `npm start`'s server, started from that copy, answers the home page. A package the build or the
// server needs but devDependencies hold stops it here instead of on the host. Its out/ is the build
// the rest of npm test checks.
import { spawn } from 'node:child_process';
import {
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import { MARKDOWN_CACHE_DIR } from '../../lib/content/markdown.mjs';
import { THEME_CACHE_DIR } from '../../scripts/build/theme-stylesheet.mjs';
import { NEXT_ENV, runNode } from '../../scripts/tools/node-tools.mjs';
import { freePort } from './free-port.mjs';
import { linkTree } from './link-tree.mjs';
import { OWN_GROUP, stopTree } from './process-tree.mjs';
import { untilReady } from './tool-start.mjs';

const ROOT = process.cwd();
const WORKSPACE = join(ROOT, '.deploy-check');

/** Not in a host's checkout: git's own folder and what the project's tools write (git ignores). */
const LEFT_OUT =
  /^(\.git|node_modules|\.next.*|out|out-.*|\.owner-check|\.rtl-check|\.deploy-check|test-results|playwright-report|coverage)$/;

/** @type {{ packages: Record<string, { dev?: boolean, optional?: boolean }> }} */
const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8'));
// Every package but those the lockfile marks dev-only; another platform's optional binaries (a
// package of sharp's or Next's) are not in node_modules, as npm left them out here too.
const installed = Object.entries(lock.packages).filter(([path]) =>
  path.startsWith('node_modules/'),
);
const production = installed.filter(([, entry]) => !entry.dev).map(([path]) => path);

rmSync(WORKSPACE, { recursive: true, force: true });
linkTree(ROOT, WORKSPACE, (path) => LEFT_OUT.test(relative(ROOT, path).split(sep)[0] ?? ''));
let linked = 0;
for (const path of production) {
  const from = join(ROOT, path);
  try {
    // Its own node_modules holds packages the lockfile lists on their own.
    linkTree(from, join(WORKSPACE, path), (inner) => inner === join(from, 'node_modules'));
    linked++;
  } catch (error) {
    if (
      /** @type {NodeJS.ErrnoException} */ (error).code !== 'ENOENT' ||
      !lock.packages[path]?.optional
    )
      throw error;
  }
}
// The build's caches (the encoded photos, the cut font) are the project's: the same sources. The
// Markdown step's and the design tokens' stylesheet are the copy's own: Tailwind scans the
// components the first copies there and imports the second, and Turbopack refuses a file reached
// through a link that leads out of the project ("outside configured roots"). Each cache the build
// made in the copy, its Markdown among them (which the tests read), then replaces the project's.
const CACHE = join(ROOT, 'node_modules', '.cache');
const OWN_CACHES = [basename(MARKDOWN_CACHE_DIR), basename(THEME_CACHE_DIR)];
const copyCache = join(WORKSPACE, 'node_modules', '.cache');
mkdirSync(CACHE, { recursive: true });
mkdirSync(copyCache, { recursive: true });
for (const name of readdirSync(CACHE).filter((name) => !OWN_CACHES.includes(name)))
  symlinkSync(join(CACHE, name), join(copyCache, name), 'junction');
console.log(
  `deploy: ${linked} of ${installed.length} packages in .deploy-check/, as npm ci --omit=dev installs them`,
);

try {
  runNode(join(WORKSPACE, 'scripts', 'build', 'build.mjs'), [], { cwd: WORKSPACE, env: NEXT_ENV });
  for (const name of readdirSync(copyCache)) {
    const path = join(copyCache, name);
    if (lstatSync(path).isSymbolicLink()) continue;
    rmSync(join(CACHE, name), { recursive: true, force: true });
    renameSync(path, join(CACHE, name));
  }
  await answersHome();
  rmSync(join(ROOT, 'out'), { recursive: true, force: true });
  renameSync(join(WORKSPACE, 'out'), join(ROOT, 'out'));
} finally {
  rmSync(WORKSPACE, { recursive: true, force: true });
}

/** `npm start`'s server (package.json's serve script), from the copy, answers the home page. */
async function answersHome() {
  /** @type {{ scripts: Record<string, string> }} */
  const { scripts } = JSON.parse(readFileSync(join(WORKSPACE, 'package.json'), 'utf8'));
  const [command = '', ...args] = (scripts.serve ?? '').trim().split(/\s+/);
  /** @type {{ bin: string | Record<string, string> }} */
  const manifest = JSON.parse(
    readFileSync(join(WORKSPACE, 'node_modules', command, 'package.json'), 'utf8'),
  );
  const bin = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin[command];
  const port = await freePort();
  const listen = args.map((arg) => (arg.startsWith('tcp://') ? `tcp://127.0.0.1:${port}` : arg));
  const server = spawn(
    process.execPath,
    [join(WORKSPACE, 'node_modules', command, bin ?? ''), ...listen, '--no-request-logging'],
    {
      cwd: WORKSPACE,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NO_UPDATE_CHECK: '1' },
      ...OWN_GROUP,
    },
  );
  try {
    await untilReady(
      server,
      "deploy: npm start's server, from the production install,",
      () =>
        fetch(`http://127.0.0.1:${port}/`).then(
          (response) => response.status === 200,
          () => false,
        ),
      // Ten minutes is no wait for an answer but a server that is stuck.
      { timeoutMs: 600_000 },
    );
  } finally {
    stopTree(server);
  }
}
