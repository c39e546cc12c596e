import { site } from '@/content/site';
import { CardText } from '@/components/seo/card-text';
import { markDataUri } from '@/lib/content/brand-mark.mjs';
import { LANGUAGE } from '@/lib/content/languages.mjs';
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

  const { dir } = LANGUAGE;
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
        style={{
          display: 'flex',
          flexDirection: dir === 'rtl' ? 'row-reverse' : 'row',
          alignItems: 'center',
          gap: 20,
          fontWeight: 800,
        }}
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- satori draws a plain <img> */}
        <img
          src={markDataUri({
            name: site.name,
            background: colors.ink[50],
            foreground: colors.brand[700],
          })}
          width={64}
          height={64}
          alt=""
        />
        <CardText text={site.name} dir={dir} style={{ fontSize: 36 }} />
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
        <CardText
          text={page.title}
          dir={dir}
          style={{ fontSize: 76, fontWeight: 800, lineHeight: 1.05, letterSpacing: -2 }}
        />
        <CardText
          text={page.description}
          dir={dir}
          style={{
            fontSize: 30,
            lineHeight: 1.4,
            color: colors.brand[100],
            maxWidth: 960,
            alignSelf: dir === 'rtl' ? 'flex-end' : 'stretch',
          }}
        />
      </div>
    </div>,
    OG_IMAGE_SIZE,
  );
}
