/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  addCounts,
  closingLine,
  jestCounts,
  NO_COUNTS,
  playwrightCounts,
} from '@/tests/harness/test-counts.mjs';
import { SKIP_PREFIX } from '@/scripts/tools/machine.mjs';

// npm test's closing line adds up every part of both owners' runs (tests/harness/test-counts.mjs), and
// CI's (.ci/summary.mjs) adds up its runs: a run that counted nothing but failed reads as failed.
const SUMMARY = join(__dirname, '..', '..', '.ci', 'summary.mjs');
const dir = mkdtempSync(join(tmpdir(), 'ci-summary-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let files = 0;
function summary(status: number, ...runs: (object | undefined)[]) {
  const written = runs.map((counts) => {
    const file = join(dir, `run-${++files}.json`);
    if (counts) writeFileSync(file, JSON.stringify(counts));
    return file;
  });
  return spawnSync(process.execPath, [SUMMARY, String(status), ...written], { encoding: 'utf8' });
}

const lastLine = (text: string) => text.trim().split('\n').at(-1);

test('both runs add up, and a run with nothing failed exits 0', () => {
  const run = { passed: 574, failed: 0, skipped: 0 };
  const result = summary(0, run, run);
  expect(lastLine(result.stdout)).toBe('1148 passed, 0 failed');
  expect(result.status).toBe(0);
});

test('a failed run that wrote no counts still reads as failed', () => {
  const result = summary(1, { passed: 244, failed: 0, skipped: 0 }, undefined);
  expect(lastLine(result.stdout)).toBe('244 passed, 1 failed');
  expect(result.status).toBe(1);
  expect(lastLine(summary(2).stdout)).toBe('0 passed, 1 failed');
});

test('the closing line names what was skipped, and off CI says so even when nothing was', () => {
  expect(closingLine({ passed: 3, failed: 0, skipped: 2 }, { ci: true })).toBe(
    '3 passed, 0 failed, 2 skipped',
  );
  expect(closingLine({ passed: 3, failed: 1, skipped: 0 }, { ci: true })).toBe(
    '3 passed, 1 failed',
  );
  expect(closingLine({ passed: 3, failed: 0, skipped: 0 }, { ci: false })).toBe(
    '3 passed, 0 failed, 0 skipped',
  );
});

test("Jest's report: a file that could not run is a failure", () => {
  expect(
    jestCounts({ numPassedTests: 246, numFailedTests: 2, numRuntimeErrorTestSuites: 1 }),
  ).toEqual({ passed: 246, failed: 3, skipped: 0 });
});

test("Playwright's report: a skip for want of a tool counts, a skip by design does not", () => {
  const test = (status: string, description?: string) => ({
    status,
    annotations: description ? [{ type: 'skip', description }] : [],
  });
  const report = {
    suites: [
      {
        specs: [{ tests: [test('expected'), test('flaky'), test('unexpected')] }],
        suites: [
          {
            specs: [
              {
                tests: [
                  test('skipped', `${SKIP_PREFIX}nginx (not found). Install: brew install nginx`),
                  test('skipped', 'the menu exists below the md breakpoint only'),
                ],
              },
            ],
          },
        ],
      },
    ],
    errors: [{ message: 'a web server did not start' }],
  };
  expect(playwrightCounts(report)).toEqual({ passed: 2, failed: 2, skipped: 1 });
  expect(
    addCounts(NO_COUNTS, playwrightCounts(report), { passed: 1, failed: 0, skipped: 4 }),
  ).toEqual({
    passed: 3,
    failed: 2,
    skipped: 5,
  });
});
