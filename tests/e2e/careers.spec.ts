import type { Page } from '@playwright/test';
import { fill } from '@/lib/content/articles';
import { LANGUAGES, type Language } from '@/lib/content/languages.mjs';
import { readMarkdown } from '@/lib/content/markdown.mjs';
import { languagePath, languageUrl } from '@/lib/server/language-urls';
import { expectNoViolations } from './accessibility';
import { expect, expectClean, test, waitForHydration } from './fixtures';
import { dayOf, leftOut } from './content';
import { copyOf, hreflangOf } from './languages';

// The pages content/jobs/ makes, in every language, read from what the build made of the Markdown
// (lib/content/markdown.mjs): the careers page, each open job's page with its JobPosting, how to
// apply, the footer's link, "Join Our Team" and the sitemap. A job past its last day was left out
// by the build: it is in none of them. A language without an open job has no careers page at all,
// and an old link to one gets the 404 page.

const { jobs } = readMarkdown();
type Job = (typeof jobs)[number];

const CAREERS = '/careers';
const jobsIn = (language: Language) => jobs.filter((job) => job.language === language.code);
const withJobs = LANGUAGES.filter((language) => jobsIn(language).length > 0);
const withoutJobs = LANGUAGES.filter((language) => jobsIn(language).length === 0);
/** The languages that have a job of this name open: its hreflang set. */
const languagesOf = (slug: string) =>
  LANGUAGES.filter((language) => jobsIn(language).some((job) => job.slug === slug));
const newestFirst = (a: Job, b: Job) =>
  Date.parse(b.data.date) - Date.parse(a.data.date) || a.slug.localeCompare(b.slug);

/** The jobs the build left out that were posted, not drafts: each past its last day. */
const TODAY = new Date().toISOString().slice(0, 10);
const closed = leftOut('jobs').filter(
  ({ data }) => data.draft !== true && dayOf(data.date) <= TODAY,
);

async function jsonLdOf(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
      JSON.parse(script.textContent ?? '{}'),
    ),
  );
}

async function hreflangOfPage(page: Page) {
  return page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]),
    ),
  );
}

async function sitemapEntries(request: {
  get: (url: string) => Promise<{ text(): Promise<string> }>;
}) {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  return [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry = '']) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(entry)?.[1],
    lastmod: /<lastmod>([^<]+)<\/lastmod>/.exec(entry)?.[1],
    hreflang: Object.fromEntries(
      [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(
        ([, hreflang, href]) => [hreflang, href],
      ),
    ),
  }));
}

test.describe('without an open job', () => {
  test.skip(withoutJobs.length === 0, 'every language has an open job');
  test.skip(({ isMobile }) => isMobile, 'what the pages link does not depend on the width');

  test("a language has no careers page, no link to one and no sitemap entry; Join Our Team leads to the owner's page or nowhere", async ({
    page,
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const language of withoutJobs) {
      // An old link to the careers page gets the 404 page, as any page that is gone.
      const response = await request.get(languagePath(language, CAREERS));
      expect(response.status(), language.locale).toBe(404);
      expect(sitemap).not.toContain(languageUrl(language, CAREERS));
      const copy = await copyOf(language);
      await page.goto(languagePath(language, '/about'));
      await expect(page.locator(`a[href^="${languagePath(language, CAREERS)}"]`)).toHaveCount(0);
      const { secondaryLabel } = copy.about.aboutCopy.team;
      const { careersUrl } = copy.site.site as { careersUrl?: string };
      const main = page.getByRole('main');
      if (careersUrl) {
        await expect(main.getByRole('link', { name: secondaryLabel, exact: true })).toHaveAttribute(
          'href',
          careersUrl,
        );
      } else {
        // The spec's button, which leads nowhere yet.
        await expect(main.getByRole('button', { name: secondaryLabel, exact: true })).toHaveCount(
          1,
        );
        await expect(main.getByRole('link', { name: secondaryLabel, exact: true })).toHaveCount(0);
      }
    }
  });
});

