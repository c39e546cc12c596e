/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// On a Node older than package.json's engines allows, the scripts an owner runs stop at once naming
// both versions (scripts/check-node-version.mjs), instead of failing minutes later elsewhere.

const ROOT = join(__dirname, '..', '..');
const CHECK = /^node scripts\/check-node-version\.mjs (--dev )?&& /;
// The scripts that run the test tools check their engines too.
const WITH_TOOLS = ['test', 'test:site', 'test:owner'];
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  engines: { node: string };
  scripts: Record<string, string>;
};

/**
 * The check run by this Node in a project whose package.json says `engines`, with one installed
 * package whose own engines say `tool`.
 */
function check(engines: { node: string }, { tool = '>=1', args = [] as string[] } = {}) {
  const project = mkdtempSync(join(tmpdir(), 'check-node-'));
  try {
    mkdirSync(join(project, 'scripts'));
    mkdirSync(join(project, 'node_modules', 'some-tool'), { recursive: true });
    cpSync(join(ROOT, 'scripts', 'check-node-version.mjs'), join(project, 'scripts', 'x.mjs'));
    writeFileSync(
      join(project, 'package.json'),
      JSON.stringify({ engines, devDependencies: { 'some-tool': '1.0.0' } }),
    );
    writeFileSync(
      join(project, 'node_modules', 'some-tool', 'package.json'),
      JSON.stringify({ engines: { node: tool } }),
    );
    return spawnSync(process.execPath, [join(project, 'scripts', 'x.mjs'), ...args], {
      encoding: 'utf8',
    });
  } finally {
    rmSync(project, { recursive: true, force: true });
  }
}

test('the scripts an owner runs check the Node version before anything else', () => {
  for (const name of ['dev', 'cms', 'build', 'start', 'test', 'test:site', 'test:owner', 'bench'])
    expect({ name, line: CHECK.exec(pkg.scripts[name] ?? '')?.[1] }).toEqual({
      name,
      line: WITH_TOOLS.includes(name) ? '--dev ' : undefined,
    });
});

test("this Node passes the project's own engines", () => {
  expect(check(pkg.engines)).toMatchObject({ status: 0, stderr: '' });
});

test('an older Node stops, naming the version it is and the one needed', () => {
  const { status, stderr } = check({ node: '>=999.1' });
  expect(status).toBe(1);
  expect(stderr).toContain(
    `This project needs Node.js >=999.1 (package.json's engines); this is Node.js ${process.version} (${process.execPath}).`,
  );
  expect(stderr).toContain('Install Node.js 999.1.0 or newer');
  const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
  expect(check({ node: `>=${major}.${minor + 1}` }).status).toBe(1);
  expect(check({ node: `>=${major}.${minor}` }).status).toBe(0);
  expect(check({ node: `>=${major - 1}.99.99` }).status).toBe(0);
});

test('a range the check cannot read stops it, naming the range', () => {
  const { status, stderr } = check({ node: '^22.12 || >=24' });
  expect(status).toBe(1);
  expect(stderr).toContain(`package.json's engines.node is "^22.12 || >=24"`);
});

test("with --dev, an installed package's engines stop it too, naming the package", () => {
  const [major = 0] = process.versions.node.split('.').map(Number);
  const newer = `^${major - 1}.0.0 || >= ${major + 1}.0.0`;
  expect(check(pkg.engines, { tool: newer }).status).toBe(0);
  const { status, stderr } = check(pkg.engines, { tool: newer, args: ['--dev'] });
  expect(status).toBe(1);
  expect(stderr).toContain(`This project needs Node.js ${newer} (some-tool's engines`);
  expect(check(pkg.engines, { tool: `^${major}.0.0`, args: ['--dev'] }).status).toBe(0);
  // A form the check does not read is left to the tool.
  expect(check(pkg.engines, { tool: '22.x', args: ['--dev'] }).status).toBe(0);
});
