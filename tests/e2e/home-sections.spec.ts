import type { Locator, Page } from '@playwright/test';
import { articlePath, articlesIn } from '@/lib/content/articles';
import { homeSectionsOf, type HomeSectionView } from '@/lib/content/home-sections';
import { assetFiles, imageAsset, MEDIA_PATH } from '@/lib/content/images.mjs';
import { LANGUAGES, type Language } from '@/lib/content/languages.mjs';
import { readMarkdown } from '@/lib/content/markdown.mjs';
import { languagePath } from '@/lib/server/language-urls';
import { expect, expectClean, test } from './fixtures';
import { copyOf } from './languages';

// The sections content/home-sections/<code>/home.md puts under the Home page's hero, in every
// language, read with that language's own copy: each heading in the owner's order, what each
// shows and where its links lead. A language without the file has the hero alone.

const { home, stories, services } = readMarkdown();
const own = <Entry extends { language: string }>(entries: readonly Entry[], language: Language) =>
  entries.filter((entry) => entry.language === language.code);

/** What a language's Home page shows under its hero, as its build read it. */
async function sectionsOf(language: Language): Promise<HomeSectionView[]> {
  const copy = await copyOf(language);
  const [entry] = own(home, language);
  return homeSectionsOf({
    language,
    ...(entry && { entry }),
    portfolio: copy.portfolio.portfolioCopy,
    services: copy.services.servicesCopy.services.items,
    articles: articlesIn(language),
    stories: own(stories, language),
    servicePages: own(services, language).map((page) => page.slug),
  });
}

const withSections = LANGUAGES.filter((language) => own(home, language).length > 0);
const withoutSections = LANGUAGES.filter((language) => own(home, language).length === 0);

/** A link of the reader's as the page writes it: the language's prefix, a trailing slash. */
function hrefOf(language: Language, href: string) {
  const [path = '/', anchor] = href.split('#');
  return `${languagePath(language, path)}${anchor ? `#${anchor}` : ''}`;
}

const hrefs = (links: Locator) =>
  links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href')));

/** The cards' title links of a section: their words, and where they lead. */
async function expectTitleLinks(region: Locator, titles: string[], targets: string[]) {
  const links = region.getByRole('heading', { level: 3 }).getByRole('link');
  await expect(links).toHaveText(titles);
  expect(await hrefs(links)).toEqual(targets);
}

/** What the browser names the largest paint of the page once it has loaded. */
function largestPaint(page: Page) {
  return page.evaluate(async () => {
    await new Promise((resolve) =>
      document.readyState === 'complete' ? resolve(null) : addEventListener('load', resolve),
    );
    await document.fonts.ready;
    // Two frames: whatever the load let paint has painted.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return new Promise<{ isHeroHeading: boolean; text: string }>((resolve) => {
      new PerformanceObserver((list) => {
        const last = list.getEntries().at(-1) as PerformanceEntry & { element: Element | null };
        resolve({
          isHeroHeading: last.element === document.querySelector('main h1'),
          text: (last.element?.textContent ?? '').slice(0, 80),
        });
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
  });
}

test.describe('without home.md', () => {
  test.skip(withoutSections.length === 0, 'every language has Home sections');
  test.skip(({ isMobile }) => isMobile, 'what the page holds does not depend on the width');

  for (const language of withoutSections) {
    test(`${language.locale}: the Home page is the hero alone`, async ({ page }) => {
      await page.goto(languagePath(language, '/'));
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(main.locator('section')).toHaveCount(1);
      await expect(main.getByRole('heading')).toHaveCount(1);
    });
  }
});

test.describe('Home sections', () => {
  test.skip(withSections.length === 0, 'content/home-sections/ has no home.md in any language');

  for (const language of withSections) {
    test(`${language.locale}: each section in the owner's order, with what it shows and where it leads`, async ({
      page,
      request,
      isMobile,
      watch,
    }) => {
      test.skip(isMobile, 'what the page holds does not depend on the width');
      const sections = await sectionsOf(language);
      await page.goto(languagePath(language, '/'));
      const main = page.getByRole('main');
      // Every h2 in main is a section's, in the owner's order: none without its content.
      await expect(main.getByRole('heading', { level: 2 })).toHaveText(
        sections.map((section) => section.heading),
      );
      const anchors: string[] = [];
      for (const section of sections) {
        const region = main.getByRole('region', { name: section.heading, exact: true });
        if (section.intro) await expect(region.getByText(section.intro)).toBeVisible();
        switch (section.type) {
          case 'projects': {
            const targets = section.projects.map(({ href }) => hrefOf(language, href));
            const titles = section.projects.map(({ project }) => project.title);
            await expectTitleLinks(region, titles, targets);
            for (const { project } of section.projects)
              await expect(region.getByText(project.metrics)).toBeVisible();
            anchors.push(...targets);
            break;
          }
          case 'services': {
            const targets = section.services.map(({ href }) => hrefOf(language, href));
            const titles = section.services.map(({ service }) => service.title);
            await expectTitleLinks(region, titles, targets);
            anchors.push(...targets);
            break;
          }
          case 'testimonials': {
            const quotes = region.getByRole('figure');
            await expect(quotes.locator('blockquote')).toHaveText(
              section.items.map((item) => `“${item.quote}”`),
            );
            await expect(quotes.locator('figcaption')).toHaveText(
              section.items.map((item) => [item.name, item.position, item.company ?? ''].join('')),
            );
            for (const { photo } of section.items) {
              if (photo) await expect(region.getByRole('img', { name: photo.alt })).toBeVisible();
            }
            break;
          }
          case 'clients': {
            const logos = region.getByRole('img');
            await expect(logos).toHaveCount(section.items.length);
            for (const client of section.items) {
              const logo = region.getByRole('img', { name: client.name, exact: true });
              await expect(logo).toBeVisible();
              const [file] = assetFiles(imageAsset(client.logo, client.name));
              const source = `${MEDIA_PATH}/${file}`;
              // Drawn from its SVG, which the site serves as one.
              expect(
                await logo.evaluate((element) => getComputedStyle(element).maskImage),
              ).toContain(source);
              const response = await request.get(languagePath(language, source).replace(/\/$/, ''));
              expect(response.headers()['content-type']).toContain('image/svg+xml');
            }
            break;
          }
          case 'figures':
            await expect(region.locator('dt')).toHaveText(section.items.map((item) => item.label));
            await expect(region.locator('dd')).toHaveText(section.items.map((item) => item.value));
            break;
          case 'articles': {
            const targets = section.articles.map((article) =>
              languagePath(language, articlePath(article.slug)),
            );
            await expectTitleLinks(
              region,
              section.articles.map((article) => article.data.title),
              targets,
            );
            break;
          }
        }
      }
      // A link to a card on another page finds the card there.
      for (const target of anchors.filter((href) => href.includes('#'))) {
        const [path = '', anchor] = target.split('#');
        expect(await (await request.get(path)).text(), target).toContain(`id="${anchor}"`);
      }
      expectClean(watch);
    });

    test(`${language.locale}: the hero's heading stays the largest paint`, async ({ page }) => {
      await page.goto(languagePath(language, '/'));
      const largest = await largestPaint(page);
      expect(largest, largest.text).toMatchObject({ isHeroHeading: true });
    });
  }
});
