/**
 * @jest-environment node
 */
import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CONTENT_AXE_SUITE,
  CONTENT_GREP,
  CONTENT_SUITES,
  DARK_GROUP,
} from '../harness/content-gate.mjs';
import { JOBS, RTL_STEPS, stepParts, STEPS } from '../harness/jobs.mjs';
import { ONCE_STEPS, onceUnitTests, skipOnceArguments } from '../harness/once.mjs';

// npm test (tests/harness/test.mjs) in a project whose steps stand in for the real ones: a step
// that fails hides none after it, in any owner's run, and the run ends naming every failure.

const ROOT = join(__dirname, '..', '..');
const project = mkdtempSync(join(tmpdir(), 'test-runner-'));
afterAll(() => rmSync(project, { recursive: true, force: true }));

beforeAll(() => {
  for (const folder of ['tests/harness', 'scripts/tools'])
    cpSync(join(ROOT, folder), join(project, folder), { recursive: true });
  mkdirSync(join(project, 'steps'));
  writeFileSync(join(project, 'steps', 'pass.mjs'), '');
  writeFileSync(join(project, 'steps', 'fail.mjs'), 'process.exit(1);\n');
  writeFileSync(
    join(project, 'steps', 'args.mjs'),
    'console.log(`args: ${JSON.stringify(process.argv.slice(2))}`);\n',
  );
  // Unit tests, one of them the same for every owner.
  mkdirSync(join(project, 'tests', 'unit'));
  writeFileSync(join(project, 'tests', 'unit', 'tool.test.ts'), '/**\n * @once a tool\n */\n');
  writeFileSync(join(project, 'tests', 'unit', 'copy.test.ts'), "/** the owner's copy */\n");
  // The other owners' copies are made inside the project, and leave each other out.
  writeFileSync(join(project, '.gitignore'), '.owner-check/\n.rtl-check/\n');
  // The other owners' files, laid over the copy: here only a marker of each.
  for (const fixture of ['owner', 'rtl']) {
    mkdirSync(join(project, 'tests', 'fixtures', fixture), { recursive: true });
    writeFileSync(join(project, 'tests', 'fixtures', fixture, 'owner.txt'), `${fixture}\n`);
  }
  // The second owner's copy file, which a type error names.
  mkdirSync(join(project, 'tests', 'fixtures', 'owner', 'content', 'de'), { recursive: true });
  writeFileSync(join(project, 'tests', 'fixtures', 'owner', 'content', 'de', 'site.ts'), '');
  writeFileSync(
    join(project, 'steps', 'tsc.mjs'),
    "console.log('content/de/site.ts(3,5): error TS2741\\ncontent/about.ts(1,1): error TS2741');\n",
  );
  mkdirSync(join(project, 'node_modules'));
  const step = (outcome: 'pass' | 'fail') => `node steps/${outcome}.mjs`;
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({
      scripts: {
        lint: step('fail'),
        typecheck: 'node steps/tsc.mjs',
        'format:check': step('pass'),
        'test:unit': step('pass'),
        'test:build:deploy': step('fail'),
        'test:build:basepath': step('pass'),
        'test:build:backends': step('pass'),
        'test:e2e': 'node steps/args.mjs',
        'test:engines': 'node steps/args.mjs',
        'test:lighthouse': step('pass'),
      },
    }),
  );
  const git = (...args: string[]) => execFileSync('git', args, { cwd: project, stdio: 'ignore' });
  git('init', '-q');
  git('add', '.');
});

/** npm test with these arguments, as a developer runs it (not inside another run). */
function runHarness(args: string[], extra: Record<string, string> = {}) {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra };
  for (const name of ['CI', 'TEST_COUNTS_DIR', 'TEST_SUMMARY_FILE', 'GITHUB_STEP_SUMMARY'])
    if (!(name in extra)) delete env[name];
  return spawnSync(process.execPath, ['tests/harness/test.mjs', ...args], {
    cwd: project,
    env,
    encoding: 'utf8',
  });
}

/** npm test with these steps only. */
const runTests = (only: string, which: string[] = []) => runHarness([...which, '--only', only]);

