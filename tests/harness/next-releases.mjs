// @ts-check
// `npm run test:next-releases`: the site built, and its browser tests run, with each Next.js 16
// release it supports installed, so an upgrade (or a downgrade) of next is known to ship a working
// site. Per release, a scratch copy of the project (the files git tracks or would track, as they
// stand) gets a real install of its own (`npm ci`, then next, @next/env and eslint-config-next at
// that release: the three Dependabot updates as one), `npm run build`, and Playwright's desktop
// project (Chromium at 1280 px) on it. It reports, per release: built or not, the post-build steps
// that stood aside (scripts/build/steps.mjs), and the tests passed. Not part of `npm test`: three
// installs and builds take the best part of an hour on a 2-core machine.
// Usage: node tests/harness/next-releases.mjs [--release 16.3.8]… [--reuse] [--capture]
//   --reuse    keeps a scratch copy's install where it has that release already
//   --capture  also captures the release's export into tests/fixtures/next-export/<minor>/
import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { readStoodAside } from '../../scripts/build/output.mjs';
import { npmCli } from '../../scripts/tools/node-tools.mjs';
import { readable } from '../../scripts/tools/machine.mjs';
import { captureDir, NEXT_RELEASES } from '../fixtures/next-export.mjs';
import { VARIANTS } from './variants.mjs';

/** The packages that move together with a Next release (.github/dependabot.yml groups them). */
export const NEXT_PACKAGES = ['next', '@next/env', 'eslint-config-next'];

/** The Playwright project run on each build. */
const PROJECT = 'desktop';

const ROOT = join(import.meta.dirname, '..', '..');

const { values } = parseArgs({
  options: {
    release: { type: 'string', multiple: true, default: NEXT_RELEASES },
    reuse: { type: 'boolean', default: false },
    capture: { type: 'boolean', default: false },
  },
});

const npm =
  npmCli() ??
  (() => {
    throw new Error('next-releases: npm not found beside this Node or on PATH');
  })();

/**
 * Runs a command to its end in `cwd`, its output shown as it comes.
 * @param {string} cwd @param {string[]} args node's arguments @param {Record<string, string>} [env]
 * @returns {{ ok: boolean, seconds: number }}
 */
function run(cwd, args, env = {}) {
  const started = performance.now();
  console.log(`next-releases: ${cwd}: node ${args.join(' ')}`);
  const result = spawnSync(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  return { ok: result.status === 0, seconds: Math.round((performance.now() - started) / 1000) };
}

/**
 * The project's files, as they stand, laid over a scratch folder; its node_modules are kept.
 * @param {string} scratch
 */
function copyProject(scratch) {
  mkdirSync(scratch, { recursive: true });
  for (const name of readdirSync(scratch)) {
    if (name !== 'node_modules') rmSync(join(scratch, name), { recursive: true, force: true });
  }
  const files = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '-z'],
    { cwd: ROOT, encoding: 'utf8' },
  )
    .split('\0')
    .filter((file) => file && readable(join(ROOT, file)));
  for (const file of files) {
    mkdirSync(dirname(join(scratch, file)), { recursive: true });
    cpSync(join(ROOT, file), join(scratch, file));
  }
}

/** @param {string} scratch */
function installedNext(scratch) {
  const manifest = join(scratch, 'node_modules', 'next', 'package.json');
  return existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')).version : undefined;
}

/**
 * @typedef {{ release: string, installed: boolean, built: boolean, stoodAside: string[],
 *   tests?: { passed: number, failed: number, skipped: number }, seconds: Record<string, number> }}
 *   Outcome
 */

/**
 * @param {string} release
 * @returns {Outcome}
 */
function tryRelease(release) {
  const scratch = join(tmpdir(), 'next-releases', release);
  /** @type {Outcome} */
  const outcome = { release, installed: false, built: false, stoodAside: [], seconds: {} };
  copyProject(scratch);
  if (!(values.reuse && installedNext(scratch) === release)) {
    rmSync(join(scratch, 'node_modules'), { recursive: true, force: true });
    const ci = run(scratch, [npm, 'ci', '--no-audit', '--no-fund']);
    const pinned = ci.ok
      ? run(scratch, [
          npm,
          'install',
          '--no-save',
          '--no-audit',
          '--no-fund',
          ...NEXT_PACKAGES.map((name) => `${name}@${release}`),
        ])
      : ci;
    outcome.seconds.install = ci.seconds + (ci.ok ? pinned.seconds : 0);
    if (!pinned.ok) return outcome;
  }
  outcome.installed = installedNext(scratch) === release;
  if (!outcome.installed) return outcome;
  const build = run(scratch, ['scripts/build/build.mjs']);
  outcome.seconds.build = build.seconds;
  outcome.built = build.ok;
  outcome.stoodAside = readStoodAside(join(scratch, 'out')).map(
    ({ step, why }) => `${step} (${why})`,
  );
  if (!build.ok) return outcome;
  if (values.capture) {
    const captured = run(scratch, ['tests/harness/capture-next-export.mjs']);
    if (captured.ok) {
      rmSync(join(ROOT, captureDir(release)), { recursive: true, force: true });
      cpSync(join(scratch, captureDir(release)), join(ROOT, captureDir(release)), {
        recursive: true,
      });
    }
  }
  // Playwright starts every server of its config, the basePath build's among them, which the
  // desktop project never visits: a one-page stand-in lets it start without a second build.
  const basePathOut = join(scratch, VARIANTS.basepath.outDir);
  mkdirSync(basePathOut, { recursive: true });
  writeFileSync(join(basePathOut, 'index.html'), '<!doctype html><title>not built</title>\n');
  // The JSON report, for the counts; CI set so Playwright starts servers of its own and never
  // takes another checkout's on the same ports for this build's.
  const reports = mkdtempSync(join(tmpdir(), 'next-releases-report-'));
  const tests = run(scratch, [npm, 'run', 'test:e2e', '--', '--project', PROJECT], {
    CI: '1',
    TEST_COUNTS_DIR: reports,
  });
  outcome.seconds.tests = tests.seconds;
  const report = join(reports, 'playwright.json');
  if (existsSync(report)) {
    /** @type {{ stats: { expected: number, unexpected: number, flaky: number, skipped: number } }} */
    const { stats } = JSON.parse(readFileSync(report, 'utf8'));
    outcome.tests = {
      passed: stats.expected,
      failed: stats.unexpected + stats.flaky,
      skipped: stats.skipped,
    };
  }
  rmSync(reports, { recursive: true, force: true });
  return outcome;
}

const outcomes = values.release.map(tryRelease);
console.log(`\nNext.js releases: npm run build, then Playwright's ${PROJECT} project`);
console.table(
  outcomes.map(({ release, installed, built, stoodAside, tests, seconds }) => ({
    release,
    built: installed ? (built ? 'ok' : 'FAILED') : 'not installed',
    'stood aside': stoodAside.join('; ') || 'none',
    tests: tests ? `${tests.passed} passed, ${tests.failed} failed, ${tests.skipped} skipped` : '-',
    seconds: Object.entries(seconds)
      .map(([what, value]) => `${what} ${value}`)
      .join(', '),
  })),
);
const failed = outcomes.filter(({ built, tests }) => !built || !tests || tests.failed > 0);
if (failed.length > 0) {
  console.error(`next-releases: ${failed.map(({ release }) => release).join(', ')} failed`);
  process.exit(1);
}
