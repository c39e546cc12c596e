// @ts-check
// Pre-build step: the outlines of the lucide icons the site uses, read from lucide-react in
// Node (where its client-only context is harmless) and written where components/ui/icon.tsx
// reads them.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { ICON_DATA_FILE, LUCIDE_ICONS } from '../../lib/content/icons.mjs';

/** @returns {Promise<{ count: number, written: boolean }>} */
export async function buildIcons() {
  /** @type {Record<string, [string, Record<string, string>][]>} */
  const outlines = {};
  for (const name of LUCIDE_ICONS) {
    /** @type {{ __iconData: { node: [string, Record<string, string>][] } }} */
    const icon = await import(`lucide-react/icons/${name}`);
    // React's `key` is lucide's bookkeeping, not part of the drawing.
    outlines[name] = icon.__iconData.node.map(([tag, attributes]) => {
      const drawing = { ...attributes };
      delete drawing.key;
      return [tag, drawing];
    });
  }
  const text = `${JSON.stringify(outlines)}\n`;
  if (existsSync(ICON_DATA_FILE) && readFileSync(ICON_DATA_FILE, 'utf8') === text) {
    return { count: LUCIDE_ICONS.length, written: false };
  }
  mkdirSync(dirname(ICON_DATA_FILE), { recursive: true });
  writeFileSync(ICON_DATA_FILE, text);
  return { count: LUCIDE_ICONS.length, written: true };
}
