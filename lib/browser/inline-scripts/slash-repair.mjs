// @ts-check
// Static hosts answer //about/ or /about// with the page, but Next.js resolves '//about/' as a
// protocol-relative URL (http://about/) and hydration throws. This script, the first one in
// <head>, runs before any of Next's scripts and replaces the address with its merged form. The
// merged path starts with exactly one slash, so the new address is always on this origin. Hosts
// with rules (nginx, Vercel) redirect before the page loads; this covers every other host.

/** Replaces an address with repeated slashes in its path by the merged one. */
export function repairSlashes() {
  // One name for its four reads: this script is in the head of every page.
  const here = location;
  const path = here.pathname.replace(/\/{2,}/g, '/');
  if (path !== here.pathname) {
    history.replaceState(history.state, '', path + here.search + here.hash);
  }
}
