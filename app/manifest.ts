import type { MetadataRoute } from 'next';
import { site } from '@/content/site';
import { APP_ICON_SIZES, appIconPath } from '@/lib/server/app-icons';
import { withBasePath } from '@/lib/shared/urls';
import { colors } from '@/tailwind.config';

export const dynamic = 'force-static';

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: site.name,
    short_name: site.shortName,
    description: site.description,
    start_url: withBasePath('/'),
    scope: withBasePath('/'),
    display: 'browser',
    background_color: colors.ink[50],
    theme_color: colors.brand[700],
    icons: [
      { src: withBasePath('/favicon.svg'), sizes: 'any', type: 'image/svg+xml' },
      ...(['icon-192.png', 'icon-512.png'] as const).map((name) => ({
        src: withBasePath(appIconPath(name)),
        sizes: `${APP_ICON_SIZES[name]}x${APP_ICON_SIZES[name]}`,
        type: 'image/png',
      })),
    ],
  };
}
