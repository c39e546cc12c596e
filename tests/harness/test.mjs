// @ts-check
// `npm test`: every check, for the shipped site and then again as a second owner, then what
// depends on the direction as a right-to-left owner (tests/harness/owner-check.mjs), on any
// platform and shell.
//   node tests/harness/test.mjs                  all three (npm test)
//   node tests/harness/test.mjs site             the shipped site only (npm run test:site)
//   node tests/harness/test.mjs owner            the second owner only (npm run test:owner)
//   node tests/harness/test.mjs rtl              the right-to-left owner only
//   node tests/harness/test.mjs site --only lint,typecheck,test:unit   some of the steps
//   node tests/harness/test.mjs --job engines    one job of GitHub's Test workflow (jobs.mjs)
//   node tests/harness/test.mjs content          the content gate, here (npm run test:content)
// It starts by asking the machine (scripts/tools/machine.mjs). With CI set, a missing tool stops
// the run in its first seconds, in one line. Without, every part the machine can run runs, and
// each part it cannot is skipped and named, with how to get what it needs. A failed step stops
// nothing: every step runs for every owner (a step whose build failed is named as not run), and
// the run ends naming each failure. The last line adds up all three: "N passed, N failed".
import { spawn } from 'node:child_process';
import {
  appendFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  missingLine,
  missingTools,
  PARTS,
  skipReason,
  SKIP_PREFIX,
} from '../../scripts/tools/machine.mjs';
import { npmScript, runNode } from '../../scripts/tools/node-tools.mjs';
import { CONTENT_GREP } from './content-gate.mjs';
import { FIXTURE_ENV, namingFixtureFiles } from './fixture-paths.mjs';
import { CONTENT_STEPS, JOBS, RTL_STEPS, SHARDED, stepParts, STEPS } from './jobs.mjs';
import { ONCE_STEPS, SKIP_ONCE_ENV, skipOnceArguments, skipsOnce } from './once.mjs';
import { ownerWorkspace } from './owner-check.mjs';
import { addCounts, closingLine, NO_COUNTS, readCounts } from './test-counts.mjs';

/** A step that is an npm script run with arguments of its own. */
const NARROWED = /** @type {Record<string, { script: string, args: string[] }>} */ ({
  'test:e2e:rtl': { script: 'test:e2e', args: ['--project', 'rtl'] },
  'test:engines:rtl': { script: 'test:engines', args: ['--check', 'right-to-left'] },
  'test:e2e:content': {
    script: 'test:e2e',
    args: ['--project', 'desktop', '--project', 'output', '--grep', CONTENT_GREP],
  },
});

/** The steps a step reads the output of: it cannot run when one of them failed. */
const NEEDS = /** @type {Record<string, string[]>} */ ({
  'test:e2e': ['test:build:deploy', 'test:build:basepath', 'test:build:backends'],
  'test:engines': ['test:build:deploy'],
  'test:lighthouse': ['test:build:deploy'],
  'test:e2e:rtl': ['test:build:deploy'],
  'test:engines:rtl': ['test:build:deploy'],
  'test:e2e:content': ['test:build:deploy'],
});

/**
 * Steps that run side by side, the first's partners: each keeps about one core busy (ESLint, tsc
 * and Prettier; Lighthouse loading one page at a time beside the engine suite's one browser), so on
 * the 2-core CI machine a group takes little longer than its longer step, or than half their sum.
 * The content gate's Jest files (12 s) run beside its browser tests, which read only out/.
 */
const BESIDE = /** @type {Record<string, string[]>} */ ({
  lint: ['typecheck', 'format:check'],
  'test:engines': ['test:lighthouse'],
  'test:unit': ['test:e2e:content'],
});

/**
 * Steps whose errors name files: their output is held, even alone, so an owner's names the fixture's
 * files (fixture-paths.mjs).
 */
const NAMES_FILES = ['lint', 'typecheck'];

/** The part of the closing line each test step writes its counts as (test-counts.mjs). */
const COUNTED = /** @type {Record<string, string>} */ ({
  'test:unit': 'jest',
  'test:e2e': 'playwright',
  'test:engines': 'engines',
  'test:lighthouse': 'lighthouse',
  'test:e2e:rtl': 'playwright',
  'test:engines:rtl': 'engines',
  'test:e2e:content': 'playwright',
});

/** Where a run lists the steps that failed, for the run that asked for it. */
const FAILURES_FILE = 'failures.json';

