import { colors } from '@/tailwind.config';

// PNG app icons (home screen, manifest, structured-data logo), drawn by app/icons/[name]/route.tsx;
// the favicon is the same mark as SVG (app/favicon.svg/route.ts).

/**
 * The brand mark's colours: the company's initial (lib/content/brand-mark.mjs) on the brand colour.
 */
export const BRAND_MARK = { background: colors.brand[700], foreground: colors.ink[50] };
export const APP_ICON_SIZES = {
  'icon-192.png': 192,
  'icon-512.png': 512,
  'apple-touch-icon.png': 180,
} as const;

export type AppIcon = keyof typeof APP_ICON_SIZES;

export function isAppIcon(name: string): name is AppIcon {
  return name in APP_ICON_SIZES;
}

export function appIconPath(name: AppIcon): string {
  return `/icons/${name}`;
}
