// @ts-check
// Starts the project's Node tools as every shell and platform can: this Node (process.execPath)
// running the package's own bin script. npm and npx are .cmd files on Windows, which spawn cannot
// start without a shell, and a shell reads VAR=value and quotes differently on each platform.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { basename, delimiter, dirname, join, relative } from 'node:path';

// npm runs every script from the project's folder, and the tools start there too. (Not
// import.meta: the Playwright config imports this, and Playwright's loader cannot take it.)
const ROOT = process.cwd();

/** Next's telemetry stays off in every build and dev server the scripts start. */
export const NEXT_ENV = { NEXT_TELEMETRY_DISABLED: '1' };

/**
 * The script a package's bin entry names: `binScript('typescript', 'tsc')`.
 * @param {string} pkg @param {string} [command] the bin's name, when it is not the package's
 */
export function binScript(pkg, command = pkg.split('/').pop() ?? pkg) {
  const manifest = join(ROOT, 'node_modules', pkg, 'package.json');
  /** @type {{ bin?: string | Record<string, string> }} */
  const { bin } = JSON.parse(readFileSync(manifest, 'utf8'));
  const script = typeof bin === 'string' ? bin : bin?.[command];
  if (!script) throw new Error(`${pkg} has no command ${command}`);
  return join(dirname(manifest), script);
}

/** Every command the project's packages install, by name: what an npm script may start with. */
function commands() {
  const { dependencies = {}, devDependencies = {} } = JSON.parse(
    readFileSync(join(ROOT, 'package.json'), 'utf8'),
  );
  /** @type {Map<string, string>} */
  const found = new Map();
  for (const pkg of Object.keys({ ...dependencies, ...devDependencies })) {
    let bin;
    try {
      ({ bin } = JSON.parse(readFileSync(join(ROOT, 'node_modules', pkg, 'package.json'), 'utf8')));
    } catch {
      continue;
    }
    const names = typeof bin === 'string' ? [pkg.split('/').pop() ?? pkg] : Object.keys(bin ?? {});
    for (const name of names) found.set(name, binScript(pkg, name));
  }
  return found;
}

/**
 * An npm script of package.json as the Node script and arguments it runs, so a tool can run it
 * without npm or a shell: `node x.mjs a` or a package's command (`eslint . --max-warnings 0`).
 * Scripts that chain commands or use a shell's syntax are refused.
 * @param {string} name
 * @returns {string[]}
 */
export function npmScript(name) {
  /** @type {{ scripts: Record<string, string> }} */
  const { scripts } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  const line = scripts[name];
  if (!line) throw new Error(`package.json has no script ${name}`);
  if (/[&|;<>"'`$]/.test(line))
    throw new Error(`the ${name} script is not one plain command: ${line}`);
  const [command = '', ...args] = line.trim().split(/\s+/);
  if (command === 'node') return args;
  const script = commands().get(command);
  if (!script) throw new Error(`the ${name} script starts ${command}, which no package installs`);
  return [script, ...args];
}

/**
 * Runs a Node script to its end with this Node; throws, naming it, when it fails.
 * @param {string} script
 * @param {string[]} [args]
 * @param {{ cwd?: string, env?: Record<string, string>, quiet?: boolean }} [options]
 *   quiet: its output is not shown, only its errors
 */
export function runNode(script, args = [], { cwd, env = {}, quiet = false } = {}) {
  const result = spawnSync(process.execPath, [script, ...args], {
    cwd,
    env: { ...process.env, ...env },
    stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
  });
  if (result.status !== 0) {
    const shown = [relative(cwd ?? process.cwd(), script), ...args].join(' ');
    throw new Error(
      `${shown} failed (${result.error?.message ?? `exit ${result.status ?? result.signal}`})`,
    );
  }
}

/**
 * npm's own script, for this Node to run (spawn cannot start npm by name on Windows, where it is a
 * .cmd file): the npm running the build, else the one installed beside this Node, else the first
 * on PATH, each where Node's installers put it (in the node_modules folder beside the program on
 * Windows, in ../lib/node_modules elsewhere).
 */
export function npmCli() {
  /** @param {string} folder */
  const beside = (folder) =>
    [join(folder, 'node_modules'), join(folder, '..', 'lib', 'node_modules')].map((modules) =>
      join(modules, 'npm', 'bin', 'npm-cli.js'),
    );
  const folders = [dirname(process.execPath), ...(process.env.PATH ?? '').split(delimiter)];
  return [process.env.npm_execpath ?? '', ...folders.filter(Boolean).flatMap(beside)].find(
    (path) => basename(path) === 'npm-cli.js' && existsSync(path),
  );
}
