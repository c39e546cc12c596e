// @ts-check
// The performance benchmark (`npm run bench`): Lighthouse on every page, several runs, both
// throttling methods, beside the floor — a one-page App Router site built in the same run with the
// same next and react and no client component. Both are served as the site is deployed: by the
// shipped nginx configuration (HTTPS, HTTP/2, precompressed text). Reports medians and ranges; it
// never fails a build.
// Usage: npm run bench -- [--runs 5] [--methods devtools,simulate] [--pages /,/about/]
//                         [--skip-build] [--site <folder>] [--before <folder>] [--no-defer]
//        npm run bench -- --generated 10,100,400,1000
// --generated measures the build instead of the pages: a copy of the project built with that many
// generated articles, clean and after one article changed (scripts/tools/content-bench.mjs).
// --site measures another build's output; --before measures a second build in the same rounds,
// each page right beside its counterpart, so a change is judged under the same minute's noise.
// --no-defer builds the same commit with Next starting its own scripts (the post-build step
// deferred-scripts left out) and measures it in the same rounds: what the deferral costs and buys.
// "ready" is when the page has hydrated (the navbar's performance mark,
// lib/browser/page-state.mjs), as the throttled trace recorded it; Lighthouse's simulation does not
// model marks, so it is given for the devtools method only.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { cpus } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { HYDRATED_MARK } from '../lib/browser/page-state.mjs';
import { publishedPaths } from './build/output.mjs';
import { launchChromium } from './tools/chromium.mjs';
import { FIRST_VISIT_STORAGE_RESET } from './tools/lighthouse-visit.mjs';
import { precompress } from './build/precompress.mjs';
import { binScript, NEXT_ENV, runNode } from './tools/node-tools.mjs';
import { servedScratch } from './tools/served-scratch.mjs';
import { benchGeneratedContent } from './tools/content-bench.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const RESULTS_DIR = join(ROOT, 'bench', 'results');
// A folder of this run's own, removed at its end: two checkouts or users never share one.
const FLOOR_DIR = servedScratch('bench-floor-');
/** @type {Set<import('node:child_process').ChildProcess>} */
const servers = new Set();
function cleanUp() {
  for (const server of servers) server.kill();
  servers.clear();
  rmSync(FLOOR_DIR, { recursive: true, force: true });
}
// A build or a server that failed ends the run too: nothing stays running or behind.
process.on('exit', cleanUp);
const UNDEFERRED_DIR = 'out-undeferred';
const RETRIES = 2;
const TARGETS = {
  performance: 100,
  tbtMs: 50,
  lcpMinusFcpMs: 150,
  cls: 0,
  jsOverFloor: 1.06,
  // Hydrated at most this much later than the same build with Next starting its own scripts.
  readyOverUndeferredMs: 300,
};

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    methods: { type: 'string', default: 'devtools,simulate' },
    pages: { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
    site: { type: 'string' },
    before: { type: 'string' },
    'no-defer': { type: 'boolean', default: false },
    generated: { type: 'string' },
  },
});
if (args.generated) {
  const sizes = args.generated.split(',').map(Number);
  if (!sizes.every((size) => Number.isInteger(size) && size > 0))
    throw new Error(`--generated takes numbers of articles, not ${args.generated}`);
  benchGeneratedContent(sizes);
  process.exit(0);
}
const runs = Number(args.runs);
const methods = /** @type {('devtools' | 'simulate')[]} */ (args.methods.split(','));
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs takes a whole number, not ${args.runs}`);
for (const method of methods) {
  if (method !== 'devtools' && method !== 'simulate') throw new Error(`unknown method ${method}`);
}

/** The same site with Next starting its own scripts: every post-build step but the deferral. */
function buildUndeferred() {
  runNode(binScript('next'), ['build'], {
    cwd: ROOT,
    env: { ...NEXT_ENV, NEXT_DIST_DIR: UNDEFERRED_DIR },
    quiet: true,
  });
  runNode(
    join(ROOT, 'scripts/build/postbuild.mjs'),
    [UNDEFERRED_DIR, '--without', 'deferred-scripts'],
    { cwd: ROOT, env: { NEXT_DIST_DIR: UNDEFERRED_DIR }, quiet: true },
  );
  return join(ROOT, UNDEFERRED_DIR);
}

/** The floor: what any App Router page costs before the site adds a byte of its own. */
async function buildFloor() {
  mkdirSync(join(FLOOR_DIR, 'app'), { recursive: true });
  // The repository's own packages, so the floor has exactly the same next and react.
  // A junction on Windows, which needs no administrator.
  symlinkSync(join(ROOT, 'node_modules'), join(FLOOR_DIR, 'node_modules'), 'junction');
  const files = {
    'package.json': '{ "name": "bench-floor", "private": true }\n',
    // Turbopack compiles only files under its root; the packages live in the repository.
    'next.config.mjs':
      "export default { output: 'export', trailingSlash: true, turbopack: { root: '/' } };\n",
    'app/layout.tsx': `import type { ReactNode } from 'react';
