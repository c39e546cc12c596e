import { mainNavigation } from '@/content/navigation';
import { pageSeo } from '@/content/seo';
import { site } from '@/content/site';
import { formatBusinessHours, openDays } from '@/lib/hours';
import { OG_IMAGE_SIZE, pageMetadata } from '@/lib/metadata';
import { organizationJsonLd, serializeJsonLd } from '@/lib/structured-data';
import { absoluteUrl, canonicalPath, ogImagePath } from '@/lib/urls';

describe('urls', () => {
  it('builds canonical folder-style paths and absolute URLs', () => {
    expect(canonicalPath('/')).toBe('/');
    expect(canonicalPath('/about')).toBe('/about/');
    expect(canonicalPath('/about/')).toBe('/about/');
    expect(absoluteUrl('/about/')).toBe(`${site.url}/about/`);
    expect(ogImagePath('/')).toBe('/og/home.png');
    expect(ogImagePath('/contact')).toBe('/og/contact.png');
  });
});

describe('page SEO content', () => {
  it('covers every route with a unique title and a 50–160 character description', () => {
    expect(Object.keys(pageSeo).sort()).toEqual(mainNavigation.map((n) => n.href).sort());
    const titles = Object.values(pageSeo).map((p) => p.title);
    expect(new Set(titles).size).toBe(titles.length);
    for (const page of Object.values(pageSeo)) {
      expect(page.description.length).toBeGreaterThanOrEqual(50);
      expect(page.description.length).toBeLessThanOrEqual(160);
    }
  });

  it('gives each page a canonical URL, Open Graph and a large Twitter card', () => {
    const meta = pageMetadata(pageSeo['/services']);
    expect(meta.alternates?.canonical).toBe(`${site.url}/services/`);
    expect(meta.openGraph).toMatchObject({
      url: `${site.url}/services/`,
      type: 'website',
      images: [{ url: `${site.url}/og/services.png`, ...OG_IMAGE_SIZE }],
    });
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image' });
  });
});

describe('business hours', () => {
  it('prints the spec text from the structured hours', () => {
    expect(formatBusinessHours(site.openingHours)).toBe('Monday-Friday 9:00 AM-6:00 PM PST');
    expect(openDays(site.openingHours)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
    ]);
  });
});

describe('structured data', () => {
  const data = organizationJsonLd();

  it('derives the organisation from content/site.ts', () => {
    expect(data).toMatchObject({
      '@type': 'ProfessionalService',
      name: site.name,
      url: `${site.url}/`,
      email: site.email,
      telephone: site.phoneE164,
      sameAs: site.socials.map((s) => s.href),
    });
    expect(data.sameAs).toHaveLength(5);
    expect(data.openingHoursSpecification[0]).toMatchObject({
      opens: '09:00:00-08:00',
      closes: '18:00:00-08:00',
    });
    expect(data.openingHoursSpecification[0]?.dayOfWeek).toHaveLength(5);
  });

  it('cannot break out of its script element', () => {
    expect(serializeJsonLd({ text: '</script><script>alert(1)</script>' })).not.toContain('<');
    expect(JSON.parse(serializeJsonLd({ text: '</script>' }))).toEqual({ text: '</script>' });
  });
});
