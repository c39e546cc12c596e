import { site } from '@/content/site';
import { SITE_URL } from '@/lib/settings/env.mjs';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@/lib/content/languages.mjs';
import { utcOffsetMinutes, WEEKDAYS } from '@/lib/server/hours';
import { organizationJsonLd, serializeJsonLd } from '@/lib/server/structured-data';

/** The instant a time of day names on a date: its own offset if it has one, else the zone's. */
function instant(date: string, time: string, timeZone: string) {
  if (/[+-]\d\d:\d\d$|Z$/.test(time)) return Date.parse(`${date}T${time}`);
  const asUtc = Date.parse(`${date}T${time}Z`);
  return asUtc - utcOffsetMinutes(timeZone, asUtc) * 60_000;
}

describe('structured data', () => {
  const data = organizationJsonLd();
  const [hours] = data.openingHoursSpecification;

  it('derives the organisation from content/site.ts', () => {
    expect(data).toMatchObject({
      '@type': 'ProfessionalService',
      name: site.name,
      url: `${SITE_URL}/`,
      email: site.email,
      telephone: site.phoneE164,
      sameAs: site.socials.map((s) => s.href),
      areaServed: site.areaServed,
    });
    const { firstDay, lastDay } = site.openingHours;
    expect(hours?.dayOfWeek).toHaveLength(
      WEEKDAYS.indexOf(lastDay) - WEEKDAYS.indexOf(firstDay) + 1,
    );
  });

  it('carries opening times that stay right in winter and in summer', () => {
    const { opens, closes, timeZone } = site.openingHours;
    for (const date of ['2026-01-15', '2026-07-15']) {
      // What a reader of the data concludes against when the agency really opens and closes.
      expect(instant(date, hours?.opens ?? '', timeZone)).toBe(
        instant(date, `${opens}:00`, timeZone),
      );
      expect(instant(date, hours?.closes ?? '', timeZone)).toBe(
        instant(date, `${closes}:00`, timeZone),
      );
    }
  });

  it('names each language the site is written in, the default first', () => {
    const [contactPoint] = data.contactPoint;
    expect(contactPoint?.availableLanguage).toEqual(
      LANGUAGES.map(({ locale }) =>
        new Intl.DisplayNames(['en'], { type: 'language' }).of(new Intl.Locale(locale).language),
      ),
    );
    expect(LANGUAGES[0]).toBe(DEFAULT_LANGUAGE);
  });

  it('cannot break out of its script element', () => {
    expect(serializeJsonLd({ text: '</script><script>alert(1)</script>' })).not.toContain('<');
    expect(JSON.parse(serializeJsonLd({ text: '</script>' }))).toEqual({ text: '</script>' });
  });
});