export const metadata = { title: 'Floor', description: 'One App Router page without a client component.' };
export default function RootLayout({ children }: { children: ReactNode }) {
  return (<html lang="en"><body>{children}</body></html>);
}
`,
    'app/page.tsx': `export default function Page() {
  return (<main><h1>The floor</h1><p>One App Router page, server-rendered, with no client component.</p></main>);
}
`,
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(join(FLOOR_DIR, name), text);
  runNode(binScript('next'), ['build'], { cwd: FLOOR_DIR, env: NEXT_ENV, quiet: true });
  const out = join(FLOOR_DIR, 'out');
  // Served like the site: the same nginx configuration, the same precompressed text.
  await precompress(out);
  return out;
}

/**
 * The shipped nginx configuration serving a folder over HTTPS and HTTP/2 (tests/harness/nginx.mjs).
 * @param {string} dir
 * @param {number} port
 */
async function serveLikeProduction(dir, port) {
  // Its errors reach the terminal: a server that cannot start says why.
  const child = spawn(
    process.execPath,
    [join(ROOT, 'tests/harness/nginx.mjs'), String(port), String(port + 1), dir],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  servers.add(child);
  const url = `https://127.0.0.1:${port}`;
  const answers = () =>
    new Promise((resolve) => {
      request(url, { rejectUnauthorized: false }, (response) =>
        resolve(response.statusCode === 200),
      )
        .on('error', () => resolve(false))
        .end();
    });
  // Until it answers or ends: its start makes a certificate and asks nginx, slow on a busy machine.
  const deadline = Date.now() + 60_000;
  while (child.exitCode === null && Date.now() < deadline) {
    if (await answers()) return { url };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(
    child.exitCode === null
      ? `bench: nginx did not answer on ${url} within 60 s`
      : `bench: nginx serving ${dir} stopped (exit ${child.exitCode}) before answering on ${url}`,
  );
}

/** @param {number[]} values */
function stats(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 ? sorted[middle] : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return { median: median ?? NaN, min: sorted[0] ?? NaN, max: sorted.at(-1) ?? NaN };
}

/**
 * One Lighthouse run reduced to the numbers the table needs, or the reason it is unusable.
 * @param {import('lighthouse').RunnerResult | undefined} result
 */
