// @ts-check
// The lucide icons the site can draw. lucide-react renders every icon through a client component
// (its context provider), which would ship its code and hydrate each icon on every page; so the
// build reads the outlines of all of lucide's icons once per lucide version
// (scripts/build/icons.mjs) and components/ui/icon.tsx draws the ones a page names as plain SVG on
// the server. Content names an icon as lucide does (content/types.ts IconRef), so a new one needs
// no list here.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** @typedef {import('lucide-react/dynamic').IconName} LucideIconName */

/**
 * The icons that point along the line of text, mirrored where it runs right to left: a link that
 * leaves the page and a rising trend point towards the line's end (as Material's auto-mirrored
 * icons and Wikimedia Codex's flipped ones do), as does the breadcrumbs' chevron to the next step. A check, a clock, a pin, a phone or a cart keeps its
 * shape in every direction.
 * @type {readonly LucideIconName[]}
 */
export const MIRRORED_ICONS = ['chevron-right', 'external-link', 'trending-up'];
/** @typedef {[string, Record<string, string>][]} IconOutline the SVG elements of one icon */
/** @typedef {{ version: string, outlines: Record<LucideIconName, IconOutline> }} IconData */

export const ICON_DATA_FILE = join(
  process.cwd(),
  'node_modules',
  '.cache',
  'site-icons',
  'icons.json',
);

/** @type {Record<LucideIconName, IconOutline> | undefined} */
let outlines;

/** Every lucide icon's outline, by each of its names (aliases too), read once per process. */
export function iconOutlines() {
  if (outlines) return outlines;
  if (!existsSync(ICON_DATA_FILE)) {
    throw new Error(
      `No icon outlines at ${ICON_DATA_FILE}: run "node scripts/build/prebuild.mjs" (npm run build and npm run dev do).`,
    );
  }
  outlines = /** @type {IconData} */ (JSON.parse(readFileSync(ICON_DATA_FILE, 'utf8'))).outlines;
  return outlines;
}
