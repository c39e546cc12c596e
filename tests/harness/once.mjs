// @ts-check
// What runs once: a test that does not depend on the owner's content or settings (the project's
// own tools and helpers) runs in the shipped site's half of npm test and not again in the second
// owner's. Each suite marks its own: the tests of the project's tooling by their folder
// (TOOLING_TESTS), other Jest files with `@once` in their first comment, Playwright tests with the
// ONCE_TAG tag, engine checks with `once: true`; this module turns the marks into
// each runner's arguments for the second owner's half. The test builds, whose settings are the
// harness's, and the format check run once as a whole (ONCE_STEPS, ONCE_PROJECTS).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Set by npm test for the second owner's half (tests/harness/test.mjs). */
export const SKIP_ONCE_ENV = 'TEST_SKIP_ONCE';

/** Whether this run leaves out what runs once. */
export const skipsOnce = () => Boolean(process.env[SKIP_ONCE_ENV]);

/**
 * The test builds and the Playwright projects that visit them (tests/harness/variants.mjs): their
 * settings are the harness's own, the same for every owner, so they run once too. So does the
 * format check: the second owner's copy is the project's files with the fixture's over them, and
 * the site's half checks those same files, with the same settings, where they lie in
 * tests/fixtures/owner/.
 */
export const ONCE_STEPS = ['test:build:basepath', 'test:build:backends', 'format:check'];
export const ONCE_PROJECTS = ['backends', 'analytics', 'basepath'];

/**
 * Where the tests of the project's tooling live (the test runner, the machine's tools, CI, the
 * workflows): none depends on the owner.
 */
export const TOOLING_TESTS = 'tests/tooling/';

/** The Playwright tag of a test that runs once. */
export const ONCE_TAG = '@once';

/** The engine runner's flag that leaves the checks marked `once` out. */
export const SKIP_ONCE_FLAG = '--skip-once';

/**
 * The unit test files of a folder whose first comment says `@once`.
 * @param {string} dir
 * @returns {string[]} file names
 */
export function onceUnitTests(dir) {
  return readdirSync(dir).filter((name) => {
    if (!/\.test\.tsx?$/.test(name)) return false;
    const first = /^\s*\/\*\*([\s\S]*?)\*\//.exec(readFileSync(join(dir, name), 'utf8'))?.[1];
    return /(^|\s)@once\b/.test(first ?? '');
  });
}

/**
 * The arguments each step's runner takes to leave out what runs once.
 * @param {string} unitDir where the unit tests are
 * @returns {Record<string, string[]>} by npm script
 */
export function skipOnceArguments(unitDir) {
  const escape = (/** @type {string} */ text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return {
    'test:unit': [
      `--testPathIgnorePatterns=(/${escape(TOOLING_TESTS)}|/(${onceUnitTests(unitDir).map(escape).join('|')})$)`,
    ],
    'test:e2e': ['--grep-invert', ONCE_TAG],
    'test:engines': [SKIP_ONCE_FLAG],
  };
}
