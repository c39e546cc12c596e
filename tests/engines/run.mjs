// @ts-check
// The browser suite's core in Firefox ESR, WebKitGTK and Chromium (npm run test:engines).
//   node tests/engines/run.mjs                 every engine, one after the other (2 cores)
//   node tests/engines/run.mjs firefox webkit  only those
//   SCREENSHOTS=1 node tests/engines/run.mjs   also keeps screenshots in test-results/engines/
//   node tests/engines/run.mjs chromium --check "contact form" --repeat 30
//                                              the checks whose name holds the text, 30 times each
//                                              (to show a check never fails without a change)
//   node tests/engines/run.mjs --skip-once     without the checks marked `once`, and in Firefox and
//                                              WebKit only (the other owners' halves of npm test:
//                                              tests/harness/once.mjs)
// Serves the build in out/ (npm run build first). An engine whose browser this machine lacks is
// skipped, saying how to get it (with CI set it fails instead). The last line reads
// "engines: N passed, N failed, N skipped", which npm test adds up; the exit code is 1 on any failure.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ENGINES, launchEngine } from '../harness/engines.mjs';
import { skipReason } from '../../scripts/tools/machine.mjs';
import { SKIP_ONCE_FLAG } from '../harness/once.mjs';
import { recordCounts } from '../harness/test-counts.mjs';
import { CHECKS } from './checks.mjs';
import { startSiteServer } from './server.mjs';

const SHOTS = join('test-results', 'engines');
const started = performance.now();
const { values: flags, positionals: asked } = parseArgs({
  allowPositionals: true,
  options: {
    check: { type: 'string' },
    repeat: { type: 'string', default: '1' },
    [SKIP_ONCE_FLAG.slice(2)]: { type: 'boolean', default: false },
  },
});
const repeat = Number(flags.repeat);
const skipOnce = flags[SKIP_ONCE_FLAG.slice(2)];
const checks = CHECKS.filter(
  ({ name, once }) => (!flags.check || name.includes(flags.check)) && !(once && skipOnce),
);
if (!Number.isInteger(repeat) || repeat < 1 || checks.length === 0) {
  console.error(`--repeat takes a whole number, and --check part of a check's name`);
  process.exit(2);
}
const unknown = asked.filter((name) => !ENGINES.includes(/** @type {any} */ (name)));
if (unknown.length > 0) {
  console.error(`Unknown engine ${unknown.join(', ')}: choose from ${ENGINES.join(', ')}`);
  process.exit(2);
}
// The other owners' builds are checked in Chromium by Playwright's projects: there the suite runs
// in the engines those do not cover, and its Chromium leg, the reference, in the site's half.
const engines = ENGINES.filter(
  (name) => (asked.length === 0 && !(skipOnce && name === 'chromium')) || asked.includes(name),
);
if (skipOnce && asked.length === 0)
  console.log("chromium: in the site's half only (Playwright checks this build in Chromium)");
const screenshots = Boolean(process.env.SCREENSHOTS);
if (screenshots) mkdirSync(SHOTS, { recursive: true });

const site = await startSiteServer('out');
/** @type {import('../harness/engines.mjs').Engine | undefined} */
let running;
/** @type {{ signal: string, code: number } | undefined} */
let stopped;
// A run stopped from outside (Ctrl+C, a CI time limit) closes its browser and removes its scratch
// folder, then ends without running or counting another check.
for (const [signal, code] of /** @type {const} */ ([
  ['SIGINT', 130],
  ['SIGTERM', 143],
])) {
  process.once(signal, () => {
    stopped = { signal, code };
    console.log(`engines: stopped by ${signal}`);
    // A check awaiting a browser that is gone may never settle: exit once the browser is closed.
    // With none running yet, the loop stops at its next step and closes what it started.
    if (running)
      void running
        .close()
        .catch(() => {})
        .finally(() => process.exit(code));
  });
}
// What a missing or failed engine leaves unrun: the checks that apply to this build.
const runs = checks.filter((check) => !check.skip).length * repeat;
let passed = 0;
let failed = 0;
let skipped = 0;
/** @type {Record<string, Record<string, string>>} */
const table = {};
try {
  for (const name of engines) {
    if (stopped) break;
    const skip = skipReason(name);
    if (skip) {
      skipped += runs;
      console.log(`- ${name}: ${runs} checks skipped, ${skip}`);
      continue;
    }
    const t0 = performance.now();
    const engine = await launchEngine(name).catch((error) => {
      failed += runs;
      console.log(`✗ ${name}: could not start: ${/** @type {Error} */ (error).message}`);
    });
    if (!engine) continue;
    running = engine;
    console.log(`${name} ${engine.version}`);
    try {
      for (const check of checks.flatMap((one) => Array.from({ length: repeat }, () => one))) {
        if (stopped) break;
        // Not this build's to run, as Playwright's skips by design: named, not counted.
        if (check.skip) {
          console.log(`  - ${check.name}: not for this build, ${check.skip}`);
          continue;
        }
        /** @type {import('../harness/engines.mjs').EnginePage[]} */
        const pages = [];
        const c0 = performance.now();
        try {
          await check.run({
            engine: name,
            site,
            open: async (options) => {
              const page = await engine.newPage(options);
              pages.push(page);
              return { ...page, goto: (path) => page.goto(new URL(path, site.origin).href) };
            },
            screenshots,
            shot: async (page, shotName, fullPage) => {
              if (screenshots)
                await page.screenshot(join(SHOTS, `${name}-${shotName}.png`), fullPage);
            },
          });
          passed++;
          (table[check.name] ??= {})[name] ??= 'pass';
          console.log(`  ✓ ${check.name} (${Math.round(performance.now() - c0)} ms)`);
        } catch (error) {
          if (stopped) break;
          failed++;
          (table[check.name] ??= {})[name] = 'FAIL';
          console.log(
            `  ✗ ${check.name}\n    ${String(/** @type {Error} */ (error).message)
              .split('\n')
              .join('\n    ')}`,
          );
        } finally {
          for (const page of pages) await page.close().catch(() => {});
        }
      }
    } finally {
      running = undefined;
      await engine.close().catch((error) => {
        if (!stopped) throw error;
      });
    }
    console.log(`  ${name}: ${Math.round((performance.now() - t0) / 1000)} s`);
  }
} finally {
  await site.close();
}
if (stopped) process.exit(stopped.code);
if (process.env.ENGINES_TABLE) {
  console.log(`\n| check | ${engines.join(' | ')} |\n|---|${engines.map(() => '---').join('|')}|`);
  for (const [check, results] of Object.entries(table)) {
    console.log(`| ${check} | ${engines.map((e) => results[e] ?? '-').join(' | ')} |`);
  }
}
console.log(`engines took ${Math.round((performance.now() - started) / 1000)} s`);
console.log(`engines: ${passed} passed, ${failed} failed, ${skipped} skipped`);
recordCounts('engines', { passed, failed, skipped });
process.exitCode = failed > 0 ? 1 : 0;
