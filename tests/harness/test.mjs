// @ts-check
// `npm test`: every check, for the shipped site and then again as a second owner
// (tests/harness/owner-check.mjs), on any platform and shell.
//   node tests/harness/test.mjs                  both (npm test)
//   node tests/harness/test.mjs site             the shipped site only (npm run test:site)
//   node tests/harness/test.mjs owner            the second owner only (npm run test:owner)
//   node tests/harness/test.mjs site --only lint,typecheck,test:unit,build   some of the steps
// It starts by asking the machine (tests/harness/machine.mjs). With CI set, a missing tool stops the run
// in its first seconds, in one line. Without, every part the machine can run runs, and each part
// it cannot is skipped and named, with how to get what it needs. The last line adds up both
// owners: "N passed, N failed, N skipped".
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { missingLine, missingTools, PARTS, skipReason, SKIP_PREFIX } from './machine.mjs';
import { npmScript, runNode } from '../../scripts/node-tools.mjs';
import { ownerWorkspace } from './owner-check.mjs';
import { addCounts, closingLine, NO_COUNTS, readCounts } from './test-counts.mjs';

/** One owner's run: each step an npm script of package.json, in this order. */
const STEPS = [
  'lint',
  'typecheck',
  'test:unit',
  'build',
  'build:basepath',
  'build:backends',
  'test:e2e',
  'test:engines',
  'test:lighthouse',
];

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { only: { type: 'string' } },
});
const which = positionals[0] ?? 'all';
if (!['all', 'site', 'owner'].includes(which)) {
  console.error(`usage: node tests/harness/test.mjs [site|owner] [--only step,step]`);
  process.exit(2);
}
const steps = values.only ? values.only.split(',') : STEPS;
const unknown = steps.filter((step) => !STEPS.includes(step));
if (unknown.length > 0) {
  console.error(`test: no step ${unknown.join(', ')}; the steps are ${STEPS.join(', ')}`);
  process.exit(2);
}

const ci = Boolean(process.env.CI);
// Node's compile cache (ESLint turns it on, from Node 22) in the checkout, not in a /tmp folder
// every user shares.
process.env.NODE_COMPILE_CACHE ??= join(
  process.cwd(),
  'node_modules',
  '.cache',
  'node-compile-cache',
);
// Set when this run is the second owner's half of another: its counts go where that run reads them.
const given = process.env.TEST_COUNTS_DIR;
const dir = given || mkdtempSync(join(tmpdir(), 'npm-test-'));
const started = Date.now();
const seconds = (/** @type {number} */ since) => `${Math.round((Date.now() - since) / 1000)} s`;

/** What the machine cannot run, one line per part, for the start and the end of the run. */
function skippedParts() {
  return Object.entries(PARTS).flatMap(([part, { name }]) => {
    const reason = skipReason(/** @type {import('./machine.mjs').Part} */ (part));
    return reason ? [`  skipped: ${name}: ${reason.slice(SKIP_PREFIX.length)}`] : [];
  });
}

/**
 * Runs the steps for the project in `cwd`, stopping at the first that fails.
 * @param {string} counts the folder the steps write their counts into
 */
function runSteps(counts) {
  for (const step of steps) {
    const t0 = Date.now();
    const [script = '', ...args] = npmScript(step);
    const extra =
      step === 'test:unit' ? ['--json', `--outputFile=${join(counts, 'jest.json')}`] : [];
    console.log(`\ntest: ${step}`);
    try {
      runNode(script, [...args, ...extra], { env: { TEST_COUNTS_DIR: counts } });
    } catch (error) {
      console.error(
        `test: ${step} failed after ${seconds(t0)}: ${/** @type {Error} */ (error).message}`,
      );
      return false;
    }
    console.log(`test: ${step} passed in ${seconds(t0)}`);
  }
  return true;
}

/** The counts a run left in its folder, a failure that counted nothing counting as one. */
function countsIn(/** @type {string} */ counts, /** @type {boolean} */ ok) {
  const total = addCounts(NO_COUNTS, ...Object.values(readCounts(counts)));
  return ok || total.failed > 0 ? total : { ...total, failed: total.failed + 1 };
}

let ok = true;
/** @type {import('./test-counts.mjs').Counts[]} */
const totals = [];
try {
  const missing = missingTools();
  if (missing.length > 0 && ci) {
    console.error(`npm test needs ${missingLine(missing)}`);
    ok = false;
    totals.push({ ...NO_COUNTS, failed: 1 });
  } else {
    // The second owner's half runs on the same machine: the first half names what it skips.
    const skipped = given ? [] : skippedParts();
    if (skipped.length > 0) console.log(`test: this machine skips\n${skipped.join('\n')}`);
    if (which !== 'owner') {
      ok = runSteps(dir);
      totals.push(countsIn(dir, ok));
    }
    if (ok && which !== 'site') {
      const workspace = ownerWorkspace();
      const ownerCounts = join(dir, 'owner');
      mkdirSync(ownerCounts);
      try {
        runNode(
          join(workspace, 'tests', 'harness', 'test.mjs'),
          ['site', ...process.argv.slice(3)],
          {
            cwd: workspace,
            // The owner's run reports to this one, which writes the closing summary.
            env: { TEST_COUNTS_DIR: ownerCounts, TEST_SUMMARY_FILE: '' },
          },
        );
      } catch {
        ok = false;
      }
      totals.push(countsIn(ownerCounts, ok));
    }
    if (skipped.length > 0) console.log(`\ntest: skipped on this machine\n${skipped.join('\n')}`);
  }
} finally {
  if (!given) rmSync(dir, { recursive: true, force: true });
}

const total = addCounts(NO_COUNTS, ...totals);
// .ci/run reads the counts here, after whatever npm prints on a failure.
if (process.env.TEST_SUMMARY_FILE)
  writeFileSync(process.env.TEST_SUMMARY_FILE, JSON.stringify(total));
console.log(
  `\ntest: ${which === 'all' ? 'both owners' : which === 'site' ? 'the site' : 'the second owner'}, ${seconds(started)}`,
);
console.log(closingLine(total, { ci }));
process.exitCode = ok ? 0 : 1;
