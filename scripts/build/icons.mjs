// @ts-check
// Pre-build step: the outlines of every lucide icon, read from lucide-react in Node (where its
// client-only context is harmless) and written where components/ui/icon.tsx reads them. Read again
// only when lucide-react's version changes (1.5 s for its 2,410 names).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import dynamicIconImports from 'lucide-react/dynamicIconImports';
import { ICON_DATA_FILE } from '../../lib/content/icons.mjs';

/** @typedef {import('../../lib/content/icons.mjs').IconData} IconData */

/** @returns {Promise<{ count: number, written: boolean }>} */
export async function buildIcons() {
  const require = createRequire(import.meta.url);
  const { version } = require('lucide-react/package.json');
  const names = Object.keys(dynamicIconImports);
  if (existsSync(ICON_DATA_FILE)) {
    /** @type {Partial<IconData>} */
    const cached = JSON.parse(readFileSync(ICON_DATA_FILE, 'utf8'));
    if (cached.version === version) return { count: names.length, written: false };
  }
  /** @type {Record<string, [string, Record<string, string>][]>} */
  const outlines = {};
  for (const [name, load] of Object.entries(dynamicIconImports)) {
    // An alias's module is its icon's (alarm-check is alarm-clock-check).
    const icon = /** @type {{ __iconData: { node: [string, Record<string, string>][] } }} */ (
      /** @type {unknown} */ (await load())
    );
    // React's `key` is lucide's bookkeeping, not part of the drawing.
    outlines[name] = icon.__iconData.node.map(([tag, attributes]) => {
      const drawing = { ...attributes };
      delete drawing.key;
      return [tag, drawing];
    });
  }
  mkdirSync(dirname(ICON_DATA_FILE), { recursive: true });
  writeFileSync(ICON_DATA_FILE, `${JSON.stringify({ version, outlines })}\n`);
  return { count: names.length, written: true };
}
