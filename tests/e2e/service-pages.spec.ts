import type { Page } from '@playwright/test';
import { LANGUAGES, type Language } from '@/lib/content/languages.mjs';
import { languagePath, languageUrl } from '@/lib/server/language-urls';
import { readMarkdown } from '@/lib/content/markdown.mjs';
import { expectNoViolations } from './accessibility';
import { escapeRegExp } from './content';
import { expect, expectClean, test, waitForHydration } from './fixtures';
import { copyOf, hreflangOf, sitemapEntries } from './languages';

// The pages content/services/ makes, in every language, read from what the build made of the
// Markdown (lib/content/markdown.mjs): each service's page, linked from its card where the
// language has it, and the card's inert button where it has not. An owner without service pages
// has none of them, and every card keeps its button (pages.spec.ts).

const { services, stories } = readMarkdown();

function languageOf(code: string): Language {
  const language = LANGUAGES.find((candidate) => candidate.code === code);
  if (!language) throw new Error(`no language ${code} in content/languages.mjs`);
  return language;
}
const hasPage = (id: string, language: Language) =>
  services.some((entry) => entry.slug === id && entry.language === language.code);
/** The languages that have a page of this service: its hreflang set. */
const languagesOf = (id: string) => LANGUAGES.filter((language) => hasPage(id, language));
const pathOf = (id: string) => `/services/${id}`;

async function head(page: Page) {
  return page.evaluate(() => ({
    hreflang: Object.fromEntries(
      [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]),
    ),
    card: document.querySelector('meta[property="og:image"]')?.getAttribute('content') ?? '',
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
      JSON.parse(script.textContent ?? '{}'),
    ),
  }));
}

