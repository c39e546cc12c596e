// @ts-check
// The first command of each npm script an owner runs (`node scripts/check-node-version.mjs &&
// node ...`): on a Node older than package.json's engines allows, it stops the script in its first
// second, naming both versions. It runs before the script's own module, whose whole import graph
// Node parses and links before any of its code runs, and before the tools it starts, which on an
// old Node fail minutes later saying something else (wrangler on its error stream, behind the
// harness's "did not start"). So this file is written for any Node that runs ES modules (12 and
// later: no `??`, no `?.`).
// With --dev (npm test), the engines of the installed packages count too: the test tools ask for
// more than the build does (html-validate ^22.22.0 || >=24.8.0, Lighthouse >=22.19).
import { existsSync, readFileSync } from 'node:fs';

const project = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const range = String(project.engines && project.engines.node);
// The one form package.json says it in: ">=22.12", a minor and a patch optional.
const lowest = /^>=\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(range.trim());
if (!lowest) {
  console.error(
    `check-node-version: package.json's engines.node is "${range}"; this check reads ">=major.minor.patch"`,
  );
  process.exit(1);
}

/** @param {string} version 22, v22.12, 22.12.0 @returns {number[]} */
const parts = (version) => {
  const numbers = version.replace(/^v/, '').split('.').map(Number);
  return [0, 1, 2].map((i) => numbers[i] || 0);
};
const running = parts(process.versions.node);
/** @param {number[]} a @param {number[]} b */
const compare = (a, b) => {
  const gap = a.map((part, i) => part - (b[i] || 0)).find((diff) => diff !== 0);
  return gap === undefined ? 0 : gap;
};

/**
 * Whether this Node is in an npm engines range of the forms packages write (">=22.12.0",
 * "^22.22.0 || >= 24.8.0"); undefined for a form this check does not read, which it leaves be.
 * @param {string} text
 */
function satisfies(text) {
  /** @type {boolean | undefined} */
  let any = false;
  for (const clause of text.split('||')) {
    const match = /^\s*(>=|\^)?\s*(v?\d+(?:\.\d+){0,2})\s*$/.exec(clause);
    if (!match) return undefined;
    const version = parts(match[2] || '');
    const atLeast = compare(running, version) >= 0;
    if (match[1] === '>=') any = any || atLeast;
    else if (match[1] === '^') any = any || (atLeast && running[0] === version[0]);
    else any = any || compare(running, version) === 0;
  }
  return any;
}

/** @param {string} needed @param {string} whose */
function stop(needed, whose) {
  const first = /\d[\d.]*/.exec(needed);
  console.error(
    `This project needs Node.js ${needed} (${whose}); this is Node.js ${process.version} (${process.execPath}).\n` +
      `Install Node.js ${parts(first ? first[0] : '').join('.')} or newer, or switch to it (nvm and fnm read .nvmrc), and run the command again.`,
  );
  process.exit(1);
}

if (!satisfies(range)) stop(range, "package.json's engines");
if (process.argv.includes('--dev')) {
  const names = Object.keys(
    Object.assign({}, project.dependencies || {}, project.devDependencies || {}),
  );
  for (const name of names) {
    const file = new URL(['..', 'node_modules', name, 'package.json'].join('/'), import.meta.url);
    // Before npm ci there is nothing installed to ask.
    if (!existsSync(file)) continue;
    const engines = JSON.parse(readFileSync(file, 'utf8')).engines;
    const wanted = engines && typeof engines.node === 'string' ? engines.node : '';
    if (wanted && satisfies(wanted) === false)
      stop(wanted, `${name}'s engines, which npm test runs`);
  }
}
