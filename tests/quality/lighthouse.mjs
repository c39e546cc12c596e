// @ts-check
// Lighthouse gate: what Lighthouse can tell that does not depend on how fast this machine is at the
// moment. One run per page, mobile preset. Speed itself is measured by `npm run bench`.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { allowedEmbeds } from '../../lib/settings/embeds.mjs';
import { navigationPath } from '../../scripts/build/content-security-policy.mjs';
import { nestedLanguageRoots } from '../../scripts/build/languages.mjs';
import { publishedPaths, readStoodAside } from '../../scripts/build/output.mjs';
import { launchChromium } from '../../scripts/tools/chromium.mjs';
import { FIRST_VISIT_STORAGE_RESET } from '../../scripts/tools/lighthouse-visit.mjs';
import { skipReason } from '../../scripts/tools/machine.mjs';
import { serveOut } from '../harness/serve.mjs';
import { recordCounts } from '../harness/test-counts.mjs';

const CATEGORIES = ['accessibility', 'best-practices', 'seo'];
// A run that comes back broken is the tool's failure, not the site's: it is tried again this often.
const RETRIES = 2;
// Chromium's own verdict per request: these two hold back the first paint.
const RENDER_BLOCKING = new Set(['blocking', 'in_body_parser_blocking']);

// A post-build step that did not recognise Next's output stood aside, and the build shipped the
// pages as Next wrote them (scripts/build/steps.mjs): what each one buys, as this run measures
// it, beside the bench's target for it (docs/performance.md#the-bench). It is named, not failed:
// the site works, a little slower, until the step reads the new release.
const STOOD_ASIDE = readStoodAside('out');
/** @typedef {{ buys: string, metric: (speed: Speed) => number, target: number, unit: string }} Gain */
/** @type {Gain} */
const LARGEST_PAINT_SOON = {
  buys: 'the largest paint close behind the first (LCP − FCP)',
  metric: ({ fcp, lcp }) => lcp - fcp,
  target: 150,
  unit: 'ms',
};
/** @type {Record<string, Gain>} */
const STEP_GAINS = {
  'deferred-scripts': LARGEST_PAINT_SOON,
  'repeat-visit-font': LARGEST_PAINT_SOON,
  'compile-hints': {
    buys: 'hydration in short tasks (TBT)',
    metric: ({ tbt }) => tbt,
    target: 50,
    unit: 'ms',
  },
  'inline-stylesheets': {
    buys: 'no stylesheet fetched before the first paint (stylesheets fetched)',
    metric: ({ stylesheets }) => stylesheets,
    target: 0,
    unit: '',
  },
};

/**
 * @typedef {{ performance: number, fcp: number, lcp: number, tbt: number, stylesheets: number }} Speed
 * @typedef {{ page: string, problems: string[], toolFailure?: string, row?: Record<string, unknown>, speed?: Speed }} PageResult
 * @typedef {{ url: string, resourceType?: string, experimentalFromMainFrame?: boolean }} NetworkItem
 */

/**
 * Whether the largest paint is a lazy-loaded image. Lighthouse 13 names the element in its LCP
 * discovery insight, whose own check follows the request rather than the attribute, and lists the
 * page's images with their `loading`: the element is found among them by its place in the page.
 * @param {import('lighthouse').RunnerResult} result
 */
function lazyLcp({ lhr, artifacts }) {
  const details = /** @type {{ items?: { type?: string, path?: string }[] } | undefined} */ (
    lhr.audits['lcp-discovery-insight']?.details
  );
  // None where the largest paint is text.
  const element = details?.items?.find((item) => item.type === 'node');
  if (!element?.path) return false;
  return (artifacts?.ImageElements ?? []).some(
    (image) => image.node.devtoolsNodePath === element.path && image.loading === 'lazy',
  );
}

