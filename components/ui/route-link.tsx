import Link from 'next/link';
import type { ComponentPropsWithoutRef } from 'react';
import { EMBED_PAGES } from '@/lib/settings/embeds.mjs';
import { canonicalPath, normalizePath } from '@/lib/shared/paths';
import { withBasePath } from '@/lib/shared/urls';

/*
 * A link to one of the site's pages, as the islands may render it too (the menu, a button).
 * Next prefetches each route a link shows, and the contact page's form code with it, as soon as
 * the page hydrates: on a slow phone that work lands in the same seconds as hydration and spends
 * data on pages the visitor may never open. A click fetches the route's few-kilobyte payload
 * instead, still without a full page load.
 *
 * A page that embeds something of its own (content/embeds.mjs, or `fullLoad`: a text's video,
 * which SiteLink knows of) is the exception: a client-side navigation keeps the
 * Content-Security-Policy of the page it started on, which would block the embed, so the link
 * loads the page in full and its own policy applies.
 */
export function RouteLink({
  href,
  fullLoad = false,
  ...props
}: ComponentPropsWithoutRef<'a'> & { href: string; fullLoad?: boolean }) {
  if (fullLoad || EMBED_PAGES.includes(normalizePath(href))) {
    return <a href={withBasePath(canonicalPath(href))} {...props} />;
  }
  return <Link prefetch={false} href={href} {...props} />;
}