test.describe('careers', () => {
  test.skip(withJobs.length === 0, 'content/jobs/ has no open job in any language');

  for (const language of withJobs) {
    test(`${language.locale}: the careers page lists every open job, the newest first, each with where, how and a link`, async ({
      page,
      watch,
      isMobile,
    }) => {
      const copy = await copyOf(language);
      const { careersCopy } = copy.careers;
      const response = await page.goto(languagePath(language, CAREERS));
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(careersCopy.heading);
      await expect(main.getByRole('heading', { level: 2 })).toHaveText(careersCopy.listLabel);
      const own = [...jobsIn(language)].sort(newestFirst);
      await expect(main.getByRole('heading', { level: 3 })).toHaveText(
        own.map((job) => job.data.title),
      );
      for (const job of own) {
        const card = main.getByRole('listitem').filter({ hasText: job.data.title });
        await expect(card.getByRole('link', { name: job.data.title, exact: true })).toHaveAttribute(
          'href',
          languagePath(language, `${CAREERS}/${job.slug}`),
        );
        await expect(card).toContainText(careersCopy.employmentTypes[job.data.employmentType]);
        await expect(card).toContainText(job.data.description);
        if (job.data.location) await expect(card).toContainText(job.data.location.locality);
      }
      // The page says what it is: a WebPage in its language, no job's posting.
      const data = await jsonLdOf(page);
      expect(data.map((item) => item['@type'])).toEqual(['WebPage']);
      expect(await hreflangOfPage(page)).toEqual(hreflangOf(withJobs, CAREERS));
      // Linked from the footer, not from the header's links.
      const footer = page.getByRole('contentinfo');
      const [careersLink] = copy.navigation.footerNavigation;
      await expect(
        footer.getByRole('link', { name: careersLink.label, exact: true }),
      ).toHaveAttribute('href', languagePath(language, CAREERS));
      await expect(
        page.getByRole('banner').locator(`a[href="${languagePath(language, CAREERS)}"]`),
      ).toHaveCount(0);
      // a11y.spec.ts checks every page the build publishes at 1280 px; the layout at 375 px is the
      // same code in every language: checked in the first.
      if (isMobile && language === withJobs[0]) await expectNoViolations(page);
      expectClean(watch);
    });

    test(`${language.locale}: Join Our Team leads to the careers page`, async ({ page }) => {
      const { aboutCopy } = (await copyOf(language)).about;
      await page.goto(languagePath(language, '/about'));
      const link = page
        .getByRole('main')
        .getByRole('link', { name: aboutCopy.team.secondaryLabel, exact: true });
      await expect(link).toHaveAttribute('href', languagePath(language, CAREERS));
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${languagePath(language, CAREERS)}$`));
    });
  }

  for (const job of jobs) {
    const language = LANGUAGES.find((candidate) => candidate.code === job.language);
    if (!language) throw new Error(`${job.file}: no language ${job.language}`);
    test(`${job.file}: its page shows the job, its dates and how to apply, and carries its JobPosting`, async ({
      page,
      request,
      watch,
      isMobile,
    }) => {
      const copy = await copyOf(language);
      const { careersCopy } = copy.careers;
      const { site } = copy.site;
      const path = `${CAREERS}/${job.slug}`;
      const response = await page.goto(languagePath(language, path));
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      const main = page.getByRole('main');
      const { data } = job;
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(data.title);
      await expect(main).toContainText(data.description);
      await expect(main).toContainText(careersCopy.employmentTypes[data.employmentType]);
      // Both days, in the page's language, machine-readable as written.
      for (const day of [data.date, data.validThrough])
        await expect(main.locator(`time[datetime="${day}"]`)).toHaveCount(1);
      // How to apply: at the job's own address, or by an email naming the job.
      await expect(main.getByRole('heading', { name: careersCopy.applyHeading })).toBeVisible();
      const apply = data.apply
        ? { label: careersCopy.applyOnline.label, href: data.apply }
        : {
            label: careersCopy.applyByEmail.label,
            href: `mailto:${site.email}?subject=${encodeURIComponent(fill(careersCopy.applyByEmail.subject, { title: data.title }))}`,
          };
      await expect(main.getByRole('link', { name: apply.label, exact: true })).toHaveAttribute(
        'href',
        apply.href,
      );
      const url = languageUrl(language, path);
      const posting = (await jsonLdOf(page)).find((item) => item['@type'] === 'JobPosting');
      expect(posting).toMatchObject({
        '@id': url,
        url,
        title: data.title,
        datePosted: data.date,
        employmentType: data.employmentType,
        hiringOrganization: { name: site.name },
        identifier: { value: job.slug },
        directApply: Boolean(data.apply),
      });
      expect(posting.validThrough).toMatch(new RegExp(`^${data.validThrough}`));
      expect(posting.description).toContain(data.description);
      expect(Boolean(posting.jobLocation)).toBe(Boolean(data.location));
      if (data.location)
        expect(posting.jobLocation.address).toMatchObject({
          '@type': 'PostalAddress',
          addressLocality: data.location.locality,
          addressCountry: data.location.country,
        });
      if (data.remote) {
        expect(posting.jobLocationType).toBe('TELECOMMUTE');
        expect(posting.applicantLocationRequirements).toHaveLength(data.countries.length);
      } else expect(posting.jobLocationType).toBeUndefined();
      if (data.pay)
        expect(posting.baseSalary).toMatchObject({
          '@type': 'MonetaryAmount',
          currency: data.pay.currency,
          value: { '@type': 'QuantitativeValue', unitText: data.pay.unit },
        });
      else expect(posting.baseSalary).toBeUndefined();
      expect(await hreflangOfPage(page)).toEqual(hreflangOf(languagesOf(job.slug), path));
      // Its own social card, drawn at build.
      const card = await page.locator('meta[property="og:image"]').getAttribute('content');
      expect(card).toContain(`careers--${job.slug}.png`);
      const image = await request.get(new URL(card ?? '').pathname);
      expect(image.headers()['content-type']).toBe('image/png');
      // a11y.spec.ts checks every page the build publishes at 1280 px; the layout at 375 px is the
      // same code in every language: checked in the first.
      if (isMobile && language === withJobs[0]) await expectNoViolations(page);
      expectClean(watch);
    });
  }

  test('the sitemap lists the careers page and every open job, each with its languages', async ({
    request,
    isMobile,
  }) => {
    test.skip(isMobile, 'the sitemap does not depend on the width');
    const entries = await sitemapEntries(request);
    for (const language of withJobs) {
      expect(entries.find((entry) => entry.loc === languageUrl(language, CAREERS))).toEqual({
        loc: languageUrl(language, CAREERS),
        lastmod: undefined,
        hreflang: hreflangOf(withJobs, CAREERS),
      });
    }
    for (const job of jobs) {
      const language = LANGUAGES.find((candidate) => candidate.code === job.language);
      if (!language) throw new Error(`${job.file}: no language ${job.language}`);
      const path = `${CAREERS}/${job.slug}`;
      expect(entries.find((entry) => entry.loc === languageUrl(language, path))).toEqual({
        loc: languageUrl(language, path),
        lastmod: job.data.date,
        hreflang: hreflangOf(languagesOf(job.slug), path),
      });
    }
  });
});

test.describe('a job past its last day', () => {
  test.skip(closed.length === 0, 'content/jobs/ has no closed job');
  test.skip(({ isMobile }) => isMobile, 'where a closed job is not does not depend on the width');

  test('is on no page, in no index, sitemap, footer, social card or JSON-LD', async ({
    page,
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const { language, slug, data } of closed) {
      // Left out for its day, not for another reason.
      const lastDay = dayOf(data.validThrough);
      expect(lastDay < TODAY, `${language.code}/${slug}: ${lastDay}`).toBe(true);
      const path = `${CAREERS}/${slug}`;
      expect((await request.get(languagePath(language, path))).status(), path).toBe(404);
      expect(
        (
          await request.get(languagePath(language, `/og/careers--${slug}.png`).replace(/\/$/, ''))
        ).status(),
      ).toBe(404);
      expect(sitemap).not.toContain(languageUrl(language, path));
      // Not on the careers page (where the language has one), its footer or its data.
      const pages = [languagePath(language, '/'), languagePath(language, '/about')];
      if (withJobs.includes(language)) pages.push(languagePath(language, CAREERS));
      for (const open of jobsIn(language))
        pages.push(languagePath(language, `${CAREERS}/${open.slug}`));
      for (const address of pages) {
        await page.goto(address);
        const body = page.locator('body');
        await expect(body, address).not.toContainText(String(data.title));
        await expect(page.locator(`a[href*="${CAREERS}/${slug}"]`), address).toHaveCount(0);
        expect(JSON.stringify(await jsonLdOf(page)), address).not.toContain(String(data.title));
      }
    }
  });
});
