import type { CareersCopy, JobFrontmatter } from '@/content/types';
import { fill, momentOf } from './articles';
import { LANGUAGE, LANGUAGES, type Language } from './languages.mjs';
import { readMarkdown, type MarkdownEntry } from './markdown.mjs';

// The jobs of content/jobs/ as the careers pages, the footer, the sitemap and "Join Our Team" read
// them. The Markdown step has already left out every job past its last day on the day of the
// build, so a closed job has no page, no line in the index and no entry anywhere.

export type Job = MarkdownEntry<JobFrontmatter>;

export const CAREERS_PATH = '/careers';

/** A job's page: /careers/<its file's name>. */
export const jobPath = (slug: string) => `${CAREERS_PATH}/${slug}`;

const COUNTRY_CODE = /^[A-Z]{2}$/;
/** Codes the locale data names that are no country: the EU, the eurozone, the UN, Oceania, none. */
const GROUPINGS = ['EU', 'EZ', 'UN', 'QO', 'ZZ'];
const HTTPS = /^https:\/\/[^\s/]+\.[^\s/]+(?:\/\S*)?$/;
const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
const currencies = new Set(Intl.supportedValuesOf('currency'));

/**
 * A job with what the schema cannot check: its countries and currency are ones the pages can
 * name, and its pay does not fall as it rises. Anything else stops the build, naming the file.
 */
export function checkJob(job: Job): Job {
  const refuse = (message: string): never => {
    throw new Error(`${job.file}: ${message}`);
  };
  const { location, countries, pay } = job.data;
  const codes = [
    ...(location ? [['location.country', location.country] as const] : []),
    ...countries.map((code, index) => [`countries[${index}]`, code] as const),
  ];
  for (const [field, code] of codes) {
    if (!COUNTRY_CODE.test(code) || GROUPINGS.includes(code) || !regionNames.of(code))
      refuse(`${field}: "${code}" is not a country's ISO code (DE, AT, GB)`);
  }
  if (pay && !currencies.has(pay.currency))
    refuse(`pay.currency: "${pay.currency}" is not an ISO currency code (EUR, GBP, USD)`);
  if (pay?.maximum !== undefined && pay.maximum < pay.minimum)
    refuse(`pay.maximum: ${pay.maximum} is less than pay.minimum, ${pay.minimum}`);
  return job;
}

const newestFirst = (a: Job, b: Job) =>
  momentOf(b.data.date).getTime() - momentOf(a.data.date).getTime() || a.slug.localeCompare(b.slug);

/** A language's open jobs, the newest first. */
export function jobsIn(language: Language = LANGUAGE): Job[] {
  return readMarkdown()
    .jobs.filter((job) => job.language === language.code)
    .map(checkJob)
    .sort(newestFirst);
}

/** This build's open job of that name. */
export function jobNamed(slug: string): Job {
  const job = jobsIn().find((candidate) => candidate.slug === slug);
  if (!job) throw new Error(`No open job ${slug} in content/jobs/${LANGUAGE.code}/`);
  return job;
}

/** The languages that have a job of this name open: where its hreflang links point. */
export function jobLanguages(slug: string): Language[] {
  const { jobs } = readMarkdown();
  return LANGUAGES.filter((language) =>
    jobs.some((job) => job.slug === slug && job.language === language.code),
  );
}

/** The languages with an open job: those that have /careers/. */
export const careersLanguages = () => LANGUAGES.filter((language) => jobsIn(language).length > 0);

/**
 * Where "Join Our Team" leads: the careers page while a job is open, else the owner's own careers
 * page (content/site.ts careersUrl), else nowhere (the spec's button, which does nothing).
 */
export function joinTeamHref(openJobs: number, careersUrl?: string): string | undefined {
  if (openJobs > 0) return CAREERS_PATH;
  if (careersUrl !== undefined && !HTTPS.test(careersUrl))
    throw new Error(`content/site.ts: careersUrl "${careersUrl}" is not an https:// address`);
  return careersUrl;
}

/** How to apply: the job's own address, or an email to the site's with the job in its subject. */
export function applyHref(job: Job, email: string, subject: string): string {
  return (
    job.data.apply ??
    `mailto:${email}?subject=${encodeURIComponent(fill(subject, { title: job.data.title }))}`
  );
}

/** A country by its ISO code, in a language: DE is Germany in English, Deutschland in German. */
export function countryName(code: string, locale: string): string {
  return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
}

/** Where the work is, in words: the place, remote from the countries, or both. */
export function placeText(job: Job, copy: CareersCopy, locale: string): string {
  const { location, remote, countries } = job.data;
  const place =
    location &&
    [location.locality, location.region, countryName(location.country, locale)]
      .filter(Boolean)
      .join(', ');
  if (!remote) return place ?? '';
  const where = new Intl.ListFormat(locale, { type: 'disjunction' }).format(
    countries.map((code) => countryName(code, locale)),
  );
  return place
    ? fill(copy.placeOrRemote, { place, countries: where })
    : fill(copy.remote, { countries: where });
}

/** The pay in words: the sum or the range in its currency, and what it is counted by. */
export function payText(
  pay: NonNullable<JobFrontmatter['pay']>,
  copy: CareersCopy,
  locale: string,
): string {
  const money = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: pay.currency,
    maximumFractionDigits: 0,
  });
  const amount =
    pay.maximum === undefined || pay.maximum === pay.minimum
      ? money.format(pay.minimum)
      : money.formatRange(pay.minimum, pay.maximum);
  return fill(copy.pay, { amount, unit: copy.payUnits[pay.unit] });
}
