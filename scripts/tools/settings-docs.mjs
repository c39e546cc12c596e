// @ts-check
// The README's configuration table and .env.example, as lib/settings/settings.mjs has the
// settings: scripts/settings-docs.mjs writes them, tests/unit/settings.test.ts holds them to it.
import { SETTINGS } from '../../lib/settings/settings.mjs';

/** The table's cell of a setting's name. @param {string} name */
const nameCell = (name) => `\`${name}\``;

/** @param {string} text @param {number} width as Prettier pads a table's cells */
const padded = (text, width) => text + ' '.repeat(width - [...text].length);

/** The README's table of the settings, as Prettier lays it out. */
export function settingsTable() {
  const rows = [
    ['setting', 'what it does'],
    ...Object.entries(SETTINGS).map(([name, { about }]) => [nameCell(name), about]),
  ];
  const widths = [0, 1].map((column) =>
    Math.max(...rows.map((row) => [...(row[column] ?? '')].length)),
  );
  const line = (/** @type {string[]} */ cells) =>
    `| ${cells.map((cell, column) => padded(cell, widths[column] ?? 0)).join(' | ')} |`;
  const [head = [], ...body] = rows;
  return [line(head), line(widths.map((width) => '-'.repeat(width))), ...body.map(line)].join('\n');
}

/** The README with its configuration table as the settings make it. @param {string} readme */
export function withSettingsTable(readme) {
  return readme.replace(
    /(^## Configuration\n[\s\S]*?)^\|[^\n]*\n(?:^\|[^\n]*\n)*/m,
    (_table, before) => `${before}${settingsTable()}\n`,
  );
}

/**
 * A description as a comment says it: a Markdown link becomes its text and, in brackets, where it
 * points (the README's own headings by the README's name).
 * @param {string} about
 */
export const plainAbout = (about) =>
  about.replace(/\[([^\]]+)\]\(([^)]+)\)/g, (_link, text, target) =>
    target.startsWith('#') ? `${text} (README.md${target})` : `${text} (${target})`,
  );

const HEADER = `# Every setting the site reads, with its default: written from lib/settings/settings.mjs by
# node scripts/settings-docs.mjs write. Copy what you change into .env.production (or .env.local,
# which git ignores): \`npm run build\` and every step after it read them as \`next build\` does, and a
# value set in the shell wins over the files. A bad value stops the build, naming the setting.`;

const TOOLS = `# For the tests and tools only, read from the shell:
# PORT=4173                    the first of the test servers' ports (each server adds an offset)
# BASE_URL=                    run the browser tests against a server already running there
# LIGHTHOUSE_PORT=             the port the Lighthouse gate serves out/ on
# Where a tool is, when scripts/tools/machine.mjs does not find it (node scripts/tools/machine.mjs says):
# CHROMIUM_PATH=, FIREFOX_PATH=, NGINX_PATH=, BROTLI_MODULE_PATH=, OPENSSL_PATH=
# MINIBROWSER_PATH=, WEBKIT_DRIVER_PATH=, XVFB_PATH=`;

/** .env.example: each setting under its description, set to its default. */
export function envExample() {
  const settings = Object.entries(SETTINGS).map(
    ([name, { about, fallback }]) => `# ${plainAbout(about)}\n${name}=${fallback}`,
  );
  return `${[HEADER, ...settings, TOOLS].join('\n\n')}\n`;
}