test.describe('service pages', () => {
  test.skip(services.length === 0, 'content/services/ has no page');

  for (const language of LANGUAGES) {
    test(`${language.locale}: Learn More links to the page of each service that has one, and stays the inert button elsewhere`, async ({
      page,
      watch,
      isMobile,
    }) => {
      test.skip(isMobile, 'what the cards link to does not depend on the width');
      const { servicesCopy } = (await copyOf(language)).services;
      const { heading, learnMoreLabel, learnMoreName, items } = servicesCopy.services;
      await page.goto(languagePath(language, '/services'));
      await waitForHydration(page);
      const grid = page.getByRole('main').getByRole('region', { name: heading });
      for (const service of items) {
        const card = grid.getByRole('listitem').filter({
          has: page.getByRole('heading', { level: 3, name: service.title, exact: true }),
        });
        // The link names its service itself; the button, as the spec has it, is described by
        // the card's heading.
        const name = learnMoreName.replace('{service}', service.title);
        const link = card.getByRole('link', { name, exact: true });
        const button = card.getByRole('button', { name: learnMoreLabel, exact: true });
        const linked = hasPage(service.id, language);
        await expect(link, service.id).toHaveCount(linked ? 1 : 0);
        await expect(button, service.id).toHaveCount(linked ? 0 : 1);
        if (linked) {
          await expect(link).toHaveAttribute('href', languagePath(language, pathOf(service.id)));
          // What the eye reads on it is the label alone.
          await expect(link.locator('[aria-hidden="true"]')).toHaveText(learnMoreLabel);
        } else {
          await expect(button).toHaveAttribute('type', 'button');
          await expect(button).toHaveAccessibleDescription(service.title);
        }
      }
      expectClean(watch);
    });
  }

  // What a page says does not depend on the width; its layout at 375 px is checked in the first
  // language that has it.
  const rank = (code: string) => LANGUAGES.findIndex((language) => language.code === code);
  for (const entry of services) {
    const atEveryWidth = !services.some(
      (other) => other.slug === entry.slug && rank(other.language) < rank(entry.language),
    );
    test(`${entry.file}: its page, linked from its card, has the service, its parts and its work, Service JSON-LD and hreflang only to its counterparts`, async ({
      page,
      request,
      watch,
      isMobile,
    }) => {
      test.skip(isMobile && !atEveryWidth, 'checked at 375 px in the first language');
      const language = languageOf(entry.language);
      const copy = await copyOf(language);
      const { servicesCopy } = copy.services;
      const { portfolioCopy } = copy.portfolio;
      const labels = servicesCopy.servicePage;
      const service = servicesCopy.services.items.find((item) => item.id === entry.slug);
      if (!service) throw new Error(`${entry.file}: no service ${entry.slug}`);
      const path = pathOf(entry.slug);

      await page.goto(languagePath(language, '/services'));
      await waitForHydration(page);
      await page
        .getByRole('main')
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 3, name: service.title, exact: true }) })
        .getByRole('link', {
          name: servicesCopy.services.learnMoreName.replace('{service}', service.title),
          exact: true,
        })
        .click();
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(languagePath(language, path))}$`));
      await waitForHydration(page);

      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(service.title);
      await expect(main).toContainText(entry.data.description);
      await expect(
        main
          .getByRole('list', { name: servicesCopy.services.technologiesLabel, exact: true })
          .getByRole('listitem'),
      ).toHaveText([...service.technologies]);
      const { deliverables, steps, questions, work } = entry.data;
      const sections = [
        [labels.deliverablesHeading, deliverables.length],
        [labels.stepsHeading, steps.length],
        [labels.questionsHeading, questions.length],
        [labels.workHeading, work.length],
      ] as const;
      for (const [name, count] of sections)
        await expect(main.getByRole('region', { name, exact: true }), name).toHaveCount(
          count > 0 ? 1 : 0,
        );
      for (const deliverable of deliverables) await expect(main).toContainText(deliverable);
      const stepList = main.getByRole('region', { name: labels.stepsHeading }).getByRole('list');
      if (steps.length > 0)
        await expect(stepList.getByRole('heading', { level: 3 })).toHaveText(
          steps.map((step) => step.title),
        );
      // Each answer opens under its question, with no script of the site's.
      for (const { question, answer } of questions) {
        const summary = main.locator('summary', { hasText: question });
        const text = main.getByText(answer, { exact: true });
        await expect(text).toBeHidden();
        await summary.click();
        await expect(text).toBeVisible();
      }
      const shown = main.getByRole('region', { name: labels.workHeading });
      for (const id of work) {
        const project = portfolioCopy.projects.items.find((item) => item.id === id);
        const study = portfolioCopy.caseStudies.items.find((item) => item.id === id);
        const title = project?.title ?? study?.client ?? '';
        const card = shown.getByRole('listitem').filter({
          has: page.getByRole('heading', { level: 3, name: title, exact: true }),
        });
        await expect(card, id).toHaveCount(1);
        const story = card.getByRole('link', { name: portfolioCopy.story.linkLabel, exact: true });
        const told = stories.some((s) => s.slug === id && s.language === language.code);
        await expect(story, id).toHaveCount(told ? 1 : 0);
        if (told)
          await expect(story).toHaveAttribute('href', languagePath(language, `/portfolio/${id}`));
      }

      const seen = await head(page);
      expect(seen.hreflang).toEqual(hreflangOf(languagesOf(entry.slug), path));
      const data = seen.jsonLd.find((item) => item['@type'] === 'Service');
      expect(data).toMatchObject({
        url: languageUrl(language, path),
        name: service.title,
        description: entry.data.description,
        provider: { name: copy.site.site.name, url: languageUrl(language, '/') },
        mainEntityOfPage: { '@type': 'WebPage', inLanguage: language.locale },
      });
      expect(data.provider['@id']).toMatch(/#organization$/);
      // Its own social card, drawn at build.
      expect(seen.card).toContain(`services--${entry.slug}.png`);
      const card = await request.get(new URL(seen.card).pathname);
      expect(card.headers()['content-type']).toBe('image/png');
      // a11y.spec.ts checks every page the build publishes at 1280 px.
      if (isMobile) await expectNoViolations(page);
      expectClean(watch);
    });
  }

  test('the sitemap lists every service page with when it last changed, and its other languages only where they have it', async ({
    request,
    isMobile,
  }) => {
    test.skip(isMobile, 'the sitemap does not depend on the width');
    const entries = sitemapEntries(await (await request.get('/sitemap.xml')).text());
    for (const entry of services) {
      const url = languageUrl(languageOf(entry.language), pathOf(entry.slug));
      expect(entries.find((candidate) => candidate.loc === url)).toEqual({
        loc: url,
        lastmod: entry.data.updated,
        hreflang: hreflangOf(languagesOf(entry.slug), pathOf(entry.slug)),
      });
    }
  });
});