/** @param {import('lighthouse').RunnerResult} result */
function verdict(result) {
  const { lhr, artifacts } = result;
  if (lhr.runtimeError)
    return { toolFailure: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
  /** @type {Record<string, number>} */
  const scores = {};
  for (const id of CATEGORIES) {
    const score = lhr.categories[id]?.score;
    if (typeof score !== 'number') return { toolFailure: `no ${id} score` };
    scores[id] = Math.round(score * 100);
  }
  const cls = lhr.audits['cumulative-layout-shift']?.numericValue;
  if (typeof cls !== 'number') return { toolFailure: 'no CLS value' };
  const traceEvents = artifacts?.Trace?.traceEvents;
  if (!traceEvents?.length) return { toolFailure: 'no trace' };
  const network = /** @type {{ items?: NetworkItem[] } | undefined} */ (
    lhr.audits['network-requests']?.details
  );
  if (!network?.items?.length) return { toolFailure: 'no network requests' };

  const origin = new URL(lhr.finalDisplayedUrl).origin;
  const blocking = traceEvents
    .filter((event) => event.name === 'ResourceSendRequest')
    .map((event) => /** @type {{ url: string, renderBlocking?: string }} */ (event.args.data))
    .filter((data) => data.renderBlocking && RENDER_BLOCKING.has(data.renderBlocking))
    .map((data) => data.url);
  const stylesheets = network.items
    .filter((item) => item.resourceType === 'Stylesheet')
    .map((item) => item.url);
  // The page itself asks its own origin only, or what content/embeds.mjs allows it; what an
  // embedded frame loads (a map's tiles, or its error page offline) is the frame's own business.
  const path = new URL(lhr.finalDisplayedUrl).pathname;
  const allowed = Object.values(allowedEmbeds(navigationPath(path))).flat();
  const foreign = network.items
    .filter((item) => item.experimentalFromMainFrame && !/^(data|blob):/.test(item.url))
    .map((item) => item.url)
    .filter((url) => new URL(url).origin !== origin && !allowed.includes(new URL(url).origin));
  const passed = (/** @type {string} */ id) => {
    const audit = lhr.audits[id];
    return audit?.scoreDisplayMode === 'notApplicable' || audit?.score === 1;
  };

  const problems = [];
  for (const id of CATEGORIES) {
    // The score alone says nothing an owner can act on: every audit of the category that did not
    // pass, by name, those that cost no points included.
    const failing = (lhr.categories[id]?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && typeof audit.score === 'number' && audit.score < 1)
      .map((audit) => `${audit?.id} (${audit?.title})`);
    if (scores[id] !== 100 || failing.length > 0) {
      problems.push(`${id} ${scores[id]}: ${failing.join(', ') || 'no audit named'}`);
    }
  }
  if (cls !== 0) problems.push(`CLS ${cls}`);
  // The stylesheet comes inside the HTML (scripts/build/inline-stylesheets.mjs): nothing else may
  // stand between the HTML and the first paint (unless that step stood aside: its cost is named).
  const inlined = !STOOD_ASIDE.some(({ step }) => step === 'inline-stylesheets');
  if (inlined && (blocking.length > 0 || stylesheets.length > 0)) {
    problems.push(
      `render-blocking: ${blocking.join(', ') || 'none'} (stylesheets fetched: ${stylesheets.join(', ') || 'none'})`,
    );
  }
  if (lazyLcp(result)) problems.push('the LCP element is lazy-loaded');
  if (!passed('unsized-images')) problems.push('an image has no width and height');
  if (foreign.length > 0) problems.push(`requests to another origin: ${foreign.join(', ')}`);

  const millis = (/** @type {string} */ id) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
  return {
    problems,
    speed: {
      performance: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
      fcp: millis('first-contentful-paint'),
      lcp: millis('largest-contentful-paint'),
      tbt: millis('total-blocking-time'),
      stylesheets: stylesheets.length,
    },
    row: {
      ...scores,
      cls,
      'render-blocking': blocking.map((url) => url.slice(origin.length)).join(' '),
      requests: network.items.length,
    },
  };
}

// Every language's pages are the same code: the gate audits the default's, and languages.spec.ts
// checks what each language's pages say and axe's rules on them. Of the pages content/ makes it
// audits one per route (the newest article, a story, one legal page): the others are the same
// template with other words, and a run costs 20–40 s here. A section's deeper pages (the index's
// second page, a tag's list) are made of its index's blocks, so the index stands for them.
const published = publishedPaths('out', { nested: nestedLanguageRoots('') });
/**
 * The route a page was made from, as Next's export names its payload
 * (privacy/__next.$d$legal.__PAGE__.txt); a page without one, or without a folder (the sitemap
 * names it; its audit then reports it missing), is a kind of its own.
 * @param {string} path
 */
const routeOf = (path) => {
  const folder = join('out', path);
  if (!existsSync(folder)) return path;
  return readdirSync(folder).find((name) => /^__next\..*__PAGE__\.txt$/.test(name)) ?? path;
};
/** @param {string} path /articles/tags/x/ → the index's route; /privacy/ and /imprint/ → [legal]'s */
const kind = (path) => {
  const segments = path.split('/').filter(Boolean);
  return routeOf(segments.length > 2 ? `/${segments[0]}/` : path);
};
const depth = (/** @type {string} */ path) => path.split('/').length;
// Shallowest first, so that a section's index, not one of its deeper pages, stands for it.
const byDepth = published.toSorted((a, b) => depth(a) - depth(b));
const pages = byDepth.filter(
  (path, index) => byDepth.findIndex((other) => kind(other) === kind(path)) === index,
);

const skip = skipReason('lighthouse');
if (skip) {
  const skipped = pages.length;
  console.log(`lighthouse: ${skipped} pages skipped, ${skip}`);
  console.log(`lighthouse: 0 passed, 0 failed, ${skipped} skipped`);
  recordCounts('lighthouse', { passed: 0, failed: 0, skipped });
  process.exit(0);
}
// Chromium first: a browser that cannot start leaves no server behind.
const chrome = await launchChromium();
const server = await serveOut({ port: Number(process.env.LIGHTHOUSE_PORT ?? 4180) }).catch(
  async (error) => {
    await chrome.kill();
    throw error;
  },
);
/** @type {PageResult[]} */
const results = [];
try {
  for (const path of pages) {
    /** @type {PageResult} */
    let outcome = { page: path, problems: [] };
    for (let attempt = 0; attempt <= RETRIES; attempt++) {
      const result = await lighthouse(server.url + path, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        // Simulated throttling loads the page at full speed; none of the checks above is a timing.
        throttlingMethod: 'simulate',
        clearStorageTypes: FIRST_VISIT_STORAGE_RESET,
        disableFullPageScreenshot: true,
        onlyCategories: ['performance', ...CATEGORIES],
      });
      const checked = result ? verdict(result) : { toolFailure: 'Lighthouse returned no result' };
      outcome = { page: path, problems: checked.problems ?? [], ...checked };
      if (!checked.toolFailure) break;
      console.error(
        `lighthouse: tool failure on ${path} (attempt ${attempt + 1}): ${checked.toolFailure}`,
      );
    }
    results.push(outcome);
  }
} finally {
  await chrome.kill();
  server.close();
}

