import type { ComponentPropsWithoutRef } from 'react';
import { LANGUAGE } from '@/lib/content/languages.mjs';
import { videoPages } from '@/lib/content/videos.mjs';
import { normalizePath } from '@/lib/shared/paths';
import { RouteLink } from './route-link';

/** The texts whose page shows a video, which a link loads in full (RouteLink); read once, on first use. */
let videoPaths: string[] | undefined;
const showsVideo = (path: string) =>
  (videoPaths ??= videoPages(LANGUAGE.code).map((page) => page.path)).includes(path);

/**
 * Every internal link a server component renders. Only the server knows which texts show a
 * video (the Markdown step's manifest): the islands' links (the menu, a button) lead to the
 * menu's pages, none of them a text, and use RouteLink, so no list of texts reaches the browser.
 */
export function SiteLink({ href, ...props }: ComponentPropsWithoutRef<'a'> & { href: string }) {
  return <RouteLink href={href} fullLoad={showsVideo(normalizePath(href))} {...props} />;
}
