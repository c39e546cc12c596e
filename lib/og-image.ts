import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ImageResponse } from 'next/og';
import type { ReactElement } from 'react';

/** The root box of every generated image: the whole canvas, laid out with flex as satori needs. */
export const CANVAS = { width: '100%', height: '100%', display: 'flex' } as const;

// next/og (satori) cannot read woff2, so generated images use the .woff build of the same typeface.
async function fonts() {
  const dir = join(process.cwd(), 'node_modules/@fontsource/inter/files');
  const [regular, bold] = await Promise.all([
    readFile(join(dir, 'inter-latin-400-normal.woff')),
    readFile(join(dir, 'inter-latin-800-normal.woff')),
  ]);
  return [
    { name: 'Inter', data: regular, weight: 400 as const, style: 'normal' as const },
    { name: 'Inter', data: bold, weight: 800 as const, style: 'normal' as const },
  ];
}

/** A PNG drawn at build time by a force-static route: social cards and app icons. */
export async function renderImage(element: ReactElement, size: { width: number; height: number }) {
  return new ImageResponse(element, { ...size, fonts: await fonts() });
}
