import type { Page } from '@playwright/test';
import { fill } from '@/lib/content/articles';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@/lib/content/languages.mjs';
import { readMarkdown } from '@/lib/content/markdown.mjs';
import {
  articleAuthor,
  linkKind,
  peopleIn,
  personLanguages,
  TEAM_SECTION_ID,
  type Person,
} from '@/lib/content/people';
import { SITE_URL } from '@/lib/settings/env.mjs';
import { languagePath, languageUrl } from '@/lib/server/language-urls';
import { expectNoViolations } from './accessibility';
import { escapeRegExp } from './content';
import { expect, expectClean, test, waitForHydration } from './fixtures';
import { copyOf, hreflangOf, sitemapEntries } from './languages';

// The team of content/people/, in every language, read from what the build made of the Markdown
// (lib/content/markdown.mjs): the cards on About, the page of each person with a longer text, the
// bylines of the articles they wrote, and what each says to search engines. An owner without
// people keeps the spec's About: a band with two inert buttons.

const withPeople = LANGUAGES.filter((language) => peopleIn(language).length > 0);
const withoutPeople = LANGUAGES.filter((language) => peopleIn(language).length === 0);
const pagesIn = (language: Language) => peopleIn(language).filter((person) => person.hasPage);
const organization = `${languageUrl(DEFAULT_LANGUAGE, '/')}#organization`;

async function copyFor(language: Language) {
  const copy = await copyOf(language);
  return { ...copy.about.aboutCopy, newTab: copy.shared.socialCopy.newTab };
}

/** The JSON-LD blocks of the page. */
function jsonLd(page: Page) {
  return page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')));
}

/** What a person's link is named: who, where, and that it opens a new tab. */
function linkName(copy: Awaited<ReturnType<typeof copyFor>>, person: Person, href: string) {
  const { network } = linkKind(href);
  const { name } = person;
  const label = network
    ? fill(copy.people.profileLabel, { name, network })
    : fill(copy.people.websiteLabel, { name });
  return `${label} (${copy.newTab})`;
}

test.describe('without people', () => {
  test.skip(withoutPeople.length === 0, 'every language has people');

  test("About keeps the spec's band: two inert buttons, no team and no page of a person", async ({
    page,
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const language of withoutPeople) {
      const copy = await copyFor(language);
      await page.goto(languagePath(language, '/about'));
      const main = page.getByRole('main');
      for (const label of [copy.team.primaryLabel, copy.team.secondaryLabel])
        await expect(main.getByRole('button', { name: label, exact: true })).toHaveAttribute(
          'type',
          'button',
        );
      await expect(main.getByRole('link', { name: copy.team.primaryLabel })).toHaveCount(0);
      await expect(page.locator(`#${TEAM_SECTION_ID}`)).toHaveCount(0);
      expect(sitemap).not.toMatch(
        new RegExp(`${escapeRegExp(languageUrl(language, '/about'))}[a-z0-9-]+/`),
      );
    }
  });
});

