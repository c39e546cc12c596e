import type { Page } from '@playwright/test';
import { aboutCopy } from '@/content/about';
import { portfolioCopy } from '@/content/portfolio';
import { servicesCopy } from '@/content/services';
import { articlePath, articlesIn } from '@/lib/content/articles';
import { homeSections } from '@/lib/content/home-sections';
import { CAREERS_PATH, jobPath, jobsIn } from '@/lib/content/jobs';
import { peopleIn, personPath } from '@/lib/content/people';
import { servicePagesIn, servicePath } from '@/lib/content/service-pages';
import { storiesIn, storyPath } from '@/lib/content/stories';
import { MAX_STAGGERED_ITEMS } from '@/lib/server/stagger';
import { expect, test } from './fixtures';

/** The cards of each of the Home page's card grids (content/home-sections/), where it has any. */
const homeGrids = homeSections().flatMap((section) => {
  switch (section.type) {
    case 'projects':
      return [section.projects.length];
    case 'services':
      return [section.services.length];
    case 'testimonials':
      return [section.items.length];
    case 'articles':
      return [section.articles.length];
    default:
      return [];
  }
});

const people = peopleIn();

// Each page's card grids, top to bottom, with one card per item of its content.
const routes = [
  ...(homeGrids.length > 0 ? [{ path: '/', grids: homeGrids }] : []),
  {
    path: '/about',
    grids: [
      aboutCopy.values.items.length,
      aboutCopy.expertise.items.length,
      // The team, where content/people/ has anyone.
      ...(people.length > 0 ? [people.length] : []),
    ],
  },
  { path: '/services', grids: [servicesCopy.services.items.length] },
  {
    path: '/portfolio',
    grids: [portfolioCopy.projects.items.length, portfolioCopy.caseStudies.items.length],
  },
];

// Past the last step of the stagger, cards share its delay (lib/server/stagger.ts).
const delayOf = (index: number) => `${Math.min(index, MAX_STAGGERED_ITEMS - 1) / 10}s`;

function gridTimings(page: Page) {
  return page.locator('main ul:has(> li.card-enter)').evaluateAll((grids) =>
    grids.map((grid) =>
      Array.from(grid.children, (item) => {
        const style = getComputedStyle(item);
        return {
          name: style.animationName,
          duration: style.animationDuration,
          delay: style.animationDelay,
          fill: style.animationFillMode,
        };
      }),
    ),
  );
}

function finalLook(page: Page) {
  return page.locator('main .card-enter').evaluateAll((items) =>
    items.map((item) => {
      const style = getComputedStyle(item);
      return { opacity: style.opacity, transform: style.transform };
    }),
  );
}

test.describe('card entrances', () => {
  for (const { path, grids } of routes) {
    test(`${path}: 0.5 s per card, staggered by 0.1 s within each grid`, async ({ page }) => {
      await page.goto(path);
      const timings = await gridTimings(page);
      expect(timings.map((grid) => grid.length)).toEqual(grids);
      for (const grid of timings) {
        grid.forEach((item, index) => {
          expect(item).toEqual({
            name: 'card-enter',
            duration: '0.5s',
            delay: delayOf(index),
            fill: 'backwards',
          });
        });
      }
      await expect
        .poll(() => finalLook(page))
        .toEqual(Array(grids.reduce((a, b) => a + b, 0)).fill({ opacity: '1', transform: 'none' }));
    });
  }
});

test("the first project card, the portfolio's largest paint, shows on the first frame", async ({
  page,
}) => {
  await page.goto('/portfolio');
  const firstCard = page.locator('main ul:has(> li.card-enter) > li').first();
  await expect(firstCard.getByRole('img')).toBeVisible();
  // Rewinds every running entrance to its first frame, the one the browser paints first.
  const opacity = await firstCard.evaluate((card) => {
    for (const animation of card.getAnimations()) {
      animation.pause();
      animation.currentTime = 0;
    }
    return Number(getComputedStyle(card).opacity);
  });
  expect(opacity).toBeGreaterThanOrEqual(0.4);
});

test('a card entrance ends where the card rests: no jump on its last frame', async ({ page }) => {
  await page.goto('/services');
  const card = page.locator('main ul:has(> li.card-enter) > li').first();
  await expect(card).toBeVisible();
  // Replays the card's own entrance (it may be over by now), holds it a millisecond before its
  // end and reads the card as it is painted there.
  const last = await card.evaluate((element: HTMLElement) => {
    element.style.animation = 'none';
    void element.offsetWidth;
    element.style.animation = '';
    const [animation] = element.getAnimations();
    if (!animation) return null;
    animation.pause();
    animation.currentTime = Number(animation.effect?.getComputedTiming().endTime) - 1;
    const { opacity, transform } = getComputedStyle(element);
    return { opacity: Number(opacity), lift: new DOMMatrix(transform).m42 };
  });
  expect(last?.opacity).toBeGreaterThan(0.99);
  expect(Math.abs(last?.lift ?? Infinity)).toBeLessThan(0.1);
});

test.describe('card entrances under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  for (const { path, grids } of routes) {
    test(`${path}: no animation at all`, async ({ page }) => {
      await page.goto(path);
      const timings = await gridTimings(page);
      expect(timings.map((grid) => grid.length)).toEqual(grids);
      for (const item of timings.flat()) expect(item.name).toBe('none');
      expect(await finalLook(page)).toEqual(
        Array(grids.reduce((a, b) => a + b, 0)).fill({ opacity: '1', transform: 'none' }),
      );
    });
  }
});

// The first page of each kind content/ makes, where it makes any: each has a layout of its own.
const [article] = articlesIn();
const [story] = storiesIn();
const [service] = servicePagesIn();
const person = peopleIn().find(({ hasPage }) => hasPage);
const [job] = jobsIn();
const contentPages = [
  ...(article ? [articlePath(article.slug)] : []),
  ...(story ? [storyPath(story.entry.slug)] : []),
  ...(service ? [servicePath(service.entry.slug)] : []),
  ...(person ? [personPath(person.id)] : []),
  ...(job ? [CAREERS_PATH, jobPath(job.slug)] : []),
];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of ['/', '/about', '/services', '/portfolio', ...contentPages]) {
    test(`${path}: every heading, paragraph and list item in main is visible`, async ({ page }) => {
      await page.goto(path);
      // An answer waits under its question (<details>) for a click, which needs no script; a
      // photo's large view waits in its closed <dialog>, and the page links the photo instead.
      for (const question of await page.locator('main summary').all()) await question.click();
      const texts = page
        .locator('main')
        .locator(':is(h1, h2, h3, h4, p, li):not(dialog:not([open]) *)');
      expect(await texts.count()).toBeGreaterThan(0);
      for (const element of await texts.all()) await expect(element).toBeVisible();
      // Visible to Playwright includes opacity 0, so check that no ancestor stays see-through.
      await expect
        .poll(() =>
          texts.evaluateAll(
            (elements) =>
              elements.filter((element) => {
                for (let node: Element | null = element; node; node = node.parentElement) {
                  if (getComputedStyle(node).opacity !== '1') return true;
                }
                return false;
              }).length,
          ),
        )
        .toBe(0);
    });
  }
});
