// @ts-check
// A video in an article's or a story's text: a paragraph holding only a link to it on YouTube or
// Vimeo (scripts/build/markdown.mjs). Its page shows a stand-in that loads the player when the
// visitor asks (components/shared/embed-on-request.tsx): YouTube's from youtube-nocookie.com,
// Vimeo's with dnt=1, so neither sets a cookie for a video not played. Which pages show one, and
// from where, follows from the texts: the Content-Security-Policy and the privacy notice read it
// here, and content/embeds.mjs needs no line for it.
import { allowedEmbeds } from '../settings/embeds.mjs';
import { readMarkdown } from './markdown.mjs';

/** The element the Markdown step makes of a video (lib/content/markdown.mjs's MarkdownNode). */
export const VIDEO_TAG = 'video-on-request';

/** Where each service's player comes from, and whose policy covers it. */
export const VIDEO_SERVICES = /** @type {const} */ ({
  youtube: { name: 'YouTube', origin: 'https://www.youtube-nocookie.com' },
  vimeo: { name: 'Vimeo', origin: 'https://player.vimeo.com' },
});

/** The origins a page may frame a video from. */
export const VIDEO_ORIGINS = Object.values(VIDEO_SERVICES).map((service) => service.origin);

/** The paths the entries of the collections whose text may hold a video are shown under. */
export const COLLECTION_PATHS = /** @type {const} */ ({
  articles: '/articles',
  stories: '/portfolio',
});

const YOUTUBE_ID = /^[\w-]{11}$/;

/**
 * The video a link names, as the page embeds and links it; nothing for any other link.
 * @param {string} href
 * @returns {{ service: keyof typeof VIDEO_SERVICES, embed: string, page: string } | undefined}
 */
export function videoOf(href) {
  /** @type {URL} */
  let url;
  try {
    url = new URL(href);
  } catch {
    return undefined;
  }
  const host = url.hostname.replace(/^(?:www\.|m\.)/, '');
  const parts = url.pathname.split('/').filter(Boolean);
  const youtube = (/** @type {string | undefined} */ id) =>
    id && YOUTUBE_ID.test(id)
      ? {
          service: /** @type {const} */ ('youtube'),
          embed: `${VIDEO_SERVICES.youtube.origin}/embed/${id}?autoplay=1`,
          page: `https://www.youtube.com/watch?v=${id}`,
        }
      : undefined;
  if (host === 'youtu.be') return youtube(parts[0]);
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (parts[0] === 'watch') return youtube(url.searchParams.get('v') ?? undefined);
    if (['embed', 'shorts', 'live'].includes(parts[0] ?? '')) return youtube(parts[1]);
    return undefined;
  }
  const [id, hash] = host === 'player.vimeo.com' && parts[0] === 'video' ? parts.slice(1) : parts;
  if ((host === 'vimeo.com' || host === 'player.vimeo.com') && id && /^\d+$/.test(id)) {
    // An unlisted video's link carries its key: after the number, or as h= on the player's.
    const key = hash && /^[\da-f]+$/.test(hash) ? hash : url.searchParams.get('h');
    return {
      service: 'vimeo',
      embed: `${VIDEO_SERVICES.vimeo.origin}/video/${id}?dnt=1&autoplay=1${key ? `&h=${key}` : ''}`,
      page: `https://vimeo.com/${id}${key ? `/${key}` : ''}`,
    };
  }
  return undefined;
}

/**
 * @typedef {import('./markdown.mjs').MarkdownNode} MarkdownNode
 * @typedef {{ path: string, collection: keyof typeof COLLECTION_PATHS, slug: string,
 *   origins: string[] }} VideoPage
 */

/** @param {readonly MarkdownNode[]} nodes @returns {string[]} */
function videoOrigins(nodes) {
  return nodes.flatMap((node) =>
    typeof node === 'string'
      ? []
      : node.tag === VIDEO_TAG
        ? [new URL(String(node.props.src)).origin]
        : videoOrigins(node.children),
  );
}

/**
 * The pages of a language that show a video, by their path as content/navigation.ts writes one
 * ('/articles/harbour-ferry'), with the entry they show and the origins of their players.
 * @param {string} code the language's code
 * @param {import('./markdown.mjs').MarkdownManifest} [manifest]
 * @returns {VideoPage[]}
 */
export function videoPages(code, manifest = readMarkdown()) {
  return /** @type {(keyof typeof COLLECTION_PATHS)[]} */ (Object.keys(COLLECTION_PATHS)).flatMap(
    (collection) =>
      manifest[collection]
        .filter((entry) => entry.language === code)
        .flatMap((entry) => {
          const origins = [...new Set(videoOrigins(entry.body))];
          return origins.length === 0
            ? []
            : [
                {
                  path: `${COLLECTION_PATHS[collection]}/${entry.slug}`,
                  collection,
                  slug: entry.slug,
                  origins,
                },
              ];
        }),
  );
}

/** Each language's, read once: the policy step asks for every page. @type {Map<string, VideoPage[]>} */
const videoPagesOf = new Map();

/**
 * What a page may embed: what content/embeds.mjs allows it, and the players of the videos its
 * text shows.
 * @param {string} path the page's path as content/navigation.ts writes it
 * @param {string} code the language's code
 * @returns {import('../settings/embeds.mjs').AllowedEmbeds}
 */
export function pageEmbeds(path, code) {
  const allowed = allowedEmbeds(path);
  const pages = videoPagesOf.get(code) ?? videoPages(code);
  videoPagesOf.set(code, pages);
  const videos = pages.find((page) => page.path === path)?.origins ?? [];
  return { ...allowed, frame: [...new Set([...allowed.frame, ...videos])] };
}
