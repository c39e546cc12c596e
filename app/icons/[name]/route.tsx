import { site } from '@/content/site';
import { APP_ICON_SIZES, BRAND_MARK, isAppIcon } from '@/lib/server/app-icons';
import { markInitial, MARK_WEIGHT } from '@/lib/content/brand-mark.mjs';
import { CANVAS, IMAGE_FONT_FAMILY, renderImage } from '@/lib/server/og-image';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return Object.keys(APP_ICON_SIZES).map((name) => ({ name }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }) {
  const { name } = await params;
  if (!isAppIcon(name)) return new Response('Not found', { status: 404 });
  const size = APP_ICON_SIZES[name];

  return renderImage(
    <div
      style={{
        ...CANVAS,
        alignItems: 'center',
        justifyContent: 'center',
        background: BRAND_MARK.background,
        color: BRAND_MARK.foreground,
        fontFamily: IMAGE_FONT_FAMILY,
        fontWeight: MARK_WEIGHT,
        fontSize: size * 0.6,
      }}
    >
      {markInitial(site.name)}
    </div>,
    { width: size, height: size },
  );
}
