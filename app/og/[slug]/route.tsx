import { site } from '@/content/site';
import { cardText } from '@/components/seo/card-text';
import { markDataUri } from '@/lib/content/brand-mark.mjs';
import { LANGUAGE } from '@/lib/content/languages.mjs';
import { pagesOfThisBuild } from '@/lib/content/content-pages';
import { OG_IMAGE_SIZE } from '@/lib/server/metadata';
import { CARD_FRAME, CARD_TEXT, IMAGE_FONT_FAMILY } from '@/lib/server/card-typography';
import { CANVAS, renderImage } from '@/lib/server/og-image';
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
  const { padding, markSize, gap } = CARD_FRAME;
  const [name, title, description] = await Promise.all([
    cardText(site.name, { ...CARD_TEXT.name, dir, color: colors.ink[50] }),
    cardText(page.title, {
      ...CARD_TEXT.title,
      dir,
      color: colors.ink[50],
      style: { letterSpacing: -2 },
    }),
    cardText(page.description, { ...CARD_TEXT.description, dir, color: colors.brand[100] }),
  ]);
  return renderImage(
    <div
      style={{
        ...CANVAS,
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding,
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
          gap,
        }}
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- satori draws a plain <img> */}
        <img
          src={markDataUri({
            name: site.name,
            background: colors.ink[50],
            foreground: colors.brand[700],
          })}
          width={markSize}
          height={markSize}
          alt=""
        />
        {name}
      </div>
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: dir === 'rtl' ? 'flex-end' : 'stretch',
          gap: 24,
        }}
      >
        {title}
        {description}
      </div>
    </div>,
    OG_IMAGE_SIZE,
  );
}
