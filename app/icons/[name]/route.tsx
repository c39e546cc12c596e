import { site } from '@/content/site';
import { APP_ICON_SIZES, BRAND_MARK, isAppIcon } from '@/lib/server/app-icons';
import { markDataUri } from '@/lib/content/brand-mark.mjs';
import { CANVAS, renderImage } from '@/lib/server/og-image';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return Object.keys(APP_ICON_SIZES).map((name) => ({ name }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }) {
  const { name } = await params;
  if (!isAppIcon(name)) return new Response('Not found', { status: 404 });
  const size = APP_ICON_SIZES[name];

  // The favicon's outline, on a square of its colour (a home screen rounds the corners itself).
  return renderImage(
    <div style={{ ...CANVAS, background: BRAND_MARK.background }}>
      {/* eslint-disable-next-line @next/next/no-img-element -- satori draws a plain <img> */}
      <img
        src={markDataUri({ name: site.name, ...BRAND_MARK })}
        width={size}
        height={size}
        alt=""
      />
    </div>,
    { width: size, height: size },
  );
}
