import Link from 'next/link';
import type { ComponentProps } from 'react';

/*
 * Every internal link. Next prefetches each route a link shows, and the contact page's form
 * code with it, as soon as the page hydrates: on a slow phone that work lands in the same
 * seconds as hydration and spends data on pages the visitor may never open. A click fetches
 * the route's few-kilobyte payload instead, still without a full page load.
 */
export function SiteLink(props: ComponentProps<typeof Link>) {
  return <Link prefetch={false} {...props} />;
}