console.log('Lighthouse gate, mobile preset, one run per page');
console.table(results.map(({ page, row, toolFailure }) => ({ page, ...(row ?? { toolFailure }) })));
const failed = results.filter((result) => result.toolFailure || result.problems.length > 0);
for (const { page, problems, toolFailure } of failed) {
  console.error(
    toolFailure
      ? `${page}: Lighthouse itself failed ${RETRIES + 1} times (${toolFailure}); the page was not checked`
      : `${page}: ${problems.join('; ')}`,
  );
}
for (const { step, why } of STOOD_ASIDE) {
  const gain = STEP_GAINS[step];
  const measured = results.flatMap(({ page, speed }) =>
    gain && speed ? [`${page} ${gain.metric(speed)}${gain.unit}`] : [],
  );
  console.warn(
    `lighthouse: ${step} stood aside (${why}); ${
      gain
        ? `it buys ${gain.buys}, target ≤ ${gain.target}${gain.unit}: ${measured.join(', ')}`
        : 'no measure of it here'
    }; performance ${results.map(({ page, speed }) => `${page} ${speed?.performance ?? '-'}`).join(', ')} (target 100)`,
  );
}
console.log(
  `lighthouse: ${results.length - failed.length} passed, ${failed.length} failed, 0 skipped`,
);
recordCounts('lighthouse', {
  passed: results.length - failed.length,
  failed: failed.length,
  skipped: 0,
});
if (failed.length > 0) process.exit(1);
