// @ts-check
// The lucide icons the site draws. lucide-react renders every icon through a client component
// (its context provider), which would ship its code and hydrate each icon on every page; so the
// build reads their outlines from lucide-react once (scripts/build/icons.mjs) and components/ui/
// icon.tsx draws them as plain SVG on the server.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const LUCIDE_ICONS = /** @type {const} */ ([
  'award',
  'boxes',
  'circle-check',
  'clock',
  'code-xml',
  'external-link',
  'heart-handshake',
  'lightbulb',
  'mail',
  'map-pin',
  'palette',
  'phone',
  'plug',
  'server',
  'shopping-cart',
  'smartphone',
  'target',
  'trending-up',
]);

/** @typedef {(typeof LUCIDE_ICONS)[number]} LucideIconName */

/**
 * The icons that point along the line of text, mirrored where it runs right to left: a link that
 * leaves the page and a rising trend point towards the line's end (as Material's auto-mirrored
 * icons and Wikimedia Codex's flipped ones do). A check, a clock, a pin, a phone or a cart keeps its
 * shape in every direction.
 * @type {readonly LucideIconName[]}
 */
export const MIRRORED_ICONS = ['external-link', 'trending-up'];
/** @typedef {[string, Record<string, string>][]} IconOutline the SVG elements of one icon */

export const ICON_DATA_FILE = join(
  process.cwd(),
  'node_modules',
  '.cache',
  'site-icons',
  'icons.json',
);

/** @returns {Record<LucideIconName, IconOutline>} */
export function iconOutlines() {
  if (!existsSync(ICON_DATA_FILE)) {
    throw new Error(
      `No icon outlines at ${ICON_DATA_FILE}: run "node scripts/build/prebuild.mjs" (npm run build and npm run dev do).`,
    );
  }
  return JSON.parse(readFileSync(ICON_DATA_FILE, 'utf8'));
}