test.describe('people', () => {
  test.skip(withPeople.length === 0, 'content/people/ has nobody in any language');

  for (const language of withPeople) {
    test(`${language.locale}: About shows the team in balanced rows, with their links, and "Meet the Team" leads there`, async ({
      page,
    }) => {
      const copy = await copyFor(language);
      const people = peopleIn(language);
      await page.goto(languagePath(language, '/about'));
      const main = page.getByRole('main');
      const team = main.getByRole('region', { name: copy.people.heading, exact: true });
      await expect(team).toHaveAttribute('id', TEAM_SECTION_ID);
      // In the owner's order.
      await expect(team.getByRole('heading', { level: 3 })).toHaveText(
        people.map((person) => person.name),
      );
      const cards = team.getByRole('listitem').filter({ has: page.getByRole('heading') });
      await expect(cards).toHaveCount(people.length);
      for (const [index, person] of people.entries()) {
        const card = cards.nth(index);
        await expect(card).toContainText(person.role);
        await expect(card).toContainText(person.bio);
        if (person.photo)
          await expect(card.getByRole('img', { name: person.photo.alt, exact: true })).toHaveCount(
            1,
          );
        const links = card.getByRole('list', {
          name: fill(copy.people.linksLabel, { name: person.name }),
        });
        await expect(links.getByRole('link')).toHaveCount(person.links.length);
        for (const href of person.links) {
          const link = links.getByRole('link', { name: linkName(copy, person, href), exact: true });
          await expect(link).toHaveAttribute('href', href);
          await expect(link).toHaveAttribute('target', '_blank');
          await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        }
        const more = card.getByRole('link', {
          name: fill(copy.people.pageLabel, { name: person.name }),
          exact: true,
        });
        await expect(more).toHaveCount(person.hasPage ? 1 : 0);
        if (person.hasPage)
          await expect(more).toHaveAttribute('href', languagePath(language, `/about/${person.id}`));
      }
      // Rows of even length, the fuller first, every row centred (components/shared/card-grid.tsx),
      // once the cards' staggered entrance has moved each to its place.
      await cards.evaluateAll((items) =>
        Promise.all(
          items.flatMap((item) =>
            item.getAnimations({ subtree: true }).map((animation) => animation.finished),
          ),
        ),
      );
      const boxes = await cards.evaluateAll((items) =>
        items.map((item) => {
          const { left, right, top } = item.getBoundingClientRect();
          return { left, right, top: Math.round(top) };
        }),
      );
      const list = await team.getByRole('list').first().boundingBox();
      const rows = [...new Set(boxes.map((box) => box.top))].map((top) =>
        boxes.filter((box) => box.top === top),
      );
      const lengths = rows.map((row) => row.length);
      expect(Math.max(...lengths) - Math.min(...lengths), `rows ${lengths}`).toBeLessThanOrEqual(1);
      expect(lengths).toEqual([...lengths].sort((a, b) => b - a));
      for (const row of rows) {
        const start = Math.min(...row.map((box) => box.left)) - (list?.x ?? 0);
        const end = (list?.x ?? 0) + (list?.width ?? 0) - Math.max(...row.map((box) => box.right));
        expect(Math.abs(start - end), `row of ${row.length} centred`).toBeLessThanOrEqual(1);
      }
      // "Meet the Team" leads down to them; "Join Our Team" is another part's.
      const meet = main.getByRole('link', { name: copy.team.primaryLabel, exact: true });
      await expect(meet).toHaveAttribute('href', `#${TEAM_SECTION_ID}`);
      await meet.click();
      await expect(page).toHaveURL(new RegExp(`#${TEAM_SECTION_ID}$`));
      await expect(team.getByRole('heading', { level: 2 })).toBeInViewport();
    });

    // What a page says does not depend on the width; its layout at 375 px is checked in the first
    // language with people (languages.spec.ts reads each language's words at both widths).
    for (const person of pagesIn(language)) {
      test(`${language.locale} ${person.file}: the page says who they are, what they wrote and where else they are`, async ({
        page,
        request,
        watch,
        isMobile,
      }) => {
        test.skip(
          isMobile && language !== withPeople[0],
          'checked at 375 px in the first language',
        );
        const copy = await copyFor(language);
        const path = `/about/${person.id}`;
        const url = languageUrl(language, path);
        const response = await page.goto(languagePath(language, path));
        expect(response?.status()).toBe(200);
        await waitForHydration(page);
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { level: 1 })).toHaveText(person.name);
        await expect(main).toContainText(person.role);
        await expect(main).toContainText(person.bio);
        if (person.photo)
          await expect(main.getByRole('img', { name: person.photo.alt, exact: true })).toHaveCount(
            1,
          );
        // Their own page: the profiles are theirs (rel="me").
        for (const href of person.links) {
          const link = main.getByRole('link', { name: linkName(copy, person, href), exact: true });
          await expect(link).toHaveAttribute('href', href);
          await expect(link).toHaveAttribute('rel', 'me noopener noreferrer');
        }
        // The articles they wrote, each linked; none listed where they wrote none.
        const written = readMarkdown().articles.filter(
          (article) =>
            article.language === language.code && articleAuthor(article).person?.id === person.id,
        );
        const heading = main.getByRole('heading', {
          name: fill(copy.people.articlesHeading, { name: person.name }),
        });
        await expect(heading).toHaveCount(written.length > 0 ? 1 : 0);
        for (const article of written)
          await expect(
            main.getByRole('link', { name: article.data.title, exact: true }),
          ).toHaveAttribute('href', languagePath(language, `/articles/${article.slug}`));
        // What it says of itself: title, summary, other languages only where the page exists.
        const languages = personLanguages(person.id);
        await expect(page).toHaveTitle(
          new RegExp(
            `^${escapeRegExp(fill(copy.people.pageTitle, { name: person.name, role: person.role }))} \\| `,
          ),
        );
        await expect(page.locator('meta[name="description"]')).toHaveAttribute(
          'content',
          person.bio,
        );
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', url);
        const hreflang = await page
          .locator('link[rel="alternate"][hreflang]')
          .evaluateAll((links) =>
            Object.fromEntries(
              links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
            ),
          );
        expect(hreflang).toEqual(hreflangOf(languages, path));
        const card = await page.locator('meta[property="og:image"]').getAttribute('content');
        expect(card).toContain(`about--${person.id}.png`);
        const served = (address: string) => new URL(address).pathname;
        expect((await request.get(served(card ?? ''))).headers()['content-type']).toBe('image/png');
        const profile = (await jsonLd(page)).find((data) => data['@type'] === 'ProfilePage');
        expect(profile).toMatchObject({ '@id': url, url, inLanguage: language.locale });
        expect(profile.mainEntity).toMatchObject({
          '@type': 'Person',
          '@id': `${url}#person`,
          name: person.name,
          jobTitle: person.role,
          url,
          worksFor: { '@id': organization },
          ...(person.links.length > 0 && { sameAs: person.links }),
        });
        if (person.photo) {
          expect(profile.mainEntity.image.startsWith(SITE_URL)).toBe(true);
          expect((await request.get(served(profile.mainEntity.image))).status()).toBe(200);
        }
        // a11y.spec.ts checks every page the build publishes at 1280 px.
        if (isMobile) await expectNoViolations(page);
        expectClean(watch);
      });
    }
  }

  test("an article by one of the team links its byline to them, and its BlogPosting's author is that Person", async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'what the pages say does not depend on the width');
    const byPeople = readMarkdown().articles.filter((article) => articleAuthor(article).person);
    test.skip(byPeople.length === 0, 'no article names a person as its author');
    for (const article of byPeople) {
      const language = LANGUAGES.find((candidate) => candidate.code === article.language);
      if (!language) throw new Error(`${article.file}: no language ${article.language}`);
      const { name, person } = articleAuthor(article);
      if (!person) continue;
      await page.goto(languagePath(language, `/articles/${article.slug}`));
      const byline = page.getByRole('main').getByRole('link', { name, exact: true });
      await expect(byline, article.file).toHaveAttribute(
        'href',
        person.hasPage
          ? languagePath(language, `/about/${person.id}`)
          : `${languagePath(language, '/about')}#${TEAM_SECTION_ID}`,
      );
      const url = person.hasPage
        ? languageUrl(language, `/about/${person.id}`)
        : `${languageUrl(language, '/about')}#${TEAM_SECTION_ID}`;
      const posting = (await jsonLd(page)).find((data) => data['@type'] === 'BlogPosting');
      expect(posting.author, article.file).toEqual({
        '@type': 'Person',
        ...(person.hasPage && { '@id': `${url}#person` }),
        name,
        url,
      });
    }
  });

  test('the sitemap lists the page of every person with a longer text, with its other languages only where it has them', async ({
    request,
    isMobile,
  }) => {
    test.skip(isMobile, 'the sitemap is the same at every width');
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const entries = sitemapEntries(sitemap);
    for (const language of LANGUAGES) {
      const pages = entries.filter((entry) =>
        entry.loc?.startsWith(`${languageUrl(language, '/about')}`),
      );
      expect(pages.map((entry) => entry.loc).sort()).toEqual(
        [
          languageUrl(language, '/about'),
          ...pagesIn(language).map((person) => languageUrl(language, `/about/${person.id}`)),
        ].sort(),
      );
      for (const person of pagesIn(language)) {
        const path = `/about/${person.id}`;
        expect(entries.find((entry) => entry.loc === languageUrl(language, path))).toEqual({
          loc: languageUrl(language, path),
          hreflang: hreflangOf(personLanguages(person.id), path),
        });
      }
    }
  });
});
