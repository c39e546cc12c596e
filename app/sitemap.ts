import type { MetadataRoute } from 'next';
import { mainNavigation } from '@/content/navigation';
import { canonicalPath } from '@/lib/paths';
import { absoluteUrl } from '@/lib/urls';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return mainNavigation.map((item) => ({
    url: absoluteUrl(canonicalPath(item.href)),
    changeFrequency: 'monthly',
    priority: item.href === '/' ? 1 : 0.8,
  }));
}
