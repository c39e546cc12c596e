import type { CSSProperties } from 'react';
import { missingGlyphs, shapeRightToLeft } from '@/lib/server/shaped-text';

/**
 * Words on a generated image, in the page's direction. Satori, which draws the images, sets a
 * left-to-right text itself; a right-to-left one it would set backwards (vercel/satori#74), so
 * HarfBuzz shapes it into an image of its own, its lines set from the right
 * (lib/server/shaped-text.ts). Awaited before the image's tree is made: satori renders no async
 * component.
 */
export async function cardText(
  text: string,
  {
    dir,
    fontSize,
    fontWeight,
    lineHeight,
    maxWidth,
    color,
    style,
  }: {
    dir: 'ltr' | 'rtl';
    fontSize: number;
    fontWeight: 400 | 800;
    lineHeight: number;
    maxWidth: number;
    color: string;
    /** What a left-to-right text adds (its letter spacing): joined scripts take none. */
    style?: CSSProperties;
  },
) {
  const missing = await missingGlyphs(text, fontWeight);
  if (missing.length > 0) {
    console.error(
      `social card: "${text}": the cards' typefaces (lib/server/card-typography.ts) have no glyph for ${missing.join(' ')}, which the card leaves out or draws as a box`,
    );
  }
  if (dir === 'ltr') {
    return (
      <div style={{ ...style, fontSize, fontWeight, lineHeight, maxWidth, color }}>{text}</div>
    );
  }
  const { svg, width, height } = await shapeRightToLeft(text, {
    fontSize,
    fontWeight,
    lineHeight,
    maxWidth,
    color,
  });
  return (
    // eslint-disable-next-line @next/next/no-img-element -- satori draws a plain <img>
    <img
      src={`data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`}
      width={width}
      height={height}
      alt=""
    />
  );
}
