import type { MetadataRoute } from 'next';
import { site } from '@/content/site';
import { withBasePath } from '@/lib/urls';
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
      { src: withBasePath('/icons/icon-192.png'), sizes: '192x192', type: 'image/png' },
      { src: withBasePath('/icons/icon-512.png'), sizes: '512x512', type: 'image/png' },
    ],
  };
}