test('every step runs for every owner, and the run names each failure', () => {
  const result = runTests('lint,typecheck,test:unit,test:build:deploy,test:engines');
  expect(result.status).toBe(1);
  // The second owner's run went on although the site's lint and build failed; the right-to-left
  // owner's runs only the build and the steps narrowed to the direction.
  expect(result.stdout.split('test: typecheck passed').length - 1).toBe(2);
  expect(result.stdout.split('test: test:unit passed').length - 1).toBe(2);
  const lines = result.stdout.trim().split('\n');
  const named = lines.slice(lines.indexOf('test: failed:') + 1, -1);
  expect(named).toEqual([
    '  the site: lint',
    '  the site: test:build:deploy',
    '  the site: test:engines (not run: test:build:deploy failed)',
    '  the second owner: lint',
    '  the second owner: test:build:deploy',
    '  the second owner: test:engines (not run: test:build:deploy failed)',
    '  the right-to-left owner: test:build:deploy',
    '  the right-to-left owner: test:engines:rtl (not run: test:build:deploy failed)',
  ]);
  expect(lines.at(-1)).toMatch(/^0 passed, 8 failed, \d+ skipped$/);
  // Each other owner's run closes with its own name and time, and the whole run with all three.
  for (const name of ['the second owner', 'the right-to-left owner', 'every owner'])
    expect(result.stdout).toMatch(new RegExp(`\\ntest: ${name}, \\d+ s\\n`));
});

test("an owner's type error names the fixture's file where the fixture has it", () => {
  const { stdout } = runTests('typecheck', ['all']);
  // The second owner's run starts with its copy, and ends with its name.
  const [site = '', rest = ''] = stdout.split('\nowner-check: ');
  const owner = rest.split('test: the second owner, ')[0] ?? '';
  expect(site).toContain('\ncontent/de/site.ts(3,5): error TS2741\n');
  // The copy's content/de/site.ts is the fixture's; its content/about.ts is the project's.
  expect(owner).toContain(
    `\n${join('tests', 'fixtures', 'owner', 'content', 'de', 'site.ts')}(3,5): error TS2741\n`,
  );
  expect(owner).toContain('\ncontent/about.ts(1,1): error TS2741\n');
});

test("what runs once runs in the site's half only; the right-to-left owner's browser steps are narrowed to its project and check", () => {
  const { stdout } = runTests('format:check,test:build:basepath,test:e2e,test:engines');
  // The test builds' settings are the harness's own: they are built for the site only. The second
  // owner's files are checked for format where they lie, in the site's half.
  for (const step of ['format:check', 'test:build:basepath']) {
    expect(stdout.split(`test: ${step} passed`).length - 1).toBe(1);
    expect(stdout).toContain(`test: ${step} runs in the site's half only`);
  }
  const args = stdout
    .split('\n')
    .filter((line) => line.startsWith('args: '))
    .map((line) => JSON.parse(line.slice('args: '.length)) as string[]);
  expect(args).toEqual([
    [],
    [],
    ['--grep-invert', '@once'],
    ['--skip-once'],
    ['--project', 'rtl', '--grep-invert', '@once'],
    ['--check', 'right-to-left', '--skip-once'],
  ]);
});

