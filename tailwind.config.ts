// The single home of the design tokens: colours, font families and type scale, handed to Tailwind
// as CSS variables (`@theme`) by scripts/build/theme-stylesheet.mjs, which app/globals.css imports.
// Colours are exported too, for the few outputs CSS cannot reach (manifest, social images).
export const colors = {
  // The page's ground.
  white: '#ffffff',
  brand: {
    50: '#eef2ff',
    100: '#e0e7ff',
    200: '#c7d2fe',
    300: '#a5b4fc',
    400: '#818cf8',
    500: '#6366f1',
    600: '#4f46e5',
    700: '#4338ca',
    800: '#3730a3',
    900: '#312e81',
    950: '#1e1b4b',
  },
  accent: {
    50: '#ecfeff',
    100: '#cffafe',
    200: '#a5f3fc',
    300: '#67e8f9',
    400: '#22d3ee',
    500: '#06b6d4',
    600: '#0891b2',
    700: '#0e7490',
    800: '#155e75',
    900: '#164e63',
  },
  ink: {
    50: '#f8fafc',
    100: '#f1f5f9',
    200: '#e2e8f0',
    300: '#cbd5e1',
    400: '#94a3b8',
    500: '#64748b',
    600: '#475569',
    700: '#334155',
    800: '#1e293b',
    900: '#0f172a',
    950: '#020617',
  },
  success: { 600: '#16a34a', 700: '#15803d' },
  danger: { 600: '#dc2626', 700: '#b91c1c' },
  focus: '#4338ca',
};

/**
 * Each colour token's value in the dark theme (docs/theme.md), key for key: the scales turn
 * over, so a text colour stays a text colour on the dark ground and a tint stays a tint.
 */
export const darkColors = {
  white: '#020617',
  brand: {
    50: '#1e1b4b',
    100: '#312e81',
    200: '#3730a3',
    300: '#4338ca',
    400: '#4f46e5',
    500: '#6366f1',
    600: '#818cf8',
    700: '#a5b4fc',
    800: '#c7d2fe',
    900: '#e0e7ff',
    950: '#eef2ff',
  },
  accent: {
    50: '#083344',
    100: '#164e63',
    200: '#155e75',
    300: '#0e7490',
    400: '#0891b2',
    500: '#06b6d4',
    600: '#22d3ee',
    700: '#67e8f9',
    800: '#a5f3fc',
    900: '#cffafe',
  },
  ink: {
    50: '#0f172a',
    100: '#1e293b',
    200: '#334155',
    300: '#475569',
    400: '#64748b',
    500: '#94a3b8',
    600: '#94a3b8',
    700: '#cbd5e1',
    800: '#e2e8f0',
    900: '#f1f5f9',
    950: '#f8fafc',
  },
  success: { 600: '#22c55e', 700: '#4ade80' },
  danger: { 600: '#f87171', 700: '#fca5a5' },
  focus: '#a5b4fc',
} satisfies {
  [Key in keyof typeof colors]: (typeof colors)[Key] extends string
    ? string
    : { [Step in keyof (typeof colors)[Key]]: string };
};

/**
 * The browser's colour around the page (theme-color): the brand's in light; in dark its deep end,
 * which the dark scale names 100, as a bar as light as the dark brand 700 would glare over a
 * dark page.
 */
export const themeColors = { light: colors.brand[700], dark: darkColors.brand[100] };

/** The tokens Tailwind reads: its `font-*` and `text-*` classes. */
export const tokens = {
  colors,
  darkColors,
  fontFamily: {
    sans: ['var(--font-inter)', 'ui-sans-serif', 'system-ui', 'sans-serif'],
    // Inter has no Arabic or Hebrew letters: a right-to-left page (and a link to one) reads in
    // the system's own font, whose Latin letters are made to go with them. Each platform's
    // first (Windows, Apple, Android and Linux), as docs/performance.md#right-to-left-text
    // measured.
    rtl: [
      'system-ui',
      'Segoe UI',
      'Tahoma',
      'Geeza Pro',
      'Arial Hebrew',
      'Noto Sans Arabic',
      'Noto Sans Hebrew',
      'DejaVu Sans',
      'sans-serif',
    ],
  },
  fontSize: {
    display: [
      'clamp(2.5rem, 1.6rem + 4.2vw, 4.5rem)',
      { lineHeight: '1.05', letterSpacing: '-0.035em', fontWeight: '800' },
    ],
    h1: [
      'clamp(2.25rem, 1.7rem + 2.6vw, 3.5rem)',
      { lineHeight: '1.1', letterSpacing: '-0.03em', fontWeight: '800' },
    ],
    h2: [
      'clamp(1.75rem, 1.45rem + 1.4vw, 2.5rem)',
      { lineHeight: '1.15', letterSpacing: '-0.025em', fontWeight: '700' },
    ],
    h3: ['1.25rem', { lineHeight: '1.35', letterSpacing: '-0.01em', fontWeight: '600' }],
    lead: ['clamp(1.0625rem, 1rem + 0.35vw, 1.25rem)', { lineHeight: '1.65' }],
    body: ['1rem', { lineHeight: '1.65' }],
    small: ['0.875rem', { lineHeight: '1.5' }],
    eyebrow: ['0.8125rem', { lineHeight: '1.25rem', letterSpacing: '0.08em', fontWeight: '600' }],
  },
} as const;
