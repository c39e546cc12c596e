import { site } from '@/content/site';
import { SITE_URL } from '@/lib/env.mjs';
import { organizationJsonLd, serializeJsonLd } from '@/lib/structured-data';

describe('structured data', () => {
  const data = organizationJsonLd();

  it('derives the organisation from content/site.ts', () => {
    expect(data).toMatchObject({
      '@type': 'ProfessionalService',
      name: site.name,
      url: `${SITE_URL}/`,
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
