import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The build the suites serve and read. */
export const OUT_DIR = join(__dirname, '..', '..', 'out');

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
