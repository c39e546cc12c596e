import localFont from 'next/font/local';

// Self-hosted, so neither the build nor a visitor ever asks another origin. The file is Inter
// (@fontsource-variable/inter) cut to the site's characters by scripts/build/font.mjs before
// every build; next/font needs its path as a literal, so it is written here (a test compares).
export const inter = localFont({
  src: '../node_modules/.cache/site-fonts/inter.woff2',
  weight: '400 800',
  style: 'normal',
  // 'optional' never swaps after first paint: the file is used when it is in time, else the
  // metric-matched fallback stays for that visit, so text never shifts (CLS 0).
  display: 'optional',
  // A first visit paints in the fallback and fetches the file after load; a repeat visit preloads
  // it from the cache (scripts/build/repeat-visit-font.mjs). Next's preload, in the HTML and again
  // from React after hydration, would fetch it on every first visit, ahead of the page.
  preload: false,
  adjustFontFallback: 'Arial',
  fallback: ['ui-sans-serif', 'system-ui', 'Arial', 'sans-serif'],
  variable: '--font-inter',
});
