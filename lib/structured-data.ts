import { site } from '@/content/site';
import type { PostalAddress } from '@/content/types';
import { appIconPath } from './app-icons';
import { openDays } from './hours';
import { DEFAULT_LANGUAGE, LANGUAGE, LANGUAGES } from './languages.mjs';
import { languageName } from './locale';
import { pageCopy, type PagePath } from './metadata';
import { canonicalPath } from './paths';
import { languageUrl } from './language-urls';
import { absoluteUrl, ogImagePath } from './urls';

// The agency and its site are one thing in every language: named from the default's home page.
const organizationId = `${languageUrl(DEFAULT_LANGUAGE, '/')}#organization`;
const websiteId = `${languageUrl(DEFAULT_LANGUAGE, '/')}#website`;

function openingHoursSpecification() {
  const { opens, closes } = site.openingHours;
  return {
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: openDays(site.openingHours).map((day) => `https://schema.org/${day}`),
    // Local times, read at the business's address: right in summer and winter alike, where a
    // fixed UTC offset is an hour off for half the year.
    opens: `${opens}:00`,
    closes: `${closes}:00`,
  };
}

export function organizationJsonLd() {
  // As an owner may write it: a country without regions leaves the region out.
  const address: PostalAddress = site.address;
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': organizationId,
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
      streetAddress: address.street,
      addressLocality: address.locality,
      ...(address.region && { addressRegion: address.region }),
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
    openingHoursSpecification: [openingHoursSpecification()],
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        email: site.email,
        telephone: site.phoneE164,
        availableLanguage: LANGUAGES.map((language) => languageName(language.locale)),
        hoursAvailable: openingHoursSpecification(),
      },
    ],
    areaServed: site.areaServed,
    sameAs: site.socials.map((social) => social.href),
  };
}

/** Each page as a WebPage of the site, in its language (inLanguage). */
export function webPageJsonLd(path: PagePath) {
  const { title, description } = pageCopy[path];
  const url = absoluteUrl(canonicalPath(path));
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    '@id': url,
    url,
    name: title,
    description,
    inLanguage: LANGUAGE.locale,
    isPartOf: {
      '@type': 'WebSite',
      '@id': websiteId,
      url: languageUrl(DEFAULT_LANGUAGE, '/'),
      name: site.name,
      inLanguage: LANGUAGES.map((language) => language.locale),
    },
    publisher: { '@id': organizationId },
  };
}

// Escapes "<" so no string in the data can close the script element.
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
