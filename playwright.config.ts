// First: the tests read the settings the build saw, .env files included.
import './scripts/build/load-env.mjs';
import { join } from 'node:path';
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_FLAGS } from './scripts/tools/chromium.mjs';
import {
  BACKEND_ORIGIN,
  COUNTED_HOST,
  TEST_PORTS,
  VARIANTS,
  VENDOR_ORIGINS,
} from './tests/harness/variants.mjs';
import { playwrightChromium, skipReason } from './scripts/tools/machine.mjs';
import { ONCE_PROJECTS, skipsOnce } from './tests/harness/once.mjs';
import { binScript } from './scripts/tools/node-tools.mjs';
import type { HostOptions, HostWorkerOptions } from './tests/e2e/fixtures';

const { site, basepath } = VARIANTS;
const baseURL = process.env.BASE_URL ?? site.origin;
// nginx runs the shipped configuration: HTTPS (with a certificate made as it starts) and, beside
// it, the plain HTTP server that only redirects to HTTPS.
const nginxURL = `https://127.0.0.1:${TEST_PORTS.nginx}`;
const basePathURL = basepath.origin;
// The suites that must also pass behind the nginx server block the build ships.
const NGINX_SUITES =
  /(routes|not-found|csp|headers|contact|repeated-slashes|hosting|host-rules|header-grade)\.spec\.ts$/;
// The suites that test nginx itself (or a build only nginx or the backend server serves), and
// the one that reads out/ without a browser.
const NOT_ON_SERVE =
  /(headers|hosting|host-rules|header-grade|base-path|contact-backends|captcha|analytics|static-output)\.spec\.ts$/;

// Suites whose outcome at 375 px does not depend on the owner: the phone's paths through them (the
// touch, the menu) are the project's own, so the other owners' runs check them at the desktop
// width only (tests/harness/once.mjs); the site's run keeps both.
const SAME_AT_EVERY_WIDTH = /\/(routes|contact|contact-validation|font|csp)\.spec\.ts$/;

// Suites the other owners' runs check behind nginx alone where it runs: what serve does differently
// (no headers, no redirects) does not depend on the owner, and the site's run checks both.
const BEHIND_NGINX_ONCE = /\/(routes|contact|csp)\.spec\.ts$/;

// A right-to-left build's pages at three widths: a project of its own, which only the right-to-left
// owner's run asks for (tests/harness/test.mjs); it skips where the build has no such language.
const RIGHT_TO_LEFT = /rtl\.spec\.ts$/;

// Search, where the owner turns it on: at the desktop width for every owner, and in the rtl
// project for the right-to-left owner's Arabic (it skips there where the build has none).
const SEARCH = /search\.spec\.ts$/;

// What search engines and link previews read, the social cards drawn from the right among it: in
// the rtl project too for the right-to-left owner, whose run has no desktop project (it skips
// there where the build has no such language).
const SEO = /seo\.spec\.ts$/;

// The CMS against its local backend: a project of its own, which skips where the build has no CMS.
const CMS = /cms\.spec\.ts$/;

// The Chromium scripts/tools/machine.mjs picks: its headless shell where there is one, as
// Playwright's own default is.
const launchOptions = { executablePath: playwrightChromium(), args: CHROMIUM_FLAGS };
// On a laptop without nginx its servers are not started, and its projects skip (tests/e2e/fixtures).
const withNginx = !skipReason('nginx');
// The second owner's half of npm test leaves out the test builds, which ran in the site's half.
const skipOnce = skipsOnce();
type Projects = NonNullable<PlaywrightTestConfig<HostOptions, HostWorkerOptions>['projects']>;
/** A command line for Playwright's shell, quoted for paths with spaces (C:\Program Files\nodejs). */
const command = (...words: string[]) => words.map((word) => JSON.stringify(word)).join(' ');
// Stopped with SIGTERM, a server removes its scratch folder (Playwright's default is SIGKILL).
const gracefulShutdown = { signal: 'SIGTERM', timeout: 5_000 } as const;

