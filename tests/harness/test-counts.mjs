// @ts-check
// The counts of every part of `npm test`, added up into its closing line. tests/harness/test.mjs gives
// each part a folder (TEST_COUNTS_DIR): Jest and Playwright write their JSON reports there, the
// engine suite and the Lighthouse gate their counts.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SKIP_PREFIX } from '../../scripts/tools/machine.mjs';

/** @typedef {{ passed: number, failed: number, skipped: number }} Counts */

export const NO_COUNTS = Object.freeze({ passed: 0, failed: 0, skipped: 0 });

/**
 * Where a part writes what it counted, when tests/harness/test.mjs runs it (else nowhere).
 * @param {string} part @param {Counts} counts
 */
export function recordCounts(part, counts) {
  const dir = process.env.TEST_COUNTS_DIR;
  if (dir) writeFileSync(join(dir, `${part}.json`), JSON.stringify(counts));
}

/**
 * Jest's report (--json): a test file that could not run counts as a failure.
 * @param {{ numPassedTests: number, numFailedTests: number, numRuntimeErrorTestSuites: number }} report
 * @returns {Counts}
 */
export function jestCounts(report) {
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + report.numRuntimeErrorTestSuites,
    skipped: 0,
  };
}

/**
 * @typedef {{ status: string, annotations?: { type: string, description?: string }[] }} PlaywrightTest
 * @typedef {{ specs?: { tests: PlaywrightTest[] }[], suites?: PlaywrightSuite[] }} PlaywrightSuite
 */

/**
 * Playwright's JSON report. Skipped counts what this machine could not run (the fixture's skip,
 * SKIP_PREFIX): every test of a part it lacks a tool for, those that part would skip by design
 * included, since Playwright decides those only once the part runs. Where a part runs, a test
 * skipped by design (a desktop-only check in the mobile project) is neither run nor missed. An
 * error outside any test (a server that never started) is a failure.
 * @param {{ suites: PlaywrightSuite[], errors?: unknown[] }} report
 * @returns {Counts}
 */
export function playwrightCounts(report) {
  const counts = { passed: 0, failed: report.errors?.length ?? 0, skipped: 0 };
  /** @param {PlaywrightSuite} suite */
  const visit = (suite) => {
    for (const test of (suite.specs ?? []).flatMap((spec) => spec.tests)) {
      if (test.status === 'expected' || test.status === 'flaky') counts.passed++;
      else if (test.status === 'unexpected') counts.failed++;
      else if (
        test.annotations?.some(
          (note) => note.type === 'skip' && note.description?.startsWith(SKIP_PREFIX),
        )
      )
        counts.skipped++;
    }
    for (const inner of suite.suites ?? []) visit(inner);
  };
  for (const suite of report.suites) visit(suite);
  return counts;
}

/**
 * What the parts wrote into a counts folder, by part; a part that wrote nothing is left out.
 * @param {string} dir
 * @returns {Record<string, Counts>}
 */
export function readCounts(dir) {
  /** @type {Record<string, Counts>} */
  const found = {};
  const read = (/** @type {string} */ name) => JSON.parse(readFileSync(join(dir, name), 'utf8'));
  /** @type {[string, string, (report: any) => Counts][]} */
  const files = [
    ['jest', 'jest.json', jestCounts],
    ['playwright', 'playwright.json', playwrightCounts],
    ['engines', 'engines.json', (counts) => counts],
    ['lighthouse', 'lighthouse.json', (counts) => counts],
  ];
  for (const [part, file, count] of files) {
    try {
      found[part] = count(read(file));
    } catch {
      // Not run, or stopped before it wrote anything.
    }
  }
  return found;
}

/** @param {Counts[]} list @returns {Counts} */
export function addCounts(...list) {
  return list.reduce(
    (sum, counts) => ({
      passed: sum.passed + counts.passed,
      failed: sum.failed + counts.failed,
      skipped: sum.skipped + counts.skipped,
    }),
    NO_COUNTS,
  );
}

/**
 * The closing line: "N passed, N failed", and ", N skipped" wherever anything was skipped or could
 * be (a run without CI).
 * @param {Counts} counts @param {{ ci: boolean }} options
 */
export function closingLine({ passed, failed, skipped }, { ci }) {
  return `${passed} passed, ${failed} failed${skipped > 0 || !ci ? `, ${skipped} skipped` : ''}`;
}
