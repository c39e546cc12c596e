/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// .ci/summary adds up both owners' runs into CI's closing line: a count missing from the log (no
// "failed" on Jest's line when nothing failed) must read as 0, never end the script early.
const SUMMARY = join(__dirname, '..', '..', '.ci', 'summary');
const dir = mkdtempSync(join(tmpdir(), 'ci-summary-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function summary(log: string, status: number) {
  const file = join(dir, 'log');
  writeFileSync(file, log);
  return spawnSync('bash', [SUMMARY, file, String(status)], { cwd: dir, encoding: 'utf8' });
}

test('both runs add up, and a run with nothing failed exits 0', () => {
  const run =
    'Tests:       246 passed, 246 total\nengines: 36 passed, 0 failed\nlighthouse: 5 passed, 0 failed\n';
  const result = summary(run + run, 0);
  expect(result.stdout).toContain(
    'jest: 492 passed, 0 failed; playwright: 0 passed, 0 failed; lighthouse pages: 10 passed, 0 failed; engines: 72 passed, 0 failed',
  );
  expect(result.stdout.trim().split('\n').at(-1)).toBe('574 passed, 0 failed');
  expect(result.status).toBe(0);
});

test('a failed run that printed no count still reads as failed', () => {
  const result = summary('Tests:       2 failed, 244 passed, 246 total\n', 1);
  expect(result.stdout.trim().split('\n').at(-1)).toBe('244 passed, 2 failed');
  expect(summary('npm ERR! lint\n', 2).stdout.trim().split('\n').at(-1)).toBe('0 passed, 1 failed');
  expect(result.status).toBe(1);
});
