import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from './scripts/chromium.mjs';

const PORT = Number(process.env.PORT ?? 4173);
const NGINX_PORT = PORT + 17;
const baseURL = process.env.BASE_URL ?? `http://127.0.0.1:${PORT}`;
const nginxURL = `http://127.0.0.1:${NGINX_PORT}`;
const BASEPATH_PORT = PORT + 18;
// Matches the build:basepath script in package.json.
const BASE_PATH_UNDER_TEST = '/some-path';
const basePathURL = `http://127.0.0.1:${BASEPATH_PORT}`;
// The suites that must also pass behind the nginx server block the build ships.
const NGINX_SUITES = /(routes|not-found|csp|headers|contact)\.spec\.ts$/;

// Debian's Chromium (or CHROMIUM_PATH); without one, Playwright's own browser where installed.
const launchOptions = { executablePath: chromiumPath(), args: CHROMIUM_FLAGS };

export default defineConfig({
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
      testIgnore: /(headers|base-path)\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: 'mobile',
      testIgnore: /(headers|base-path)\.spec\.ts$/,
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
          command: `node scripts/nginx.mjs ${BASEPATH_PORT} out-basepath ${BASE_PATH_UNDER_TEST}`,
          url: `${basePathURL}${BASE_PATH_UNDER_TEST}/`,
          reuseExistingServer: !process.env.CI,
          timeout: 60_000,
        },
        {
          command: `node scripts/nginx.mjs ${NGINX_PORT} out`,
          url: nginxURL,
          reuseExistingServer: !process.env.CI,
          timeout: 60_000,
        },
      ],
});
