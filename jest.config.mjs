import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

export default createJestConfig({
  testEnvironment: 'jsdom',
  // Jest keeps a core for itself by default, which is half of a 2-core CI machine: the tests run
  // in 29 s with both against 45 s with one.
  maxWorkers: '100%',
  // A test's time limit catches a hang, not a slow machine: the form's tests type into every field,
  // which took more than the default 5 s of wall time on the 2-core machine at a load of 18, and a
  // test that timed out went on under the next one and failed it too.
  testTimeout: 60_000,
  // The same for a worker's exit: once told to stop, a worker holds only its pipes to Jest and
  // exits at once, but the system takes about half a second to tear down its 550-600 MB here, and
  // over a second on a loaded machine. Past Jest's default of 0.5 s the worker is killed, and Jest
  // blames a test for leaking.
  workerGracefulExitTimeout: 10_000,
  // Components read the encoded images, the cut font and the icon outlines from the build's cache.
  globalSetup: '<rootDir>/tests/unit/global-setup.mjs',
  setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
  testMatch: ['<rootDir>/tests/{unit,tooling}/**/*.test.{ts,tsx}'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  // The other owners' copies of the project (tests/harness/owner-check.mjs) run their own tests;
  // the production-install copy (tests/harness/deploy-build.mjs) only builds.
  modulePathIgnorePatterns: [
    '<rootDir>/.owner-check/',
    '<rootDir>/.rtl-check/',
    '<rootDir>/.deploy-check/',
    '<rootDir>/.content-bench/',
  ],
  // The checkout's own cache, not a folder in /tmp shared by every user and checkout.
  cacheDirectory: '<rootDir>/node_modules/.cache/jest',
});