test('the steps grouped in BESIDE run at once, and each shows its output whole under its name', () => {
  const pair = mkdtempSync(join(tmpdir(), 'test-runner-pair-'));
  try {
    cpSync(project, pair, { recursive: true });
    // Each step waits for the others to have started: run one after the other, the first gives up.
    // (Each is named for its marker file without a colon, which Windows refuses in a file name.)
    writeFileSync(
      join(pair, 'steps', 'meet.mjs'),
      `import { existsSync, writeFileSync } from 'node:fs';
const [me, ...rest] = process.argv.slice(2);
// The runner's own arguments (--json, --project…) follow the names.
const end = rest.findIndex((arg) => arg.startsWith('-'));
const others = end === -1 ? rest : rest.slice(0, end);
writeFileSync(me + '.started', '');
const until = Date.now() + 20_000;
while (!others.every((other) => existsSync(other + '.started'))) {
  if (Date.now() > until) process.exit(1);
  await new Promise((resolve) => setTimeout(resolve, 20));
}
for (const line of ['one', 'two']) {
  console.log(me + ': ' + line);
  await new Promise((resolve) => setTimeout(resolve, 50));
}
`,
    );
    writeFileSync(
      join(pair, 'package.json'),
      JSON.stringify({
        scripts: {
          lint: 'node steps/meet.mjs lint typecheck format',
          typecheck: 'node steps/meet.mjs typecheck lint format',
          'format:check': 'node steps/meet.mjs format lint typecheck',
          'test:unit': 'node steps/meet.mjs unit e2e',
          'test:e2e': 'node steps/meet.mjs e2e unit',
        },
      }),
    );
    const env: NodeJS.ProcessEnv = { ...process.env };
    for (const name of ['CI', 'TEST_COUNTS_DIR', 'TEST_SUMMARY_FILE']) delete env[name];
    const { status, stdout } = spawnSync(
      process.execPath,
      ['tests/harness/test.mjs', 'site', '--only', 'lint,typecheck,format:check'],
      { cwd: pair, env, encoding: 'utf8' },
    );
    expect(status).toBe(0);
    for (const [step, me] of [
      ['lint', 'lint'],
      ['typecheck', 'typecheck'],
      ['format:check', 'format'],
    ])
      expect(stdout).toMatch(
        new RegExp(
          `\\ntest: ${step}\\n${me}: one\\n${me}: two\\ntest: ${step} passed in \\d+ s\\n`,
        ),
      );
    // The content gate's Jest files beside its browser tests.
    const gate = spawnSync(
      process.execPath,
      ['tests/harness/test.mjs', 'content', '--only', 'test:unit,test:e2e:content'],
      { cwd: pair, env, encoding: 'utf8' },
    );
    expect(gate.status).toBe(0);
    for (const [step, me] of [
      ['test:unit', 'unit'],
      ['test:e2e:content', 'e2e'],
    ])
      expect(gate.stdout).toMatch(
        new RegExp(
          `\\ntest: ${step}\\n${me}: one\\n${me}: two\\ntest: ${step} passed in \\d+ s\\n`,
        ),
      );
  } finally {
    rmSync(pair, { recursive: true, force: true });
  }
});

test("a unit test file marked @once and the tooling's tests are left out of the second owner's half", () => {
  expect(onceUnitTests(join(project, 'tests', 'unit'))).toEqual(['tool.test.ts']);
  const [ignore = ''] = skipOnceArguments(join(ROOT, 'tests', 'unit'))['test:unit'] ?? [];
  const listed = (extra: string[]) =>
    execFileSync(process.execPath, [require.resolve('jest/bin/jest'), '--listTests', ...extra], {
      cwd: ROOT,
      encoding: 'utf8',
    })
      .trim()
      .split('\n');
  const all = listed([]);
  const owner = listed([ignore]);
  const marked = join(ROOT, 'tests', 'unit', 'postbuild-cache.test.ts');
  for (const file of [__filename, marked]) {
    expect(all).toContain(file);
    expect(owner).not.toContain(file);
  }
  expect(owner.length).toBeLessThan(all.length);
  expect(owner.length).toBeGreaterThan(0);
});

test("the Test workflow's jobs run together each step of every owner's run once, as npm test does", () => {
  // The builds: a job makes those its tests read (each twice where two jobs share a step's parts).
  const inputs = ['test:build:deploy', 'test:build:basepath', 'test:build:backends'];
  const ran = (owner: string) =>
    Object.values(JOBS)
      .filter((job) => job.owner === owner)
      .flatMap((job) => job.steps ?? (owner === 'rtl' ? RTL_STEPS : STEPS));
  for (const [owner, all] of [
    ['site', STEPS],
    ['owner', STEPS.filter((step) => !ONCE_STEPS.includes(step))],
    ['rtl', RTL_STEPS],
  ] as const) {
    const steps = ran(owner).map(stepParts);
    expect([...new Set(steps.map(({ name }) => name))].sort()).toEqual([...all].sort());
    // Each once, or each of its parts once: 1/n to n/n.
    for (const step of all.filter((one) => !inputs.includes(one))) {
      const parts = steps.filter(({ name }) => name === step).map(({ shard }) => shard ?? '1/1');
      const count = Number(parts[0]?.split('/')[1]);
      expect(parts.sort()).toEqual(Array.from({ length: count }, (_, i) => `${i + 1}/${count}`));
    }
  }
});

