/** @jest-environment node */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// npm test (tests/harness/test.mjs) in a project whose steps stand in for the real ones: a step
// that fails hides none after it, in either owner's half, and the run ends naming every failure.

const ROOT = join(__dirname, '..', '..');
const project = mkdtempSync(join(tmpdir(), 'test-runner-'));
afterAll(() => rmSync(project, { recursive: true, force: true }));

beforeAll(() => {
  for (const folder of ['tests/harness', 'scripts/node-tools.mjs'])
    cpSync(join(ROOT, folder), join(project, folder), { recursive: true });
  mkdirSync(join(project, 'steps'));
  writeFileSync(join(project, 'steps', 'pass.mjs'), '');
  writeFileSync(join(project, 'steps', 'fail.mjs'), 'process.exit(1);\n');
  // The second owner's files, laid over the copy: here only a marker of its own.
  mkdirSync(join(project, 'tests', 'fixtures', 'owner'), { recursive: true });
  writeFileSync(join(project, 'tests', 'fixtures', 'owner', 'owner.txt'), 'second owner\n');
  mkdirSync(join(project, 'node_modules'));
  const step = (outcome: 'pass' | 'fail') => `node steps/${outcome}.mjs`;
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({
      scripts: {
        lint: step('fail'),
        typecheck: step('pass'),
        'test:unit': step('pass'),
        'build:deploy': step('fail'),
        'build:basepath': step('pass'),
        'build:backends': step('pass'),
        'test:e2e': step('pass'),
        'test:engines': step('pass'),
        'test:lighthouse': step('pass'),
      },
    }),
  );
  const git = (...args: string[]) => execFileSync('git', args, { cwd: project, stdio: 'ignore' });
  git('init', '-q');
  git('add', '.');
});

test('every step runs for both owners, and the run names each failure', () => {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['CI', 'TEST_COUNTS_DIR', 'TEST_SUMMARY_FILE']) delete env[name];
  const result = spawnSync(
    process.execPath,
    ['tests/harness/test.mjs', '--only', 'lint,typecheck,build:deploy,build:basepath,test:engines'],
    { cwd: project, env, encoding: 'utf8' },
  );
  expect(result.status).toBe(1);
  // The second owner's half ran although the site's lint and build failed.
  expect(result.stdout.split('test: typecheck passed').length - 1).toBe(2);
  expect(result.stdout.split('test: build:basepath passed').length - 1).toBe(2);
  const lines = result.stdout.trim().split('\n');
  const named = lines.slice(lines.indexOf('test: failed:') + 1, -1);
  expect(named).toEqual([
    '  the site: lint',
    '  the site: build:deploy',
    '  the site: test:engines (not run: build:deploy failed)',
    '  the second owner: lint',
    '  the second owner: build:deploy',
    '  the second owner: test:engines (not run: build:deploy failed)',
  ]);
  expect(lines.at(-1)).toMatch(/^0 passed, 6 failed, \d+ skipped$/);
});
