import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ImageResponse } from 'next/og';
import type { ReactElement } from 'react';
import { IMAGE_FONT_FILES } from './card-typography';

/** The root box of every generated image: the whole canvas, laid out with flex as satori needs. */
export const CANVAS = { width: '100%', height: '100%', display: 'flex' } as const;

type ImageFonts = NonNullable<ConstructorParameters<typeof ImageResponse>[1]>['fonts'];

let loaded: Promise<ImageFonts> | undefined;

// next/og (satori) cannot read woff2, so generated images use the .woff build of the same typeface.
// One list for every image: satori keeps the fonts it parsed by the list it is given, so the same
// list is parsed once a build, not eighteen files again for each card and icon.
function fonts() {
  loaded ??= Promise.all(
    IMAGE_FONT_FILES.flatMap(({ name, file }) =>
      ([400, 800] as const).map(async (weight) => ({
        name,
        data: await readFile(join(process.cwd(), `${file}-${weight}-normal.woff`)),
        weight,
        style: 'normal' as const,
      })),
    ),
  );
  return loaded;
}

/** A PNG drawn at build time by a force-static route: social cards and app icons. */
export async function renderImage(element: ReactElement, size: { width: number; height: number }) {
  return new ImageResponse(element, { ...size, fonts: await fonts() });
}
