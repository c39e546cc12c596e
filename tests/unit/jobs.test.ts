/**
 * @jest-environment node
 */
import { careersCopy } from '@/content/careers';
import { site } from '@/content/site';
import type { JobFrontmatter } from '@/content/types';
import { fill } from '@/lib/content/articles';
import {
  applyHref,
  CAREERS_PATH,
  checkJob,
  jobsIn,
  joinTeamHref,
  payText,
  placeText,
  type Job,
} from '@/lib/content/jobs';
import { readMarkdown, type MarkdownNode } from '@/lib/content/markdown.mjs';
import { markdownHtml } from '@/lib/server/markdown-html';
import { jobPostingJsonLd, organizationJsonLd } from '@/lib/server/structured-data';
import { SITE_URL } from '@/lib/settings/env.mjs';

// The reader of content/jobs/ (lib/content/jobs.ts) and the JobPosting each open job's page
// carries, on jobs written here as the Markdown step leaves them.

const TEXT: MarkdownNode[] = [
  { tag: 'h2', props: {}, children: ['What you will do'] },
  {
    tag: 'ul',
    props: {},
    children: [
      { tag: 'li', props: {}, children: ['Build pages & components'] },
      { tag: 'li', props: {}, children: [{ tag: 'code', props: {}, children: ['<main>'] }] },
    ],
  },
  {
    tag: 'p',
    props: {},
    children: [
      'Ask ',
      { tag: 'a', props: { href: '/contact' }, children: ['us'] },
      { tag: 'img', props: { src: 'team.jpg', alt: 'The team' }, children: [] },
    ],
  },
];

/** A job as the manifest holds it: the fields the schema fills in, and what is given. */
function job(data: Partial<JobFrontmatter> = {}, slug = 'frontend-developer'): Job {
  return {
    file: `content/jobs/en/${slug}.md`,
    language: 'en',
    slug,
    minutes: 1,
    body: TEXT,
    data: {
      title: 'Frontend developer',
      description:
        'Build fast, accessible pages for clients who serve everyone, with a small team.',
      date: '2026-11-02',
      validThrough: '2099-12-31',
      employmentType: 'FULL_TIME',
      remote: false,
      countries: [],
      ...data,
    },
  };
}

const onSite = job({ location: { locality: 'Berlin', country: 'DE' } });
const remote = job({
  remote: true,
  countries: ['DE', 'AT'],
  apply: 'https://jobs.example.org/frontend',
  pay: { minimum: 4000, maximum: 5000, currency: 'EUR', unit: 'MONTH' },
});