function measure(result) {
  if (!result) return { error: 'no result' };
  const { lhr } = result;
  if (lhr.runtimeError) return { error: lhr.runtimeError.code };
  const value = (/** @type {string} */ id) => lhr.audits[id]?.numericValue;
  const items = /** @type {{ items?: { resourceType?: string, transferSize?: number }[] }} */ (
    lhr.audits['network-requests']?.details
  )?.items;
  const marks = /** @type {{ items?: { name: string, startTime: number }[] } | undefined} */ (
    lhr.audits['user-timings']?.details
  )?.items;
  const sample = {
    performance: (lhr.categories.performance?.score ?? NaN) * 100,
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    bytes: value('total-byte-weight'),
    // How fast the host measured just before the load (Lighthouse's benchmark index).
    benchmarkIndex: lhr.environment.benchmarkIndex,
    js: items
      ?.filter((item) => item.resourceType === 'Script')
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
  };
  // A missing number is the tool's failure: it is retried, never counted as 0.
  const missing = Object.entries(sample).filter(
    ([, v]) => typeof v !== 'number' || Number.isNaN(v),
  );
  if (missing.length) return { error: `no ${missing.map(([key]) => key).join(', ')}` };
  const s = /** @type {Record<keyof typeof sample, number>} */ (sample);
  // NaN where the page has no mark (the floor) or the method models none (simulate).
  const ready =
    result.lhr.configSettings.throttlingMethod === 'devtools'
      ? (marks?.find((mark) => mark.name === HYDRATED_MARK)?.startTime ?? NaN)
      : NaN;
  // Both times are sums of floats: a gap of exactly one 150 ms round trip can come out as
  // 150.0000000000001 and read as a miss. Microseconds are below anything Lighthouse resolves.
  return { sample: { ...s, ready, lcpMinusFcp: Math.round((s.lcp - s.fcp) * 1000) / 1000 } };
}

/** @typedef {{ performance: number, fcp: number, lcp: number, lcpMinusFcp: number, ready: number, tbt: number, cls: number, bytes: number, js: number, benchmarkIndex: number }} Sample */
/** @typedef {'site' | 'before' | 'undeferred' | 'floor'} Build */
/** @typedef {{ page: string, site: Build, method: string, samples: Sample[], toolFailures: string[] }} Series */

const siteDir = resolve(args.site ?? join(ROOT, 'out'));
if (!args['skip-build'] && !args.site) {
  console.log('bench: building the site (npm run build)');
  runNode(join(ROOT, 'scripts/build/build.mjs'), [], { cwd: ROOT, quiet: true });
}
console.log(`bench: building the floor in ${FLOOR_DIR}`);
const floorOut = await buildFloor();
if (args['no-defer']) console.log(`bench: building the site without deferral in ${UNDEFERRED_DIR}`);
const undeferredOut = args['no-defer'] ? buildUndeferred() : null;

const pages = args.pages ? args.pages.split(',') : publishedPaths(siteDir);
const siteServer = await serveLikeProduction(siteDir, 4185);
const floorServer = await serveLikeProduction(floorOut, 4187);
const beforeServer = args.before ? await serveLikeProduction(resolve(args.before), 4189) : null;
const undeferredServer = undeferredOut ? await serveLikeProduction(undeferredOut, 4191) : null;
/** @type {{ page: string, site: Build, url: string }[]} */
const targets = [
  ...pages.flatMap((page) => [
    { page, site: /** @type {Build} */ ('site'), url: siteServer.url + page },
    ...(beforeServer
      ? [{ page, site: /** @type {Build} */ ('before'), url: beforeServer.url + page }]
      : []),
    ...(undeferredServer
      ? [{ page, site: /** @type {Build} */ ('undeferred'), url: undeferredServer.url + page }]
      : []),
  ]),
  { page: 'floor', site: 'floor', url: `${floorServer.url}/` },
];
/** @type {Map<string, Series>} */
const series = new Map();
// The test nginx has a throwaway self-signed certificate.
const chrome = await launchChromium(['--ignore-certificate-errors']);
const chromiumVersion = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json())
  .Browser;
const total = methods.length * runs * targets.length;
const label = (/** @type {{ page: string, site: Build }} */ target) =>
  target.site === 'before' || target.site === 'undeferred'
    ? `${target.page} (${target.site})`
    : target.page;
