import { FEEDS } from '@/lib/content/articles';
import { atomFeed } from '@/lib/server/feeds';

export const dynamic = 'force-static';

// The language's articles as Atom; the .atom name gives it its type on every host.
export function GET() {
  return new Response(atomFeed(), {
    headers: { 'Content-Type': `${FEEDS.atom.type}; charset=utf-8` },
  });
}
