import { ImageResponse } from 'next/og';
import { site } from '@/content/site';
import { ogFonts } from '@/lib/og-font';
import { colors } from '@/tailwind.config';

export const dynamic = 'force-static';
export const dynamicParams = false;

// PNG app icons (home screen, manifest, structured-data logo); the favicon itself is SVG.
const APP_ICON_SIZES = {
  'icon-192.png': 192,
  'icon-512.png': 512,
  'apple-touch-icon.png': 180,
} as const;

type IconFile = keyof typeof APP_ICON_SIZES;

export function generateStaticParams() {
  return Object.keys(APP_ICON_SIZES).map((name) => ({ name }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }) {
  const { name } = await params;
  if (!(name in APP_ICON_SIZES)) return new Response('Not found', { status: 404 });
  const size = APP_ICON_SIZES[name as IconFile];

  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
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
    { width: size, height: size, fonts: await ogFonts() },
  );
}