/** Whose run this is, as its closing lines and the job's summary name it: set for the other owners' runs. */
const RUN_NAME_ENV = 'TEST_RUN_NAME';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { only: { type: 'string' }, job: { type: 'string' } },
});
const job = values.job === undefined ? undefined : JOBS[values.job];
if (
  (values.job !== undefined && (!job || positionals.length > 0 || values.only)) ||
  !['all', 'site', 'owner', 'rtl', 'content'].includes(positionals[0] ?? 'all')
) {
  console.error(
    `usage: node tests/harness/test.mjs [site|owner|rtl|content] [--only step,step]\n` +
      `       node tests/harness/test.mjs --job ${Object.keys(JOBS).join('|')}`,
  );
  process.exit(2);
}
const which = job?.owner ?? positionals[0] ?? 'all';
const KNOWN = [...STEPS, ...Object.keys(NARROWED)];
const steps =
  (job ? job.steps : values.only?.split(',')) ?? (which === 'content' ? CONTENT_STEPS : STEPS);
const unknown = steps.filter((step) => {
  const { name, shard } = stepParts(step);
  return !KNOWN.includes(name) || (shard !== undefined && !SHARDED.includes(name));
});
if (unknown.length > 0) {
  console.error(`test: no step ${unknown.join(', ')}; the steps are ${KNOWN.join(', ')}`);
  process.exit(2);
}
// The right-to-left run's steps among those asked for: a narrowed step for its npm script.
const rtlSteps = RTL_STEPS.filter((step) =>
  steps.some((asked) => asked === step || asked === NARROWED[step]?.script),
);

const ci = Boolean(process.env.CI);
// Node's compile cache (ESLint turns it on, from Node 22) in the checkout, not in a /tmp folder
// every user shares.
process.env.NODE_COMPILE_CACHE ??= join(
  process.cwd(),
  'node_modules',
  '.cache',
  'node-compile-cache',
);
// Set when this run is another owner's part of a run: its counts go where that run reads them.
const given = process.env.TEST_COUNTS_DIR;
// The other owners' runs leave out what does not depend on the owner (tests/harness/once.mjs), and
// so does the content gate, for the content it finds.
if (which === 'content') process.env[SKIP_ONCE_ENV] = '1';
const skipOnce = skipsOnce();
const dir = given || mkdtempSync(join(tmpdir(), 'npm-test-'));
const started = Date.now();
const capitalised = (/** @type {string} */ text) => text.charAt(0).toUpperCase() + text.slice(1);
const seconds = (/** @type {number} */ since) => `${Math.round((Date.now() - since) / 1000)} s`;

/** What the machine cannot run, one line per part, for the start and the end of the run. */
function skippedParts() {
  return Object.entries(PARTS).flatMap(([part, { name }]) => {
    const reason = skipReason(/** @type {import('../../scripts/tools/machine.mjs').Part} */ (part));
    return reason ? [`  skipped: ${name}: ${reason.slice(SKIP_PREFIX.length)}`] : [];
  });
}

/** @typedef {{ step: string, why?: string }} Failure */

/**
 * Runs every step for the project in `cwd`, whatever failed before it: a step whose input a
 * failed step should have made is not run, and fails naming that step. The steps BESIDE groups
 * run side by side.
 * @param {string} counts the folder the steps write their counts into
 * @returns {Promise<Failure[]>} the steps that failed
 */
async function runSteps(counts) {
  /** @type {Failure[]} */
  const failed = [];
  /** @type {string[]} each step's row of the job's summary on GitHub */
  const rows = [];
  const done = new Set();
  for (const step of steps) {
    if (done.has(step)) continue;
    const partners = (BESIDE[step] ?? []).filter((one) => steps.includes(one) && !done.has(one));
    const group = [step, ...partners];
    for (const one of group) done.add(one);
    if (group.length === 1 && !NAMES_FILES.includes(step)) {
      const run = stepRun(step, counts, failed);
      console.log(`\ntest: ${step}`);
      if ('note' in run) {
        (run.failed ? console.error : console.log)(run.note);
        rows.push(summaryRow(step, run.note));
        continue;
      }
      const t0 = Date.now();
      try {
        runNode(run.command, run.args, { env: run.env });
      } catch (error) {
        console.error(
          `test: ${step} failed after ${seconds(t0)}: ${/** @type {Error} */ (error).message}`,
        );
        failed.push({ step });
        rows.push(summaryRow(step, `failed after ${seconds(t0)}`));
        continue;
      }
      console.log(`test: ${step} passed in ${seconds(t0)}`);
      rows.push(summaryRow(step, `passed in ${seconds(t0)}`));
      continue;
    }
    // Side by side, each step's output is held and shown whole under its name when all ended.
    const runs = group.map((one) => ({ step: one, run: stepRun(one, counts, failed) }));
    const ended = await Promise.all(
      runs.map(async ({ step: one, run }) => {
        if ('note' in run) return { step: one, output: `${run.note}\n`, ok: true, took: '' };
        const t0 = Date.now();
        const { output, ok, why } = await runNodeHeld(run.command, run.args, run.env);
        return { step: one, output, ok, why, took: seconds(t0) };
      }),
    );
    for (const { step: one, output, ok, why, took } of ended) {
      process.stdout.write(`\ntest: ${one}\n${namingFixtureFiles(output)}`);
      if (!took) {
        rows.push(summaryRow(one, output.trim()));
        continue;
      }
      if (ok) console.log(`test: ${one} passed in ${took}`);
      else {
        console.error(`test: ${one} failed after ${took}: ${why}`);
        failed.push({ step: one });
      }
      rows.push(summaryRow(one, `${ok ? 'passed in' : 'failed after'} ${took}`));
    }
  }
  writeFileSync(join(counts, FAILURES_FILE), JSON.stringify(failed));
  addToJobSummary(
    `### ${capitalised(process.env[RUN_NAME_ENV] || 'the site')}\n\n| step | outcome |\n| --- | --- |\n${rows.join('\n')}\n`,
  );
  return failed;
}

