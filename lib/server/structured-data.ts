import { site } from '@/content/site';
import type { PostalAddress } from '@/content/types';
import { ARTICLES_PATH, articlePath, lastModified, type Article } from '@/lib/content/articles';
import { articleAuthor, personHref, type Person } from '@/lib/content/people';
import { countryName, jobPath, type Job } from '@/lib/content/jobs';
import { appIconPath } from './app-icons';
import { openDays } from './hours';
import { imageAsset, MEDIA_PATH } from '@/lib/content/images.mjs';
import { DEFAULT_LANGUAGE, LANGUAGE, LANGUAGES } from '@/lib/content/languages.mjs';
import type { Crumb } from './breadcrumbs';
import { languageName } from './locale';
import { pageCopy, type PagePath } from './metadata';
import { canonicalPath } from '@/lib/shared/paths';
import { languageUrl } from './language-urls';
import { absoluteUrl, ogImagePath } from '@/lib/shared/urls';
import { markdownHtml } from './markdown-html';

/** What a page says of itself: where it is, its title and its description. */
interface PageWords {
  readonly path: string;
  readonly title: string;
  readonly description: string;
}

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
  return pageJsonLd({ path, ...pageCopy[path] });
}

/** A page of the site as a WebPage, from its address and words. */
export function pageJsonLd({ path, title, description }: PageWords) {
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

/** A trail of pages as a BreadcrumbList: each step's name and its address in this language. */
export function breadcrumbListJsonLd(trail: readonly Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.label,
      item: absoluteUrl(canonicalPath(step.href)),
    })),
  };
}

/** A picture of content/images/ as one address: its fallback (JPEG or PNG), or the SVG. */
function pictureUrl(src: string, usedFor: string) {
  const asset = imageAsset(src, usedFor);
  return absoluteUrl(`${MEDIA_PATH}/${asset.kind === 'vector' ? asset.file : asset.fallback.file}`);
}

/** A page's address, with the part of it after # where it names one. */
function pageUrl(href: string) {
  const [path = '', part] = href.split('#');
  return `${absoluteUrl(canonicalPath(path))}${part ? `#${part}` : ''}`;
}

/**
 * A person of the team: on their own page the whole of it, elsewhere (an article's author) who
 * they are and where their page is. One id, their page's, ties the two together.
 */
function personNode(person: Person) {
  const url = pageUrl(personHref(person));
  return {
    '@type': 'Person',
    ...(person.hasPage && { '@id': `${url}#person` }),
    name: person.name,
    url,
  };
}

/** A person's page as a ProfilePage of the site, about them: role, picture, profiles, agency. */
export function profilePageJsonLd(person: Person, page: PageWords) {
  return {
    ...pageJsonLd(page),
    '@type': 'ProfilePage',
    mainEntity: {
      ...personNode(person),
      jobTitle: person.role,
      description: person.bio,
      ...(person.photo && {
        image: pictureUrl(person.photo.src, `The photo of ${person.file}`),
      }),
      ...(person.links.length > 0 && { sameAs: person.links }),
      worksFor: { '@id': organizationId, name: site.name },
    },
  };
}

/** An article as a BlogPosting: its dates, author, picture, topics and language. */
export function blogPostingJsonLd(article: Article) {
  const url = absoluteUrl(canonicalPath(articlePath(article.slug)));
  const { title, description, date, tags, cover } = article.data;
  const author = articleAuthor(article);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': url,
    url,
    mainEntityOfPage: url,
    headline: title,
    description,
    datePublished: date,
    dateModified: lastModified(article),
    author: author.person ? personNode(author.person) : { '@type': 'Person', name: author.name },
    publisher: { '@id': organizationId },
    image: pictureUrl(cover.src, `The cover of ${article.file}`),
    inLanguage: LANGUAGE.locale,
    ...(tags.length > 0 && { keywords: tags.join(', ') }),
    isPartOf: { '@type': 'Blog', '@id': absoluteUrl(canonicalPath(ARTICLES_PATH)) },
  };
}

/**
 * A service's page as the Service it offers, the agency its provider (named here too, so the page
 * says who without the Home page's data), and the page it is described on.
 */
export function serviceJsonLd(page: PageWords) {
  const { '@context': context, ...webPage } = pageJsonLd(page);
  return {
    '@context': context,
    '@type': 'Service',
    '@id': `${webPage.url}#service`,
    url: webPage.url,
    name: page.title,
    description: page.description,
    provider: {
      '@type': 'ProfessionalService',
      '@id': organizationId,
      name: site.name,
      url: absoluteUrl('/'),
    },
    areaServed: site.areaServed,
    mainEntityOfPage: webPage,
  };
}

/** The last moment of a job's last day: a day alone (YYYY-MM-DD) ends at midnight UTC. */
const lastMoment = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T23:59:59Z` : value;

/**
 * A job as Google's job search reads it: its title, its whole text as HTML, when it was posted and
 * its last day, the kind of employment, the agency hiring (the Organization of the home page), the
 * place of work or the countries a remote applicant may live in (or both), and the pay where the
 * job gives it. directApply: its own application address takes an application online; an email
 * is no such path.
 */
export function jobPostingJsonLd(job: Job) {
  const url = absoluteUrl(canonicalPath(jobPath(job.slug)));
  const { title, description, date, validThrough, employmentType, location, remote, countries } =
    job.data;
  const { pay, apply } = job.data;
  const agency = organizationJsonLd();
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    '@id': url,
    url,
    title,
    description: `<p>${markdownHtml([description])}</p>${markdownHtml(job.body)}`,
    datePosted: date,
    validThrough: lastMoment(validThrough),
    employmentType,
    hiringOrganization: {
      '@type': agency['@type'],
      '@id': agency['@id'],
      name: agency.name,
      url: agency.url,
      logo: agency.logo,
      sameAs: agency.sameAs,
    },
    identifier: { '@type': 'PropertyValue', name: agency.name, value: job.slug },
    ...(location && {
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: location.locality,
          ...(location.region && { addressRegion: location.region }),
          addressCountry: location.country,
        },
      },
    }),
    ...(remote && {
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: countries.map((code) => ({
        '@type': 'Country',
        name: countryName(code, 'en'),
      })),
    }),
    ...(pay && {
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: pay.currency,
        value: {
          '@type': 'QuantitativeValue',
          ...(pay.maximum === undefined || pay.maximum === pay.minimum
            ? { value: pay.minimum }
            : { minValue: pay.minimum, maxValue: pay.maximum }),
          unitText: pay.unit,
        },
      },
    }),
    directApply: apply !== undefined,
  };
}

// Escapes "<" so no string in the data can close the script element.
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
