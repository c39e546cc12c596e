import { site } from '@/content/site';
import { markInitial } from '@/lib/content/brand-mark.mjs';
import { pagesOfThisBuild } from '@/lib/content/content-pages';
import { OG_IMAGE_SIZE } from '@/lib/server/metadata';
import { CANVAS, IMAGE_FONT_FAMILY, renderImage } from '@/lib/server/og-image';
import { ogImageSlug } from '@/lib/shared/urls';
import { colors } from '@/tailwind.config';

export const dynamic = 'force-static';
export const dynamicParams = false;

// The segment carries the .png extension so every static host sends image/png.
export function generateStaticParams() {
  return pagesOfThisBuild().map(({ path }) => ({ slug: `${ogImageSlug(path)}.png` }));
}

function pageForSlug(slug: string) {
  return pagesOfThisBuild().find(({ path }) => `${ogImageSlug(path)}.png` === slug);
}

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const page = pageForSlug((await params).slug);
  if (!page) return new Response('Not found', { status: 404 });

  return renderImage(
    <div
      style={{
        ...CANVAS,
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 80,
        fontFamily: IMAGE_FONT_FAMILY,
        color: colors.ink[50],
        backgroundImage: `linear-gradient(135deg, ${colors.brand[950]} 0%, ${colors.brand[700]} 60%, ${colors.accent[600]} 100%)`,
      }}
    >
      <div
        style={{ display: 'flex', alignItems: 'center', gap: 20, fontSize: 36, fontWeight: 800 }}
      >
        <div
          style={{
            width: 64,
            height: 64,
            borderRadius: 16,
            background: colors.ink[50],
            color: colors.brand[700],
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            fontSize: 40,
          }}
        >
          {markInitial(site.name)}
        </div>
        {site.name}
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
        <div style={{ fontSize: 76, fontWeight: 800, lineHeight: 1.05, letterSpacing: -2 }}>
          {page.title}
        </div>
        <div style={{ fontSize: 30, lineHeight: 1.4, color: colors.brand[100], maxWidth: 960 }}>
          {page.description}
        </div>
      </div>
    </div>,
    OG_IMAGE_SIZE,
  );
}
