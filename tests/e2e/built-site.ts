import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The build the suites serve and read. */
export const OUT_DIR = join(__dirname, '..', '..', 'out');

/** A script and a stylesheet of the home page: files whose names carry their content's hash. */
export function hashedAssets() {
  const html = readFileSync(join(OUT_DIR, 'index.html'), 'utf8');
  const script = /src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
  const css = /href="(\/_next\/static\/[^"]+\.css)"/.exec(html)?.[1];
  return [script ?? 'no script', css ?? 'no stylesheet'] as const;
}
