import { ARTICLES_PATH, articlePath, articlesIn, tagPath, tagsIn } from '@/lib/content/articles';
import { CAREERS_PATH, jobPath, jobsIn } from '@/lib/content/jobs';
import { LANGUAGES, type Language } from '@/lib/content/languages.mjs';
import { peopleIn, personPath } from '@/lib/content/people';
import { servicePagesIn, servicePath } from '@/lib/content/service-pages';
import { storiesIn, storyPath } from '@/lib/content/stories';
import type { ListingPath } from '@/lib/server/breadcrumbs';
import { languagePath, languageUrl } from '@/lib/server/language-urls';
import { expect, test } from './fixtures';
import { copyOf } from './languages';

// Each kind of nested page the build has, in each language that has one: the trail names Home
// and the listing page as the navigation does and the page by its heading, links each step, marks
// the last as the current page, runs along the language's direction, and its BreadcrumbList data
// is the same trail with absolute addresses. No other link at the head of the page goes to the
// listing: the trail is the way back up (docs/architecture.md). The shipped site has no nested page.
test.skip(({ isMobile }) => isMobile, 'the trail is the same at every width');

interface Nested {
  readonly listing: ListingPath;
  readonly path: string;
}

/** The first page of each nested kind a language has. */
function nestedPages(language: Language): Nested[] {
  const article = articlesIn(language)[0];
  const tag = tagsIn(language)[0];
  const person = peopleIn(language).find((candidate) => candidate.hasPage);
  const job = jobsIn(language)[0];
  // Stories and service pages are read in the build's own language.
  const story = language.isDefault ? storiesIn()[0] : undefined;
  const service = language.isDefault ? servicePagesIn()[0] : undefined;
  const pages: (Nested | undefined)[] = [
    article && { listing: ARTICLES_PATH, path: articlePath(article.slug) },
    tag && { listing: ARTICLES_PATH, path: tagPath(tag.tag) },
    story && { listing: '/portfolio', path: storyPath(story.entry.slug) },
    service && { listing: '/services', path: servicePath(service.entry.slug) },
    person && { listing: '/about', path: personPath(person.id) },
    job && { listing: CAREERS_PATH, path: jobPath(job.slug) },
  ];
  return pages.flatMap((page) => (page ? [page] : []));
}

interface BreadcrumbList {
  '@type': string;
  itemListElement: { position: number; name: string; item: string }[];
}

for (const language of LANGUAGES) {
  for (const { listing, path } of nestedPages(language)) {
    test(`${language.locale} ${path}: the trail from Home, linked, current last, the one way up, in BreadcrumbList`, async ({
      page,
    }) => {
      const copy = await copyOf(language);
      const links = [...copy.navigation.mainNavigation, ...copy.navigation.footerNavigation];
      const label = (href: string) => links.find((link) => link.href === href)?.label;
      await page.goto(languagePath(language, path));
      const heading = await page.getByRole('heading', { level: 1 }).innerText();
      const trail = [
        { href: '/', label: label('/') },
        { href: listing, label: label(listing) },
        { href: path, label: heading },
      ];

      const nav = page.getByRole('navigation', { name: copy.shared.breadcrumbCopy.navLabel });
      const steps = nav.getByRole('listitem');
      await expect(steps).toHaveCount(trail.length);
      for (const [index, step] of trail.entries()) {
        const link = steps.nth(index).getByRole('link');
        await expect(link).toHaveText(step.label ?? '');
        await expect(link).toHaveAttribute('href', languagePath(language, step.href));
        if (index === trail.length - 1) await expect(link).toHaveAttribute('aria-current', 'page');
        else await expect(link).not.toHaveAttribute('aria-current');
      }
      const listingHref = languagePath(language, listing);
      const others = await nav.evaluate((trailNav) =>
        [...(trailNav.parentElement?.querySelectorAll('a[href]') ?? [])]
          .filter((link) => !trailNav.contains(link))
          .map((link) => link.getAttribute('href') ?? ''),
      );
      expect(
        others.filter((href) => href === listingHref || href.startsWith(`${listingHref}#`)),
      ).toEqual([]);
      // Only the names are read: the chevrons between them are drawn, not spoken.
      await expect(nav.getByRole('list')).toHaveAccessibleName('');
      expect(
        await nav.locator('svg').evaluateAll((svgs) => svgs.map((svg) => svg.ariaHidden)),
      ).toEqual(Array(trail.length - 1).fill('true'));

      // The steps run along the line: from the start edge, towards the end.
      const starts = await steps.evaluateAll((items) =>
        items.map((item) => item.getBoundingClientRect()),
      );
      const [first, second] = starts;
      if (first && second && first.top === second.top) {
        expect(language.dir === 'rtl' ? first.right > second.right : first.left < second.left).toBe(
          true,
        );
      }

      const data = (await page.locator('script[type="application/ld+json"]').allTextContents())
        .map((block) => JSON.parse(block) as BreadcrumbList)
        .filter((node) => node['@type'] === 'BreadcrumbList');
      expect(data).toEqual([
        {
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: trail.map((step, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            name: step.label,
            item: languageUrl(language, step.href),
          })),
        },
      ]);
    });
  }
}