export default defineConfig<HostOptions, HostWorkerOptions>({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // One worker more than the cores: some tests wait on the page's own clock (a failed file's note)
  // or type at a person's pace, and a third worker keeps the cores busy meanwhile. The site's
  // browser tests on the 2-core machine took 331 s with 2 workers, 297 s with 3, 337 s with 4.
  workers: '150%',
  // npm test (tests/harness/test.mjs) adds up the JSON report.
  reporter: process.env.TEST_COUNTS_DIR
    ? [['list'], ['json', { outputFile: join(process.env.TEST_COUNTS_DIR, 'playwright.json') }]]
    : 'list',
  use: {
    baseURL,
    // Recording a trace costs every test a quarter of its time on a 2-core machine, failing or not:
    // `npx playwright test --trace on` records one where a failure needs it.
    trace: 'off',
    launchOptions,
  },
  projects: (
    [
      {
        name: 'desktop',
        testIgnore: [
          NOT_ON_SERVE,
          RIGHT_TO_LEFT,
          CMS,
          ...(skipOnce && withNginx ? [BEHIND_NGINX_ONCE] : []),
        ],
        use: {
          ...devices['Desktop Chrome'],
          viewport: { width: 1280, height: 800 },
          launchOptions,
          requires: 'browsers',
        },
      },
      {
        name: 'mobile',
        testIgnore: [
          NOT_ON_SERVE,
          RIGHT_TO_LEFT,
          CMS,
          SEARCH,
          ...(skipOnce ? [SAME_AT_EVERY_WIDTH] : []),
        ],
        // A 375 px phone: the narrowest common width.
        use: {
          ...devices['Pixel 7'],
          viewport: { width: 375, height: 812 },
          launchOptions,
          requires: 'browsers',
        },
      },
      // The build's files, read as they are: no browser.
      { name: 'output', testMatch: /static-output\.spec\.ts$/ },
      {
        name: 'rtl',
        testMatch: [RIGHT_TO_LEFT, SEARCH, SEO],
        // Each test sets the widths it measures at.
        use: { ...devices['Desktop Chrome'], launchOptions, requires: 'browsers' },
      },
      {
        name: 'cms',
        testMatch: CMS,
        use: {
          ...devices['Desktop Chrome'],
          viewport: { width: 1280, height: 800 },
          launchOptions,
          requires: 'browsers',
        },
      },
      {
        name: 'nginx',
        testMatch: NGINX_SUITES,
        use: {
          requires: 'nginx',
          ...devices['Desktop Chrome'],
          viewport: { width: 1280, height: 800 },
          baseURL: nginxURL,
          httpURL: `http://127.0.0.1:${TEST_PORTS.nginxHttp}`,
          ignoreHTTPSErrors: true,
          launchOptions,
        },
      },
      // The same host rules on Cloudflare's runtime (wrangler pages dev on workerd) and on Netlify's
      // rule engines, each over out/ pruned for that host (tests/harness/host-runtimes.mjs starts them).
      ...(['cloudflare-pages', 'netlify'] as const).map((hostRuntime) => ({
        name: hostRuntime,
        testMatch: /host-rules\.spec\.ts$/,
        // Requests only: no browser is started.
        use: { hostRuntime },
      })),
      {
        // The contact form against each backend build and its captcha; the tests pick the origin.
        name: 'backends',
        testMatch: /(contact-backends|captcha)\.spec\.ts$/,
        use: {
          // The form-encoded backend's tests also need nginx (contact-backends.spec.ts).
          requires: 'browsers',
          ...devices['Desktop Chrome'],
          viewport: { width: 1280, height: 800 },
          // The form-encoded backend rides on the basePath build, which nginx serves over HTTPS.
          ignoreHTTPSErrors: true,
          launchOptions,
        },
      },
      {
        // The analytics builds, visited under a host name that is not this machine's: the trackers
        // leave 127.0.0.1 uncounted, as they should on an owner's preview.
        name: 'analytics',
        testMatch: /analytics\.spec\.ts$/,
        use: {
          requires: 'browsers',
          ...devices['Desktop Chrome'],
          viewport: { width: 1280, height: 800 },
          launchOptions: {
            ...launchOptions,
            args: [...CHROMIUM_FLAGS, `--host-resolver-rules=MAP ${COUNTED_HOST} 127.0.0.1`],
          },
        },
      },
      {
        name: 'basepath',
        testMatch: /base-path\.spec\.ts$/,
        use: {
          requires: 'nginx',
          ...devices['Desktop Chrome'],
          viewport: { width: 1280, height: 800 },
          baseURL: basePathURL,
          ignoreHTTPSErrors: true,
          launchOptions,
        },
      },
    ] satisfies Projects
  ).filter(({ name }) => !(skipOnce && ONCE_PROJECTS.includes(name ?? ''))),
  webServer: process.env.BASE_URL
    ? undefined
    : [
        {
          command: command(
            process.execPath,
            binScript('serve'),
            site.outDir,
            '--listen',
            `tcp://127.0.0.1:${TEST_PORTS.site}`,
            '--no-request-logging',
          ),
          // serve asks the npm registry for a newer serve and notes it in a /tmp folder every
          // user shares.
          env: { NO_UPDATE_CHECK: '1' },
          url: baseURL,
          reuseExistingServer: !process.env.CI,
          timeout: 60_000,
        },
        ...(withNginx && !skipOnce
          ? [
              {
                command: command(
                  process.execPath,
                  'tests/harness/nginx.mjs',
                  String(TEST_PORTS.basePath),
                  String(TEST_PORTS.basePathHttp),
                  basepath.outDir,
                  basepath.basePath,
                ),
                url: `${basePathURL}${basepath.basePath}/`,
                ignoreHTTPSErrors: true,
                reuseExistingServer: !process.env.CI,
                timeout: 60_000,
                gracefulShutdown,
              },
            ]
          : []),
        ...(withNginx
          ? [
              {
                command: command(
                  process.execPath,
                  'tests/harness/nginx.mjs',
                  String(TEST_PORTS.nginx),
                  String(TEST_PORTS.nginxHttp),
                  site.outDir,
                ),
                url: nginxURL,
                ignoreHTTPSErrors: true,
                reuseExistingServer: !process.env.CI,
                timeout: 60_000,
                gracefulShutdown,
              },
            ]
          : []),
        {
          command: command(process.execPath, 'tests/vendors/server.mjs'),
          url: `${VENDOR_ORIGINS.plausible}/__health`,
          reuseExistingServer: !process.env.CI,
          timeout: 60_000,
        },
        {
          command: command(process.execPath, 'tests/contact-backend/server.mjs'),
          url: `${BACKEND_ORIGIN}/__health`,
          reuseExistingServer: !process.env.CI,
          timeout: 60_000,
        },
      ],
});