let done = 0;
const started = Date.now();
try {
  for (const method of methods) {
    // Pages take turns within each round, so a noisy minute spreads over all of them.
    for (let round = 1; round <= runs; round++) {
      // Every other round runs backwards, so neither build of a page always goes first.
      for (const target of round % 2 ? targets : [...targets].reverse()) {
        const key = `${target.site} ${target.page} ${method}`;
        const entry = series.get(key) ?? {
          page: target.page,
          site: target.site,
          method,
          samples: [],
          toolFailures: [],
        };
        series.set(key, entry);
        let outcome = /** @type {ReturnType<typeof measure>} */ ({ error: 'not run' });
        for (let attempt = 0; attempt <= RETRIES; attempt++) {
          const result = await lighthouse(target.url, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            throttlingMethod: method,
            clearStorageTypes: FIRST_VISIT_STORAGE_RESET,
            disableFullPageScreenshot: true,
            onlyCategories: ['performance'],
          });
          outcome = measure(result);
          if (outcome.sample) break;
          entry.toolFailures.push(outcome.error ?? 'unknown');
        }
        done++;
        const eta = Math.round((((Date.now() - started) / done) * (total - done)) / 1000);
        const s = outcome.sample;
        console.log(
          `[${String(done).padStart(String(total).length)}/${total}] ${method} round ${round}/${runs} ${label(target).padEnd(21)} ` +
            (s
              ? `perf ${Math.round(s.performance)}  FCP ${Math.round(s.fcp)}  LCP ${Math.round(s.lcp)}  ready ${Number.isNaN(s.ready) ? '–' : Math.round(s.ready)}  TBT ${Math.round(s.tbt)}  CLS ${s.cls.toFixed(3)}`
              : `tool failure after ${RETRIES + 1} tries: ${outcome.error}`) +
            `  (~${eta}s left)`,
        );
        if (s) entry.samples.push(s);
      }
    }
  }
} finally {
  await chrome.kill();
  cleanUp();
}

const ms = (/** @type {number} */ v) => String(Math.round(v));
const kB = (/** @type {number} */ v) => (v / 1024).toFixed(1);
const range = (/** @type {number[]} */ values, /** @type {(v: number) => string} */ format) => {
  const { median, min, max } = stats(values);
  if (Number.isNaN(median)) return '–';
  return min === max ? format(median) : `${format(median)} (${format(min)}–${format(max)})`;
};
const mark = (/** @type {boolean} */ ok) => (ok ? 'pass' : '**miss**');

const rows = [...series.values()];
const floorOf = (/** @type {string} */ method) =>
  rows.find((r) => r.site === 'floor' && r.method === method);
const summary = rows.map((row) => {
  const pick = (/** @type {keyof Sample} */ key) => row.samples.map((s) => s[key]);
  const median = (/** @type {keyof Sample} */ key) => stats(pick(key)).median;
  const floor = floorOf(row.method);
  const ratio = (/** @type {keyof Sample} */ key) => {
    const base = floor ? stats(floor.samples.map((s) => s[key])).median : NaN;
    return base > 0 ? median(key) / base : NaN;
  };
  const isContentPage = row.site === 'site' && row.page !== '/contact/';
  return {
    page: row.page,
    label: label(row),
    site: row.site,
    method: row.method,
    runs: row.samples.length,
    toolFailures: row.toolFailures.length,
    median: Object.fromEntries(
      /** @type {(keyof Sample)[]} */ ([
        'performance',
        'fcp',
        'lcp',
        'lcpMinusFcp',
        'ready',
        'tbt',
        'cls',
        'bytes',
        'js',
      ]).map((key) => [key, median(key)]),
    ),
    min: Object.fromEntries(
      ['fcp', 'lcp', 'lcpMinusFcp', 'tbt'].map((k) => [
        k,
        stats(pick(/** @type {keyof Sample} */ (k))).min,
      ]),
    ),
    max: Object.fromEntries(
      ['fcp', 'lcp', 'lcpMinusFcp', 'tbt', 'cls'].map((k) => [
        k,
        stats(pick(/** @type {keyof Sample} */ (k))).max,
      ]),
    ),
    ratio: { js: ratio('js'), fcp: ratio('fcp'), lcp: ratio('lcp'), tbt: ratio('tbt') },
    targets: {
      performance: median('performance') >= TARGETS.performance,
      tbt: median('tbt') <= TARGETS.tbtMs,
      lcpMinusFcpEveryRun: Math.max(...pick('lcpMinusFcp')) <= TARGETS.lcpMinusFcpMs,
      cls: Math.max(...pick('cls')) <= TARGETS.cls,
      js: isContentPage ? ratio('js') <= TARGETS.jsOverFloor : null,
    },
    text: {
      performance: range(pick('performance'), ms),
      fcp: range(pick('fcp'), ms),
      lcp: range(pick('lcp'), ms),
      lcpMinusFcp: range(pick('lcpMinusFcp'), ms),
      ready: range(pick('ready'), ms),
      tbt: range(pick('tbt'), ms),
      cls: range(pick('cls'), (v) => v.toFixed(3)),
      bytes: range(pick('bytes'), kB),
      js: range(pick('js'), kB),
    },
  };
});

