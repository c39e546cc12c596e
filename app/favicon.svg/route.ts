import { site } from '@/content/site';
import { BRAND_MARK } from '@/lib/server/app-icons';
import { markSvg } from '@/lib/content/brand-mark.mjs';

export const dynamic = 'force-static';

// The browser tab's icon: the brand mark as an outline, drawn from content/site.ts at build.
export function GET() {
  return new Response(markSvg({ name: site.name, ...BRAND_MARK }), {
    headers: { 'Content-Type': 'image/svg+xml' },
  });
}
