import { site } from '@/content/site';
import { APP_ICON_SIZES, isAppIcon } from '@/lib/app-icons';
import { CANVAS, renderImage } from '@/lib/og-image';
import { colors } from '@/tailwind.config';

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
        background: colors.brand[700],
        color: colors.ink[50],
        fontFamily: 'Inter',
        fontWeight: 800,
        fontSize: size * 0.6,
      }}
    >
      {site.name.charAt(0)}
    </div>,
    { width: size, height: size },
  );
}
