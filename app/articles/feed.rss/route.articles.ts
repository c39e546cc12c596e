import { FEEDS } from '@/lib/content/articles';
import { rssFeed } from '@/lib/server/feeds';

export const dynamic = 'force-static';

// The language's articles as RSS 2.0; the .rss name gives it its type on every host.
export function GET() {
  return new Response(rssFeed(), {
    headers: { 'Content-Type': `${FEEDS.rss.type}; charset=utf-8` },
  });
}