const date = new Date();
const machine = `${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'})`;
const lighthouseVersion = JSON.parse(
  readFileSync(join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8'),
).version;
const nextVersion = JSON.parse(
  readFileSync(join(ROOT, 'node_modules/next/package.json'), 'utf8'),
).version;
const ratioText = (/** @type {number} */ v) => (Number.isFinite(v) ? `${v.toFixed(2)}×` : '–');
const table = (/** @type {string[]} */ head, /** @type {string[][]} */ body) =>
  [head, head.map(() => '---'), ...body].map((cells) => `| ${cells.join(' | ')} |`).join('\n');

/**
 * Each page of the site beside its counterpart in another build measured in the same rounds.
 * @param {Build} other
 * @param {string} what
 */
function comparison(other, what) {
  /** @type {('fcp' | 'lcp' | 'lcpMinusFcp' | 'ready' | 'tbt')[]} */
  const keys = ['fcp', 'lcp', 'lcpMinusFcp', 'ready', 'tbt'];
  const rowsOf = summary.filter((r) => r.site === 'site');
  const body = rowsOf.map((after) => {
    const before = summary.find(
      (r) => r.site === other && r.method === after.method && r.page === after.page,
    );
    const delta = (/** @type {(typeof keys)[number]} */ key) => {
      const d = Math.round((after.median[key] ?? NaN) - (before?.median[key] ?? NaN));
      if (Number.isNaN(d)) return '–';
      return d > 0 ? `+${d}` : String(d);
    };
    const readyGap = (after.median.ready ?? NaN) - (before?.median.ready ?? NaN);
    return [
      after.page,
      after.method,
      ...keys.map(delta),
      `${before?.text.performance ?? '–'} → ${after.text.performance}`,
      ...(other === 'undeferred'
        ? [Number.isNaN(readyGap) ? '–' : mark(readyGap <= TARGETS.readyOverUndeferredMs)]
        : []),
    ];
  });
  const head = ['page', 'method', 'FCP', 'LCP', 'LCP − FCP', 'ready', 'TBT', 'perf'];
  return `\nAgainst ${what}, measured in the same rounds: median of this build − median of that one, ms.\n\n${table(
    other === 'undeferred' ? [...head, `ready ≤ +${TARGETS.readyOverUndeferredMs}`] : head,
    body,
  )}\n`;
}

/**
 * How fast the host measured over the runs. Lighthouse slows its CPU by a fixed 4x, which its
 * calibration gives a host of index 1533 (its docs/throttling.md): a lower index, or a neighbour
 * busy during the load itself (which the index, measured just before, does not see), emulates a
 * slower phone than PageSpeed Insights does.
 */
function hostSpeed() {
  const indexes = rows.flatMap((r) => r.samples.map((s) => s.benchmarkIndex));
  return `Lighthouse's benchmark index of this host, just before each load: ${range(indexes, ms)} (median and range; Lighthouse's 4× CPU slowdown is calibrated for 1533).`;
}

const markdown = `Bench of ${date.toISOString().slice(0, 10)}${args.site ? ` (site: ${args.site})` : ''}: ${runs} run(s) per page and method, served by the shipped nginx configuration (HTTPS, HTTP/2, Brotli), Lighthouse ${lighthouseVersion} mobile preset, ${chromiumVersion}, Next.js ${nextVersion}, ${machine}, Node ${process.version}. Medians, with min–max in brackets. Times in ms, sizes in kB transferred.

${table(
  ['page', 'method', 'perf', 'FCP', 'LCP', 'LCP − FCP', 'ready', 'TBT', 'CLS', 'transfer', 'JS'],
  summary.map((r) => [
    r.label,
    r.method,
    r.text.performance,
    r.text.fcp,
    r.text.lcp,
    r.text.lcpMinusFcp,
    r.text.ready,
    r.text.tbt,
    r.text.cls,
    r.text.bytes,
    r.text.js,
  ]),
)}

${hostSpeed()}

Against the floor (ratio of medians, same method) and the targets: performance 100 (median), TBT ≤ ${TARGETS.tbtMs} ms (median), LCP − FCP ≤ ${TARGETS.lcpMinusFcpMs} ms (every run), CLS 0 (every run), content-page JavaScript ≤ ${TARGETS.jsOverFloor} × floor.

${table(
  [
    'page',
    'method',
    'JS × floor',
    'FCP × floor',
    'LCP × floor',
    'TBT × floor',
    'perf 100',
    `TBT ≤ ${TARGETS.tbtMs}`,
    `LCP − FCP ≤ ${TARGETS.lcpMinusFcpMs}`,
    'CLS 0',
    `JS ≤ ${TARGETS.jsOverFloor}×`,
  ],
  summary
    .filter((r) => r.site !== 'floor')
    .map((r) => [
      r.label,
      r.method,
      ratioText(r.ratio.js),
      ratioText(r.ratio.fcp),
      ratioText(r.ratio.lcp),
      ratioText(r.ratio.tbt),
      mark(r.targets.performance),
      mark(r.targets.tbt),
      mark(r.targets.lcpMinusFcpEveryRun),
      mark(r.targets.cls),
      r.targets.js === null ? '–' : mark(r.targets.js),
    ]),
)}
${beforeServer ? comparison('before', `the build before (${args.before})`) : ''}${
  undeferredServer
    ? comparison(
        'undeferred',
        `the same build with Next starting its own scripts (--no-defer); ready target: at most ${TARGETS.readyOverUndeferredMs} ms later under devtools`,
      )
    : ''
}${
  rows.some((r) => r.toolFailures.length)
    ? `\nTool failures (retried, never counted): ${rows
        .filter((r) => r.toolFailures.length)
        .map((r) => `${label(r)} ${r.method}: ${r.toolFailures.join(', ')}`)
        .join('; ')}\n`
    : ''
}`;

mkdirSync(RESULTS_DIR, { recursive: true });
const stamp = date.toISOString().replace(/[:.]/g, '-');
const json = JSON.stringify(
  {
    date: date.toISOString(),
    runs,
    methods,
    machine,
    chromium: chromiumVersion,
    lighthouse: lighthouseVersion,
    next: nextVersion,
    targets: TARGETS,
    summary,
    series: rows,
  },
  null,
  2,
);
for (const name of [stamp, 'latest']) {
  writeFileSync(join(RESULTS_DIR, `${name}.md`), markdown);
  writeFileSync(join(RESULTS_DIR, `${name}.json`), json);
}
console.log(`\n${markdown}\nbench: written to bench/results/${stamp}.md and .json (and latest.*)`);
