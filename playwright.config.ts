import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from './scripts/chromium.mjs';
import type { HostOptions } from './tests/e2e/fixtures';

const PORT = Number(process.env.PORT ?? 4173);
const baseURL = process.env.BASE_URL ?? `http://127.0.0.1:${PORT}`;
// nginx runs the shipped configuration: HTTPS (with a certificate made as it starts) and, beside
// it, the plain HTTP server that only redirects to HTTPS.
const NGINX_PORT = PORT + 17;
const BASEPATH_PORT = PORT + 18;
const NGINX_HTTP_PORT = PORT + 19;
const BASEPATH_HTTP_PORT = PORT + 20;
const nginxURL = `https://127.0.0.1:${NGINX_PORT}`;
const basePathURL = `https://127.0.0.1:${BASEPATH_PORT}`;
// Matches the build:basepath script in package.json.
const BASE_PATH_UNDER_TEST = '/some-path';
// The suites that must also pass behind the nginx server block the build ships.
const NGINX_SUITES =
  /(routes|not-found|csp|headers|contact|repeated-slashes|hosting|header-grade)\.spec\.ts$/;
// The suites that test nginx itself (or the basePath build it serves), never `serve`.
const NGINX_ONLY = /(headers|hosting|header-grade|base-path)\.spec\.ts$/;

// Debian's Chromium (or CHROMIUM_PATH); without one, Playwright's own browser where installed.
const launchOptions = { executablePath: chromiumPath(), args: CHROMIUM_FLAGS };

export default defineConfig<HostOptions>({
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
    trace: 'retain-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: NGINX_ONLY,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: 'mobile',
      testIgnore: NGINX_ONLY,
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
        httpURL: `http://127.0.0.1:${NGINX_HTTP_PORT}`,
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
          command: `npx serve out --listen tcp://127.0.0.1:${PORT} --no-request-logging`,
          url: baseURL,
          reuseExistingServer: !process.env.CI,
          timeout: 60_000,
        },
        {
          command: `node scripts/nginx.mjs ${BASEPATH_PORT} ${BASEPATH_HTTP_PORT} out-basepath ${BASE_PATH_UNDER_TEST}`,
          url: `${basePathURL}${BASE_PATH_UNDER_TEST}/`,
          ignoreHTTPSErrors: true,
          reuseExistingServer: !process.env.CI,
          timeout: 60_000,
        },
        {
          command: `node scripts/nginx.mjs ${NGINX_PORT} ${NGINX_HTTP_PORT} out`,
          url: nginxURL,
          ignoreHTTPSErrors: true,
          reuseExistingServer: !process.env.CI,
          timeout: 60_000,
        },
      ],
});
