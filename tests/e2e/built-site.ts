import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { DEFAULT_LANGUAGE, OTHER_LANGUAGES } from '@/lib/content/languages.mjs';

/** The build the suites serve and read. */
export const OUT_DIR = join(__dirname, '..', '..', 'out');

/** The language of a file of an output folder: another's pages are a build of their own in out/de/. */
export function languageOfFile(file: string, outDir = OUT_DIR) {
  const path = relative(outDir, file);
  return (
    OTHER_LANGUAGES.find((language) => path.startsWith(`${language.code}${sep}`)) ??
    DEFAULT_LANGUAGE
  );
}

/** The base path of the build that wrote a file of an output folder: its language's prefix. */
export function languagePrefixOf(file: string, outDir = OUT_DIR): string {
  return languageOfFile(file, outDir).prefix;
}

/**
 * A script and a stylesheet of the home page: files whose names carry their content's hash.
 * @param prefix another language's (/de): its home page and its own copies of the files
 */
export function hashedAssets(prefix = '') {
  const html = readFileSync(join(OUT_DIR, prefix, 'index.html'), 'utf8');
  const script = new RegExp(`src="(${prefix}/_next/static/[^"]+\\.js)"`).exec(html)?.[1];
  const css = new RegExp(`href="(${prefix}/_next/static/[^"]+\\.css)"`).exec(html)?.[1];
  return [script ?? 'no script', css ?? 'no stylesheet'] as const;
}
