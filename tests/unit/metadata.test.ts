import { legalLinks, mainNavigation } from '@/content/navigation';
import { SITE_URL } from '@/lib/settings/env.mjs';
import { OG_IMAGE_SIZE, pageCopy, pageMetadata } from '@/lib/server/metadata';

describe('page metadata', () => {
  it('covers every route with a unique title and a 50–160 character description', () => {
    const routes = [...mainNavigation, ...Object.values(legalLinks)].map((n) => n.href);
    expect(Object.keys(pageCopy).sort()).toEqual(routes.sort());
    const titles = Object.values(pageCopy).map((p) => p.title);
    expect(new Set(titles).size).toBe(titles.length);
    for (const page of Object.values(pageCopy)) {
      expect(page.description.length).toBeGreaterThanOrEqual(50);
      expect(page.description.length).toBeLessThanOrEqual(160);
    }
  });

  it('gives each page a canonical URL, Open Graph and a large Twitter card', () => {
    const meta = pageMetadata('/services');
    expect(meta.alternates?.canonical).toBe(`${SITE_URL}/services/`);
    expect(meta.openGraph).toMatchObject({
      url: `${SITE_URL}/services/`,
      type: 'website',
      images: [{ url: `${SITE_URL}/og/services.png`, ...OG_IMAGE_SIZE }],
    });
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image' });
  });
});
