import { site } from '@/content/site';
import { appIconPath } from './app-icons';
import { openDays } from './hours';
import { absoluteUrl, ogImagePath } from './urls';

function openingHoursSpecification() {
  const { opens, closes, utcOffset } = site.openingHours;
  return {
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: openDays(site.openingHours).map((day) => `https://schema.org/${day}`),
    // Schema.org times carry the zone as a UTC offset.
    opens: `${opens}:00${utcOffset}`,
    closes: `${closes}:00${utcOffset}`,
  };
}

export function organizationJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': `${absoluteUrl('/')}#organization`,
    name: site.name,
    description: site.description,
    url: absoluteUrl('/'),
    logo: absoluteUrl(appIconPath('icon-512.png')),
    image: absoluteUrl(ogImagePath('/')),
    email: site.email,
    telephone: site.phoneE164,
    foundingDate: String(site.foundingYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    openingHoursSpecification: [openingHoursSpecification()],
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        email: site.email,
        telephone: site.phoneE164,
        availableLanguage: ['English'],
        hoursAvailable: openingHoursSpecification(),
      },
    ],
    areaServed: 'Worldwide',
    sameAs: site.socials.map((social) => social.href),
  };
}

// Escapes "<" so no string in the data can close the script element.
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
