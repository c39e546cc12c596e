import type { Metadata } from 'next';
import { site } from '@/content/site';
import { absoluteUrl, canonicalPath, ogImagePath } from './urls';

export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

interface PageSeo {
  title: string;
  description: string;
  path: string;
}

// Every page gets the same complete set: canonical, Open Graph and Twitter card with its own image.
export function pageMetadata({ title, description, path }: PageSeo): Metadata {
  const url = absoluteUrl(canonicalPath(path));
  const image = {
    url: absoluteUrl(ogImagePath(path)),
    ...OG_IMAGE_SIZE,
    alt: `${title} — ${site.name}`,
    type: 'image/png',
  };
  const fullTitle = `${title} | ${site.name}`;
  return {
    // The layout's template does not reach a page in its own segment, so the home page spells it out.
    title: path === '/' ? { absolute: fullTitle } : title,
    description,
    alternates: { canonical: url },
    openGraph: {
      type: 'website',
      siteName: site.name,
      locale: 'en_US',
      title: fullTitle,
      description,
      url,
      images: [image],
    },
    twitter: {
      card: 'summary_large_image',
      title: fullTitle,
      description,
      images: [image.url],
    },
  };
}