test("a job may run a part of the browser tests, Playwright's shard, and no other step", () => {
  const { stdout } = runTests('test:e2e#2/3');
  expect(stdout).toContain('args: ["--shard=2/3"]');
  expect(stdout).toContain('test: test:e2e#2/3 passed in');
  expect(runTests('lint#1/2').status).toBe(2);
});

test("a job runs its steps for its owner, and its summary on GitHub names each step's outcome", () => {
  const summary = join(project, 'summary.md');
  const site = runHarness(['--job', 'checks'], { GITHUB_STEP_SUMMARY: summary });
  expect(site.status).toBe(1);
  expect(site.stdout).not.toContain('the second owner');
  // The second owner's job: its run in its copy heads its own steps.
  expect(runHarness(['--job', 'owner-checks'], { GITHUB_STEP_SUMMARY: summary }).status).toBe(1);
  expect(readFileSync(summary, 'utf8')).toMatch(
    new RegExp(
      [
        '### The site\n',
        '\\| step \\| outcome \\|\n\\| --- \\| --- \\|',
        '\\| lint \\| failed after \\d+ s \\|',
        '\\| typecheck \\| passed in \\d+ s \\|',
        '\\| format:check \\| passed in \\d+ s \\|',
        '\\| test:unit \\| passed in \\d+ s \\|\n',
        '\\*\\*0 passed, 1 failed[^*]*\\*\\*, \\d+ s\n',
        '### The second owner\n',
        '\\| step \\| outcome \\|\n\\| --- \\| --- \\|',
        '\\| lint \\| failed after \\d+ s \\|',
        '\\| typecheck \\| passed in \\d+ s \\|',
        '\\| test:unit \\| passed in \\d+ s \\|\n',
        '\\*\\*0 passed, 1 failed[^*]*\\*\\*, \\d+ s\n$',
      ].join('\n*'),
    ),
  );
  expect(runHarness(['--job', 'checks', '--only', 'lint']).status).toBe(2);
});

test("the content gate runs here alone: the build, the owner's unit tests, its suites in Chromium", () => {
  const { status, stdout } = runTests('test:unit,test:e2e:content', ['content']);
  expect(status).toBe(0);
  expect(stdout).not.toContain('owner-check');
  const args = stdout
    .split('\n')
    .filter((line) => line.startsWith('args: '))
    .map((line) => JSON.parse(line.slice('args: '.length)) as string[]);
  expect(args).toEqual([
    [
      '--project',
      'desktop',
      '--project',
      'output',
      '--grep',
      CONTENT_GREP,
      '--grep-invert',
      '@once',
    ],
  ]);
  // Its browser tests wait for the build, which fails here.
  const failed = runTests('test:build:deploy,test:e2e:content', ['content']);
  const lines = failed.stdout.trim().split('\n');
  expect(lines.slice(lines.indexOf('test: failed:') + 1, -1)).toEqual([
    '  the content gate: test:build:deploy',
    '  the content gate: test:e2e:content (not run: test:build:deploy failed)',
  ]);
});

test('every suite the content gate names is in tests/e2e/', () => {
  const missing = [...CONTENT_SUITES, CONTENT_AXE_SUITE].filter(
    (suite) => !existsSync(join(ROOT, 'tests', 'e2e', `${suite}.spec.ts`)),
  );
  expect(missing).toEqual([]);
});

test("the content gate runs axe's pages in the light theme, not the keyboard's tests", () => {
  // As Playwright matches --grep: the project, the file and the titles, joined by spaces.
  const runs = (title: string) => new RegExp(CONTENT_GREP).test(`desktop a11y.spec.ts ${title}`);
  expect(runs('Home has no WCAG 2.2 A/AA violations')).toBe(true);
  expect(runs('every other page /articles/x/ has no WCAG 2.2 A/AA violations')).toBe(true);
  expect(runs(`${DARK_GROUP} Home has no WCAG 2.2 A/AA violations`)).toBe(false);
  expect(runs('the skip link moves focus to the main content')).toBe(false);
});
