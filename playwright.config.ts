// First: the tests read the settings the build saw, .env files included.
import './scripts/build/load-env.mjs';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from './scripts/chromium.mjs';
import { BACKEND_ORIGIN, TEST_PORTS, VARIANTS } from './scripts/build/variants.mjs';
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
// The suites that test nginx itself (or a build only nginx or the backend server serves).
const NOT_ON_SERVE =
  /(headers|hosting|host-rules|header-grade|base-path|contact-backends)\.spec\.ts$/;

// Debian's Chromium (or CHROMIUM_PATH); without one, Playwright's own browser where installed.
const launchOptions = { executablePath: chromiumPath(), args: CHROMIUM_FLAGS };

export default defineConfig<HostOptions, HostWorkerOptions>({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: 'test-results/results.json' }]]
    : 'list',
  use: {
    baseURL,
    // Recording a trace costs every test a quarter of its time on a 2-core machine, failing or not:
    // `npx playwright test --trace on` records one where a failure needs it.
    trace: 'off',
    launchOptions,
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: NOT_ON_SERVE,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: 'mobile',
      testIgnore: NOT_ON_SERVE,
      // A 375 px phone: the narrowest common width.
      use: { ...devices['Pixel 7'], viewport: { width: 375, height: 812 }, launchOptions },
    },
    {
      name: 'nginx',
      testMatch: NGINX_SUITES,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        baseURL: nginxURL,
        httpURL: `http://127.0.0.1:${TEST_PORTS.nginxHttp}`,
        ignoreHTTPSErrors: true,
        launchOptions,
      },
    },
    // The same host rules on Cloudflare's runtime (wrangler pages dev on workerd) and on Netlify's
    // rule engines, each over out/ pruned for that host (scripts/host-runtimes.mjs starts them).
    ...(['cloudflare-pages', 'netlify'] as const).map((hostRuntime) => ({
      name: hostRuntime,
      testMatch: /host-rules\.spec\.ts$/,
      // Requests only: no browser is started.
      use: { hostRuntime },
    })),
    {
      // The contact form against each backend build; the tests pick the build's origin.
      name: 'backends',
      testMatch: /contact-backends\.spec\.ts$/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        // The form-encoded backend rides on the basePath build, which nginx serves over HTTPS.
        ignoreHTTPSErrors: true,
        launchOptions,
      },
    },
    {
      name: 'basepath',
      testMatch: /base-path\.spec\.ts$/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        baseURL: basePathURL,
        ignoreHTTPSErrors: true,
        launchOptions,
      },
    },
  ],
  webServer: process.env.BASE_URL
    ? undefined
    : [
        {
          command: `npx serve ${site.outDir} --listen tcp://127.0.0.1:${TEST_PORTS.site} --no-request-logging`,
          url: baseURL,
          reuseExistingServer: !process.env.CI,
          timeout: 60_000,
        },
        {
          command: `node scripts/nginx.mjs ${TEST_PORTS.basePath} ${TEST_PORTS.basePathHttp} ${basepath.outDir} ${basepath.basePath}`,
          url: `${basePathURL}${basepath.basePath}/`,
          ignoreHTTPSErrors: true,
          reuseExistingServer: !process.env.CI,
          timeout: 60_000,
        },
        {
          command: `node scripts/nginx.mjs ${TEST_PORTS.nginx} ${TEST_PORTS.nginxHttp} ${site.outDir}`,
          url: nginxURL,
          ignoreHTTPSErrors: true,
          reuseExistingServer: !process.env.CI,
          timeout: 60_000,
        },
        {
          command: 'node tests/contact-backend/server.mjs',
          url: `${BACKEND_ORIGIN}/__health`,
          reuseExistingServer: !process.env.CI,
          timeout: 60_000,
        },
      ],
});