describe('the reader of content/jobs/', () => {
  it('takes a job whose countries and currency the pages can name', () => {
    expect(checkJob(remote)).toBe(remote);
    expect(checkJob(onSite)).toBe(onSite);
  });

  it.each([
    [{ countries: ['XX'], remote: true }, 'countries[0]: "XX" is not a country\'s ISO code'],
    [{ countries: ['de'], remote: true }, 'countries[0]: "de" is not a country\'s ISO code'],
    [{ location: { locality: 'Berlin', country: 'EU' } }, 'location.country: "EU" is not'],
    [
      {
        location: { locality: 'Berlin', country: 'DE' },
        pay: { minimum: 1, currency: 'ECU', unit: 'YEAR' },
      },
      'pay.currency: "ECU" is not an ISO currency code',
    ],
    [
      {
        location: { locality: 'Berlin', country: 'DE' },
        pay: { minimum: 60000, maximum: 50000, currency: 'EUR', unit: 'YEAR' },
      },
      'pay.maximum: 50000 is less than pay.minimum, 60000',
    ],
  ] as const)('refuses %j, naming the file and the field', (data, message) => {
    expect(() => checkJob(job(data as Partial<JobFrontmatter>))).toThrow(
      `content/jobs/en/frontend-developer.md: ${message}`,
    );
  });

  it("lists this build's open jobs from the manifest, the newest first", () => {
    const own = readMarkdown().jobs.filter((entry) => entry.language === 'en');
    expect(
      jobsIn()
        .map((entry) => entry.slug)
        .sort(),
    ).toEqual(own.map((entry) => entry.slug).sort());
    const dates = jobsIn().map((entry) => Date.parse(entry.data.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('says where the work is, and what it pays, in the words of content/careers.ts', () => {
    expect(placeText(onSite, careersCopy, 'en-US')).toBe('Berlin, Germany');
    expect(placeText(remote, careersCopy, 'en-US')).toBe(
      fill(careersCopy.remote, { countries: 'Germany or Austria' }),
    );
    const both = job({
      location: { locality: 'Berlin', country: 'DE' },
      remote: true,
      countries: ['DE'],
    });
    expect(placeText(both, careersCopy, 'en-US')).toBe(
      fill(careersCopy.placeOrRemote, { place: 'Berlin, Germany', countries: 'Germany' }),
    );
    expect(placeText(onSite, careersCopy, 'de-DE')).toBe('Berlin, Deutschland');
    const pay = remote.data.pay;
    if (!pay) throw new Error('the remote job has its pay');
    expect(payText(pay, careersCopy, 'en-US')).toBe(
      fill(careersCopy.pay, { amount: '€4,000 – €5,000', unit: careersCopy.payUnits.MONTH }),
    );
    expect(payText({ ...pay, maximum: undefined }, careersCopy, 'en-US')).toBe(
      fill(careersCopy.pay, { amount: '€4,000', unit: careersCopy.payUnits.MONTH }),
    );
  });

  it("applies at the job's own address, or by an email with the job's title in its subject", () => {
    expect(applyHref(remote, site.email, careersCopy.applyByEmail.subject)).toBe(
      'https://jobs.example.org/frontend',
    );
    const mail = new URL(applyHref(onSite, 'jobs@example.com', 'Application: {title} & more'));
    expect(mail.protocol).toBe('mailto:');
    expect(mail.pathname).toBe('jobs@example.com');
    expect(mail.search).toBe('?subject=Application%3A%20Frontend%20developer%20%26%20more');
  });

  it('leads "Join Our Team" to the jobs while one is open, else to the owner\'s page, else nowhere', () => {
    const elsewhere = 'https://www.linkedin.com/company/example/jobs/';
    expect(joinTeamHref(1, elsewhere)).toBe(CAREERS_PATH);
    expect(joinTeamHref(0, elsewhere)).toBe(elsewhere);
    expect(joinTeamHref(0)).toBeUndefined();
    expect(() => joinTeamHref(0, 'http://jobs.example.org/')).toThrow(
      'content/site.ts: careersUrl "http://jobs.example.org/" is not an https:// address',
    );
  });
});

describe('a JobPosting', () => {
  const agency = organizationJsonLd();

  it("has what Google's job search requires, the agency hiring, and a place of work", () => {
    const data = jobPostingJsonLd(onSite);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      url: `${SITE_URL}/careers/frontend-developer/`,
      title: 'Frontend developer',
      datePosted: '2026-11-02',
      // Open through its last day, to its end.
      validThrough: '2099-12-31T23:59:59Z',
      employmentType: 'FULL_TIME',
      hiringOrganization: {
        '@type': agency['@type'],
        '@id': agency['@id'],
        name: site.name,
        url: agency.url,
        logo: agency.logo,
      },
      identifier: { '@type': 'PropertyValue', name: site.name, value: 'frontend-developer' },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Berlin', addressCountry: 'DE' },
      },
      // An email is no online application.
      directApply: false,
    });
    expect(data).not.toHaveProperty('jobLocationType');
    expect(data).not.toHaveProperty('applicantLocationRequirements');
    // Pay is optional: a job without it says nothing of it.
    expect(data).not.toHaveProperty('baseSalary');
  });

  it('names the countries a remote applicant may live in, the pay, and an application online', () => {
    const data = jobPostingJsonLd(remote);
    expect(data).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: [
        { '@type': 'Country', name: 'Germany' },
        { '@type': 'Country', name: 'Austria' },
      ],
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'EUR',
        value: { '@type': 'QuantitativeValue', minValue: 4000, maxValue: 5000, unitText: 'MONTH' },
      },
      directApply: true,
    });
    expect(data).not.toHaveProperty('jobLocation');
    const fixed = jobPostingJsonLd(
      job({ ...remote.data, pay: { minimum: 52000, currency: 'GBP', unit: 'YEAR' } }),
    );
    expect(fixed.baseSalary?.value).toEqual({
      '@type': 'QuantitativeValue',
      value: 52000,
      unitText: 'YEAR',
    });
  });

  it('holds the whole text as the HTML job search reads: paragraphs, lists, headings, no markup of its own', () => {
    expect(jobPostingJsonLd(onSite).description).toBe(
      `<p>${onSite.data.description}</p>` +
        '<h2>What you will do</h2>' +
        '<ul><li>Build pages &amp; components</li><li>&lt;main&gt;</li></ul>' +
        '<p>Ask us</p>',
    );
    expect(markdownHtml(['a < b'])).toBe('a &lt; b');
  });
});
