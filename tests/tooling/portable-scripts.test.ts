/**
 * @jest-environment node
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

// npm runs scripts with cmd.exe on Windows and sh elsewhere, and spawn starts a program without
// any shell: what the project starts must start the same way on Windows, macOS and Linux.
// - package.json's scripts: no VAR=value prefix (cmd.exe has none), and every command is node,
//   npm or a command a declared package installs (no cp, rm or bash).
// - Every spawn in scripts/, tests/ and the tool configurations: never npm, npx or a Unix-only
//   program by name (npm and npx are .cmd files on Windows, which spawn cannot start), never
//   through a shell (exec, shell: true), never `detached: true` (a new console window on Windows),
//   and a process group is signalled only in tests/harness/process-tree.mjs, which has Windows' way too.
// - Playwright's web servers are started by command lines: never npx or npm.

const root = join(__dirname, '..', '..');
const UNIX_ONLY = ['npm', 'npx', 'yarn', 'pnpm', 'cp', 'mv', 'rm', 'ln', 'cat', 'bash', 'sh'];
const SPAWNS = new Set(['spawn', 'spawnSync', 'execFile', 'execFileSync', 'fork']);
const THROUGH_A_SHELL = new Set(['exec', 'execSync']);
const GROUP_SIGNALS_ONLY_IN = 'tests/harness/process-tree.mjs';

/** What in one source file would not start the same way on every platform, each with its line. */
function spawnProblems(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const problems: string[] = [];
  const at = (node: ts.Node, message: string) =>
    problems.push(
      `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${message}`,
    );
  // node:child_process's functions are imported by name (RegExp's exec is a method, not one).
  const calleeName = (call: ts.CallExpression) =>
    ts.isIdentifier(call.expression) ? call.expression.text : '';
  const literal = (node: ts.Node | undefined) =>
    node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
      ? node.text
      : undefined;
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const name = calleeName(node);
      const [first] = node.arguments;
      if (THROUGH_A_SHELL.has(name)) at(node, `${name}() runs its command through a shell`);
      if (SPAWNS.has(name)) {
        const program = literal(first)?.split(/[\\/]/).pop();
        if (program && UNIX_ONLY.includes(program)) at(node, `${name}('${program}') by name`);
        for (const options of node.arguments.filter(ts.isObjectLiteralExpression)) {
          for (const property of options.properties.filter(ts.isPropertyAssignment)) {
            const key = property.name.getText(source);
            if (key === 'shell' && property.initializer.kind === ts.SyntaxKind.TrueKeyword)
              at(property, `${name}() with shell: true on every platform`);
            if (key === 'detached' && property.initializer.kind === ts.SyntaxKind.TrueKeyword)
              at(property, `${name}() with detached: true (use OWN_GROUP)`);
          }
        }
      }
      const isProcessKill =
        ts.isPropertyAccessExpression(node.expression) &&
        node.expression.getText(source) === 'process.kill';
      if (
        isProcessKill &&
        first &&
        ts.isPrefixUnaryExpression(first) &&
        first.operator === ts.SyntaxKind.MinusToken &&
        file !== GROUP_SIGNALS_ONLY_IN
      ) {
        at(node, `a process group signalled outside ${GROUP_SIGNALS_ONLY_IN}`);
      }
    }
    if (ts.isPropertyAssignment(node) && node.name.getText(source) === 'command') {
      const line =
        literal(node.initializer) ??
        (ts.isTemplateExpression(node.initializer) ? node.initializer.head.text : '');
      const program = line.trim().split(/\s+/)[0] ?? '';
      if (UNIX_ONLY.includes(program)) at(node, `a command line starting ${program}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return problems;
}

/** What in package.json's scripts would not run in cmd.exe, or needs a Unix program. */
function scriptProblems(pkg: { scripts: Record<string, string> }, commands: Set<string>) {
  return Object.entries(pkg.scripts).flatMap(([name, line]) =>
    line.split(/&&|\|\||;/).flatMap((part) => {
      const words = part.trim().split(/\s+/);
      const [first = ''] = words;
      if (/^[A-Za-z_][A-Za-z0-9_]*=/.test(first))
        return [
          `package.json scripts.${name}: ${first} before the command (cmd.exe has no VAR=value)`,
        ];
      if (first !== 'node' && first !== 'npm' && !commands.has(first))
        return [
          `package.json scripts.${name}: ${first} is neither node, npm nor a package's command`,
        ];
      return [];
    }),
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory())
      return ['node_modules', 'next-export', 'test-results'].includes(name)
        ? []
        : sourceFiles(path);
    return /\.(ts|tsx|mjs|js)$/.test(name) ? [path] : [];
  });
}

/** The commands the declared packages install (node_modules/.bin), by name. */
function packageCommands(pkg: { dependencies: object; devDependencies: object }) {
  return new Set(
    Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).flatMap((name) => {
      const { bin } = JSON.parse(
        readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8'),
      ) as { bin?: string | Record<string, string> };
      return typeof bin === 'string' ? [name.split('/').pop() ?? name] : Object.keys(bin ?? {});
    }),
  );
}

test('the checks find each way of starting a program that is not portable, naming the place', () => {
  const sample = `import { exec, spawn, spawnSync } from 'node:child_process';
spawn('npx', ['next', 'dev']);
spawnSync('cp', ['-al', 'a', 'b'], { stdio: 'inherit' });
exec('bash .ci/summary');
spawn(process.execPath, ['x.mjs'], { detached: true, shell: true });
process.kill(-child.pid, 'SIGTERM');
export default { webServer: { command: 'npx serve out' } };
`;
  expect(spawnProblems('scripts/sample.mjs', sample)).toEqual([
    "scripts/sample.mjs:2: spawn('npx') by name",
    "scripts/sample.mjs:3: spawnSync('cp') by name",
    'scripts/sample.mjs:4: exec() runs its command through a shell',
    'scripts/sample.mjs:5: spawn() with detached: true (use OWN_GROUP)',
    'scripts/sample.mjs:5: spawn() with shell: true on every platform',
    `scripts/sample.mjs:6: a process group signalled outside ${GROUP_SIGNALS_ONLY_IN}`,
    'scripts/sample.mjs:7: a command line starting npx',
  ]);
  expect(
    scriptProblems(
      {
        scripts: {
          build: 'node a.mjs && NEXT_TELEMETRY_DISABLED=1 next build',
          copy: 'cp -al a b',
          start: 'npm run build && serve out',
        },
      },
      new Set(['next', 'serve']),
    ),
  ).toEqual([
    'package.json scripts.build: NEXT_TELEMETRY_DISABLED=1 before the command (cmd.exe has no VAR=value)',
    "package.json scripts.copy: cp is neither node, npm nor a package's command",
  ]);
});

test("package.json's scripts run in any shell", () => {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  expect(scriptProblems(pkg, packageCommands(pkg))).toEqual([]);
});

test('scripts, tests and tool configurations start programs the same way on every platform', () => {
  const files = [
    ...sourceFiles(join(root, 'scripts')),
    ...sourceFiles(join(root, 'tests')),
    ...sourceFiles(join(root, '.ci')),
    ...['playwright.config.ts', 'jest.config.mjs', 'next.config.mjs'].map((name) =>
      join(root, name),
    ),
  ];
  expect(files.length).toBeGreaterThan(50);
  const problems = files.flatMap((file) =>
    spawnProblems(relative(root, file).split('\\').join('/'), readFileSync(file, 'utf8')),
  );
  expect(problems).toEqual([]);
});