/**
 * A step's row in the job's summary: what its line in the log says after its name.
 * @param {string} step @param {string} said the log's line, or what follows the step's name
 */
const summaryRow = (step, said) =>
  `| ${step} | ${said.replace(`test: ${step} `, '').replaceAll('|', '\\|')} |`;

/**
 * Adds to the summary GitHub shows on a job's page (GITHUB_STEP_SUMMARY, a file the runner names),
 * so a job's outcome reads without its log; nothing elsewhere.
 * @param {string} markdown
 */
function addToJobSummary(markdown) {
  const file = process.env.GITHUB_STEP_SUMMARY;
  if (file) appendFileSync(file, `${markdown}\n`);
}

/**
 * @typedef {{ command: string, args: string[], env: Record<string, string> }
 *   | { note: string, failed: boolean }} StepRun
 */

/**
 * How a step runs, or the line that says why it does not: what runs once, in another owner's
 * half; a step whose input failed (then it is counted as failed).
 * @param {string} step @param {string} counts @param {Failure[]} failed
 * @returns {StepRun}
 */
function stepRun(step, counts, failed) {
  const { name, shard } = stepParts(step);
  if (skipOnce && ONCE_STEPS.includes(name))
    return {
      note: `test: ${step} runs in the site's half only (tests/harness/once.mjs)`,
      failed: false,
    };
  const missing = (NEEDS[name] ?? []).filter((need) => failed.some((f) => f.step === need));
  if (missing.length > 0) {
    const why = `not run: ${missing.join(' and ')} failed`;
    failed.push({ step, why });
    return { note: `test: ${step} ${why}`, failed: true };
  }
  const narrowed = NARROWED[name];
  const script = narrowed?.script ?? name;
  const [command = '', ...args] = [...npmScript(script), ...(narrowed?.args ?? [])];
  const extra = [
    ...(shard ? [`--shard=${shard}`] : []),
    ...(step === 'test:unit' ? ['--json', `--outputFile=${join(counts, 'jest.json')}`] : []),
    ...(skipOnce ? (skipOnceArguments(join('tests', 'unit'))[script] ?? []) : []),
  ];
  return { command, args: [...args, ...extra], env: { TEST_COUNTS_DIR: counts } };
}

/**
 * Runs a Node script with its output held, for a step that runs beside another.
 * @param {string} script @param {string[]} args @param {Record<string, string>} env
 * @returns {Promise<{ output: string, ok: boolean, why: string }>}
 */
function runNodeHeld(script, args, env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script, ...args], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    /** @type {Buffer[]} */
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (error) =>
      resolve({ output: Buffer.concat(chunks).toString(), ok: false, why: error.message }),
    );
    child.on('close', (code, signal) =>
      resolve({
        output: Buffer.concat(chunks).toString(),
        ok: code === 0,
        why: `${script} failed (exit ${code ?? signal})`,
      }),
    );
  });
}

/**
 * The counts a run left in its folder, and the steps it names as failed. A failed step that
 * counted no failure (lint, a build, a suite that stopped before its report) counts as one.
 * @param {string} counts
 * @returns {{ total: import('./test-counts.mjs').Counts, failed: string[] }}
 */
