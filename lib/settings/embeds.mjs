// @ts-check
// The origins content/embeds.mjs allows on a page, checked and merged: read by the post-build
// policy step and by next.config.mjs for `npm run dev`, so both enforce the same list.
import { embeds } from '../../content/embeds.mjs';

/** @typedef {{ frame: string[], image: string[], connect: string[] }} AllowedEmbeds */

/** @param {string} origin @param {string} where */
function checkedOrigin(origin, where) {
  /** @type {URL | undefined} */
  let url;
  try {
    url = new URL(origin);
  } catch {
    // Not a URL at all: said below.
  }
  if (!url || !/^https?:$/.test(url.protocol) || url.origin !== origin) {
    throw new Error(
      `content/embeds.mjs, ${where}: "${origin}" is not an origin; write the scheme and host only, e.g. https://www.openstreetmap.org`,
    );
  }
  return origin;
}

/**
 * What a page may embed: the site's origins and its own.
 * @param {string} path the page's path as content/navigation.ts writes it ('/', '/contact')
 * @param {import('../../content/types').Embeds} [from]
 * @returns {AllowedEmbeds}
 */
export function allowedEmbeds(path, from = embeds) {
  const page = from.pages[path] ?? {};
  /** @param {'frame' | 'image' | 'connect'} kind */
  const merged = (kind) => [
    ...new Set([
      ...(from.site[kind] ?? []).map((origin) => checkedOrigin(origin, `site.${kind}`)),
      ...(page[kind] ?? []).map((origin) => checkedOrigin(origin, `pages['${path}'].${kind}`)),
    ]),
  ];
  return { frame: merged('frame'), image: merged('image'), connect: merged('connect') };
}

/** The paths content/embeds.mjs names a page by. */
export const EMBED_PAGES = Object.keys(embeds.pages);

/**
 * Whether any page may show another site's page in a frame: the layout then gives every page the
 * script that loads one when asked (lib/browser/inline-scripts/embed-on-request.mjs).
 */
export const FRAMES_ALLOWED = ['/', ...EMBED_PAGES].some(
  (path) => allowedEmbeds(path).frame.length > 0,
);
