import localFont from 'next/font/local';

// Self-hosted from the npm package so neither the build nor a visitor ever asks another origin.
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  // 'optional' never swaps after first paint: the preloaded file is used when it is in time, else the
  // metric-matched fallback stays for that visit, so text never shifts (CLS 0).
  display: 'optional',
  preload: true,
  adjustFontFallback: 'Arial',
  fallback: ['ui-sans-serif', 'system-ui', 'Arial', 'sans-serif'],
  variable: '--font-sans',
});
