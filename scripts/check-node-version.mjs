// @ts-check
// The first command of each npm script an owner runs (`node scripts/check-node-version.mjs &&
// node ...`): on a Node older than package.json's engines allows, it stops the script in its first
// second, naming both versions. It runs before the script's own module, whose whole import graph
// Node parses and links before any of its code runs, and before the tools it starts, which on an
// old Node fail minutes later saying something else (wrangler on its error stream, behind the
// harness's "did not start"). So this file is written for any Node that runs ES modules (12 and
// later: no `??`, no `?.`).
import { readFileSync } from 'node:fs';

const { engines } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const range = String(engines && engines.node);
// The one form package.json says it in: ">=22.12", a minor and a patch optional.
const lowest = /^>=\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(range.trim());
if (!lowest) {
  console.error(
    `check-node-version: package.json's engines.node is "${range}"; this check reads ">=major.minor.patch"`,
  );
  process.exit(1);
}
const needed = lowest.slice(1).map((part) => Number(part || 0));
const running = process.versions.node.split('.').map(Number);
const gap = needed.map((part, i) => (running[i] || 0) - part).find((diff) => diff !== 0);
if (gap !== undefined && gap < 0) {
  console.error(
    `This project needs Node.js ${range} (package.json's engines); this is Node.js ${process.version} (${process.execPath}).\n` +
      `Install Node.js ${needed.join('.')} or newer, or switch to it (nvm and fnm read .nvmrc), and run the command again.`,
  );
  process.exit(1);
}