function resultIn(counts) {
  /** @type {Failure[]} */
  let failed;
  try {
    failed = JSON.parse(readFileSync(join(counts, FAILURES_FILE), 'utf8'));
  } catch {
    failed = [{ step: 'the run', why: 'it stopped before it listed its steps' }];
  }
  const parts = readCounts(counts);
  const uncounted = failed.filter(
    ({ step }) => !(parts[COUNTED[stepParts(step).name] ?? '']?.failed ?? 0),
  ).length;
  const total = addCounts(NO_COUNTS, ...Object.values(parts));
  return {
    total: { ...total, failed: total.failed + uncounted },
    failed: failed.map(({ step, why }) => (why ? `${step} (${why})` : step)),
  };
}

/**
 * Runs steps in the copy of the project with a fixture over it (tests/harness/owner-check.mjs),
 * and adds its counts and failures to this run's.
 * @param {string} fixture @param {string[]} ownSteps @param {string} name as the closing lines say it
 */
function runFixture(fixture, ownSteps, name) {
  const counts = join(dir, fixture);
  mkdirSync(counts);
  try {
    const workspace = ownerWorkspace(fixture);
    runNode(
      join(workspace, 'tests', 'harness', 'test.mjs'),
      ['site', '--only', ownSteps.join(',')],
      {
        cwd: workspace,
        // The owner's run reports to this one, which writes the closing summary; what runs once
        // ran in the site's half (npm run test:owner alone runs what depends on the owner).
        env: {
          TEST_COUNTS_DIR: counts,
          TEST_SUMMARY_FILE: '',
          [SKIP_ONCE_ENV]: '1',
          [RUN_NAME_ENV]: name,
          [FIXTURE_ENV]: join(process.cwd(), 'tests', 'fixtures', fixture),
        },
      },
    );
  } catch {
    // Its failed steps are in its folder; a run that never listed them fails as a whole.
  }
  const { total, failed } = resultIn(counts);
  totals.push(total);
  failures.push(...failed.map((step) => `${name}: ${step}`));
  // The browser tests' errors name the copy's files: say where one under content/ is edited.
  if (failed.length > 0)
    console.log(
      `test: ${name}'s run was in .${fixture}-check/: a file its errors name under content/ is tests/fixtures/${fixture}/content/'s where that folder has it, else the project's`,
    );
}

/** Each owner's failed steps, named for the closing lines. */
/** @type {string[]} */
const failures = [];
/** @type {import('./test-counts.mjs').Counts[]} */
const totals = [];
try {
  // The content gate's browser is Chromium, all its tests need (a deploy's runner may have no other).
  const missing = missingTools().filter(
    (m) =>
      which !== 'content' || /** @type {readonly string[]} */ (PARTS.browsers.needs).includes(m.id),
  );
  if (missing.length > 0 && ci) {
    console.error(`npm test needs ${missingLine(missing)}`);
    failures.push('the machine (a tool is missing)');
    totals.push({ ...NO_COUNTS, failed: 1 });
  } else {
    // The other owners' runs are on the same machine: the first names what it skips.
    const skipped = given ? [] : skippedParts();
    if (skipped.length > 0) console.log(`test: this machine skips\n${skipped.join('\n')}`);
    if (which === 'all' || which === 'site' || which === 'content') {
      await runSteps(dir);
      const { total, failed } = resultIn(dir);
      totals.push(total);
      const name = which === 'content' ? 'the content gate' : 'the site';
      failures.push(...failed.map((step) => `${name}: ${step}`));
    }
    if (which === 'all' || which === 'owner') runFixture('owner', steps, 'the second owner');
    if ((which === 'all' || which === 'rtl') && rtlSteps.length > 0)
      runFixture('rtl', rtlSteps, 'the right-to-left owner');
    if (skipped.length > 0) console.log(`\ntest: skipped on this machine\n${skipped.join('\n')}`);
  }
} finally {
  if (!given) rmSync(dir, { recursive: true, force: true });
}
const ok = failures.length === 0;

const total = addCounts(NO_COUNTS, ...totals);
// .ci/run reads the counts here, after whatever npm prints on a failure.
if (process.env.TEST_SUMMARY_FILE)
  writeFileSync(process.env.TEST_SUMMARY_FILE, JSON.stringify(total));
console.log(
  `\ntest: ${process.env[RUN_NAME_ENV] || { all: 'every owner', site: 'the site', content: 'the content gate', owner: 'the second owner', rtl: 'the right-to-left owner' }[which]}, ${seconds(started)}`,
);
// The owners' runs list their own failures, which this run names again with the site's.
if (!ok && !given) console.log(`test: failed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
console.log(closingLine(total, { ci }));
if (!given) addToJobSummary(`**${closingLine(total, { ci })}**, ${seconds(started)}`);
process.exitCode = ok ? 0 : 1;
