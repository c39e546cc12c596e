import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

// next/og (satori) cannot read woff2, so social images use the .woff build of the same typeface.
export async function ogFonts() {
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
