// @ts-check
// What `npm test` runs, and the same cut into jobs for GitHub's Test workflow, which runs them side
// by side on runners of their own (.github/workflows/test.yml); docs/testing.md ("In CI") has
// what each took on a 2-core machine and why the browser tests are cut in halves.
// `node tests/harness/test.mjs --job <name>` runs one job. Together the jobs run each step of
// every owner's run once, as npm test does (tests/tooling/test-runner.test.ts); a job that reads a
// build makes it again, which costs less than waiting for a job that made it and handing its
// output over. What runs once (once.mjs) stays in the site's jobs: the owners' runs leave it out
// in a job as in npm test.

/** One owner's run: each step an npm script of package.json, in this order. */
export const STEPS = [
  'lint',
  'typecheck',
  'format:check',
  'test:unit',
  // The site's build from a production install, as a host makes it: what the checks below read.
  'test:build:deploy',
  'test:build:basepath',
  'test:build:backends',
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
export const RTL_STEPS = ['test:build:deploy', 'test:e2e:rtl', 'test:engines:rtl'];

/**
 * The content gate's run (`npm run test:content`), in the project as it is (an editor's publish
 * changes content/ only): the site's build as a host makes it, whose prebuild checks the Markdown,
 * its frontmatter and the photos; the Jest files that depend on the owner; and, in Chromium at one
 * width, the browser tests of what content makes (docs/testing.md, The content gate). It leaves out
 * what runs once, as the second owner's half does: the code's own checks, with the other widths,
 * engines, hosts and test builds, are the full run's.
 */
export const CONTENT_STEPS = ['test:build:deploy', 'test:unit', 'test:e2e:content'];

/**
 * Steps a job may run a part of, `test:e2e#1/2`: Playwright's shard (`--shard=1/2`), the tests
 * dealt out evenly, each part for a job of its own; together the parts run the whole step.
 */
export const SHARDED = ['test:e2e'];

/**
 * A step's npm script and, for a part of it, which part.
 * @param {string} step as a job or --only names it
 * @returns {{ name: string, shard?: string }}
 */
export function stepParts(step) {
  const [name = '', shard] = step.split('#');
  return shard === undefined ? { name } : { name, shard };
}

/** @typedef {'site' | 'owner' | 'rtl'} Owner */

/**
 * The Test workflow's jobs: whose run each is a part of, and its steps (none: all of them).
 * @type {Record<string, { owner: Owner, steps?: string[] }>}
 */
export const JOBS = {
  checks: { owner: 'site', steps: ['lint', 'typecheck', 'format:check', 'test:unit'] },
  'pages-1': {
    owner: 'site',
    steps: ['test:build:deploy', 'test:build:basepath', 'test:build:backends', 'test:e2e#1/2'],
  },
  'pages-2': {
    owner: 'site',
    steps: ['test:build:deploy', 'test:build:basepath', 'test:build:backends', 'test:e2e#2/2'],
  },
  engines: { owner: 'site', steps: ['test:build:deploy', 'test:engines', 'test:lighthouse'] },
  'owner-checks': { owner: 'owner', steps: ['lint', 'typecheck', 'test:unit'] },
  'owner-pages-1': { owner: 'owner', steps: ['test:build:deploy', 'test:e2e#1/2'] },
  'owner-pages-2': { owner: 'owner', steps: ['test:build:deploy', 'test:e2e#2/2'] },
  'owner-engines': {
    owner: 'owner',
    steps: ['test:build:deploy', 'test:engines', 'test:lighthouse'],
  },
  rtl: { owner: 'rtl' },
};
