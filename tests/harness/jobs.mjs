// @ts-check
// What `npm test` runs, and the same cut into jobs for GitHub's Test workflow, which runs them side
// by side on runners of their own (.github/workflows/test.yml): one run of npm test on a 2-core
// runner takes about 17 minutes, its longest job here about 8 (docs/testing.md, "In CI").
// `node tests/harness/test.mjs --job <name>` runs one job. Together the jobs run each step of
// every owner's run once, as npm test does (tests/unit/workflows.test.ts); a job that reads a
// build makes it again (build:deploy, a minute and a half), which costs less than the runner's
// wait for a job that made it. What runs once (once.mjs) stays in the site's jobs: the owners'
// runs leave it out in a job as in npm test.

/** One owner's run: each step an npm script of package.json, in this order. */
export const STEPS = [
  'lint',
  'typecheck',
  'format:check',
  'test:unit',
  // The site's build from a production install, as a host makes it: what the checks below read.
  'build:deploy',
  'build:basepath',
  'build:backends',
  'test:e2e',
  'test:engines',
  'test:lighthouse',
];

/**
 * The right-to-left owner's run: only what a page's direction changes, on its build (the rest is
 * the same code the other two runs test). Its browser steps are npm scripts narrowed to the
 * Playwright project and the engine check written for it, which skip in a build without a
 * right-to-left language.
 */
export const RTL_STEPS = ['build:deploy', 'test:e2e:rtl', 'test:engines:rtl'];

/** @typedef {'site' | 'owner' | 'rtl'} Owner */

/**
 * The Test workflow's jobs: whose run each is a part of, and its steps (none: all of them).
 * @type {Record<string, { owner: Owner, steps?: string[] }>}
 */
export const JOBS = {
  checks: { owner: 'site', steps: ['lint', 'typecheck', 'format:check', 'test:unit'] },
  pages: {
    owner: 'site',
    steps: ['build:deploy', 'build:basepath', 'build:backends', 'test:e2e'],
  },
  engines: { owner: 'site', steps: ['build:deploy', 'test:engines', 'test:lighthouse'] },
  'owner-checks': { owner: 'owner', steps: ['lint', 'typecheck', 'test:unit'] },
  'owner-browsers': {
    owner: 'owner',
    steps: ['build:deploy', 'test:e2e', 'test:engines', 'test:lighthouse'],
  },
  rtl: { owner: 'rtl' },
};
