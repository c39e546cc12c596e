import type { Locator, Page, Request } from '@playwright/test';
import { aboutCopy as about } from '@/content/about';
import { homeCopy } from '@/content/home';
import { portfolioCopy } from '@/content/portfolio';
import { servicesCopy } from '@/content/services';
import { callToActionCopy as callToAction } from '@/content/shared';
import { site } from '@/content/site';
import type { SiteFacts } from '@/content/types';
import { imageAsset } from '@/lib/content/images.mjs';
import { jobsIn, joinTeamHref } from '@/lib/content/jobs';
import { peopleIn, TEAM_SECTION_ID } from '@/lib/content/people';
import { isPlaceholderUrl } from '@/lib/server/links';
import { servicePageFor } from '@/lib/content/service-pages';
import { storyFor } from '@/lib/content/stories';
import { escapeRegExp } from './content';
import { expect, expectClean, test, waitForHydration } from './fixtures';

const { services } = servicesCopy;
const withoutPage = services.items.filter((service) => !servicePageFor(service.id));
const { projects, caseStudies } = portfolioCopy;
// The team band's two buttons lead where content gives them a target (Meet the Team to the team,
// Join Our Team to the jobs or the owner's careers page), and are the spec's inert buttons before.
const facts: SiteFacts = site;
const teamButtons = [
  { label: about.team.primaryLabel, target: peopleIn().length > 0 ? `#${TEAM_SECTION_ID}` : '' },
  {
    label: about.team.secondaryLabel,
    target: joinTeamHref(jobsIn().length, facts.careersUrl) ?? '',
  },
];
const inertTeamButtons = teamButtons.filter(({ target }) => target === '');

// Clicks a control that should do nothing and proves the click landed on it and changed nothing.
async function expectInert(page: Page, control: Locator) {
  await control.evaluate((el) => {
    el.scrollIntoView({ block: 'center', behavior: 'instant' });
    el.addEventListener('click', () => el.setAttribute('data-test-clicked', ''), { once: true });
  });
  const url = page.url();
  const scrollY = await page.evaluate(() => window.scrollY);
  // A jump or a navigation, not the lazy pictures the scroll brings into view.
  const requests: string[] = [];
  const record = (request: Request) => {
    if (request.isNavigationRequest() || ['fetch', 'xhr'].includes(request.resourceType())) {
      requests.push(request.url());
    }
  };
  page.on('request', record);
  // force: aria-disabled controls are skipped by Playwright's actionability checks otherwise.
  await control.click({ force: true });
  await expect(control).toHaveAttribute('data-test-clicked', '');
  // A jump or a router navigation would have started within the click's task and two frames.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  page.off('request', record);
  expect(requests).toEqual([]);
  expect(page.url()).toBe(url);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
}

async function expectCallToAction(page: Page) {
  const region = page.getByRole('region', { name: callToAction.heading });
  await expect(region.getByRole('heading', { level: 2 })).toHaveText(callToAction.heading);
  await expect(region.getByRole('link', { name: callToAction.primary.label })).toHaveAttribute(
    'href',
    '/contact/',
  );
  await expect(region.getByRole('link', { name: callToAction.secondary.label })).toHaveAttribute(
    'href',
    '/portfolio/',
  );
}

test.describe('metadata', () => {
  for (const [path, page] of [
    ['/', homeCopy],
    ['/about', about],
    ['/services', servicesCopy],
    ['/portfolio', portfolioCopy],
  ] as const) {
    test(`${path} has its own title and description`, async ({ page: browserPage }) => {
      await browserPage.goto(path);
      await expect(browserPage).toHaveTitle(`${page.title} | ${site.name}`);
      const description = browserPage.locator('meta[name="description"]');
      await expect(description).toHaveAttribute('content', page.description);
    });
  }
});

test.describe('home', () => {
  test('has a full-height hero with the headline, pitch and two actions', async ({
    page,
    watch,
  }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(homeCopy.heading);
    await expect(main.getByText(homeCopy.intro)).toBeVisible();
    const hero = main.locator('section').first();
    const height = (await hero.boundingBox())?.height ?? 0;
    expect(height).toBeGreaterThanOrEqual(page.viewportSize()?.height ?? Infinity);

    const [start, work] = homeCopy.actions;
    await expect(main.getByRole('link', { name: start.label })).toHaveAttribute(
      'href',
      '/contact/',
    );
    await expect(main.getByRole('link', { name: work.label })).toHaveAttribute(
      'href',
      '/portfolio/',
    );
    await main.getByRole('link', { name: work.label }).click();
    await expect(page).toHaveURL(/\/portfolio\/$/);
    await page.goBack();
    await main.getByRole('link', { name: start.label }).click();
    await expect(page).toHaveURL(/\/contact\/$/);
    expectClean(watch);
  });
});

test.describe('about', () => {
  test('shows the intro, values, expertise and team sections', async ({ page }) => {
    await page.goto('/about');
    const main = page.getByRole('main');
    await expect(main.getByText(about.eyebrow, { exact: true })).toBeVisible();
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(about.heading);

    const values = main.getByRole('region', { name: about.values.heading });
    await expect(values.getByRole('heading', { level: 3 })).toHaveText(
      about.values.items.map((value) => value.title),
    );
    for (const value of about.values.items) {
      await expect(values.getByText(value.text)).toBeVisible();
    }
    await expect(values.locator('li svg')).toHaveCount(about.values.items.length);

    const expertise = main.getByRole('region', { name: about.expertise.heading });
    await expect(expertise.getByRole('heading', { level: 3 })).toHaveText(
      about.expertise.items.map((area) => area.title),
    );
    for (const area of about.expertise.items) {
      const tags = expertise.getByRole('list', { name: area.title }).getByRole('listitem');
      await expect(tags).toHaveText([...area.technologies]);
      expect(await tags.count()).toBeGreaterThanOrEqual(3);
    }

    const team = main.getByRole('region', { name: about.team.heading });
    await expect(team.getByRole('heading', { level: 2 })).toHaveText(about.team.heading);
    await expect(team.getByRole('button')).toHaveText(inertTeamButtons.map(({ label }) => label));
    for (const { label, target } of teamButtons.filter((button) => button.target !== '')) {
      await expect(team.getByRole('link', { name: label, exact: true })).toHaveAttribute(
        'href',
        new RegExp(`${escapeRegExp(target)}/?$`),
      );
    }
  });

  test('the team buttons without a target do nothing', async ({ page, watch }) => {
    test.skip(inertTeamButtons.length === 0, 'content/ gives both team buttons a target');
    await page.goto('/about');
    await waitForHydration(page);
    const team = page.getByRole('region', { name: about.team.heading });
    for (const { label } of inertTeamButtons) {
      const button = team.getByRole('button', { name: label });
      await expect(button).toHaveAttribute('type', 'button');
      await expectInert(page, button);
    }
    expectClean(watch);
  });
});

test.describe('services', () => {
  test('shows one card per service and the call to action', async ({ page }) => {
    await page.goto('/services');
    const main = page.getByRole('main');
    const grid = main.getByRole('region', { name: services.heading });
    await expect(grid.getByRole('heading', { level: 3 })).toHaveText(
      services.items.map((s) => s.title),
    );
    for (const service of services.items) {
      await expect(grid.getByText(service.description)).toBeVisible();
      await expect(
        grid
          .getByRole('list', { name: `${services.technologiesLabel}: ${service.title}` })
          .getByRole('listitem'),
      ).toHaveText([...service.technologies]);
    }
    // Each card's Learn More: a link named for its service where content/services/ has the
    // service's page (service-pages.spec.ts), the spec's inert button elsewhere.
    const learnMore = grid.getByRole('button', { name: services.learnMoreLabel, exact: true });
    await expect(learnMore).toHaveCount(withoutPage.length);
    for (const service of services.items) {
      const name = services.learnMoreName.replace('{service}', service.title);
      await expect(grid.getByRole('link', { name, exact: true })).toHaveCount(
        withoutPage.includes(service) ? 0 : 1,
      );
    }
    const [first] = withoutPage;
    if (first) await expect(learnMore.first()).toHaveAccessibleDescription(first.title);
    await expectCallToAction(page);
  });

  test('every Learn More button of a service without a page does nothing', async ({
    page,
    watch,
  }) => {
    await page.goto('/services');
    await waitForHydration(page);
    const buttons = page.getByRole('button', { name: services.learnMoreLabel, exact: true });
    await expect(buttons).toHaveCount(withoutPage.length);
    for (const button of await buttons.all()) {
      await expect(button).toHaveAttribute('type', 'button');
      await expectInert(page, button);
    }
    expectClean(watch);
  });
});

test.describe('portfolio', () => {
  test('shows one card per project, in order, with image, details and controls', async ({
    page,
    watch,
  }) => {
    await page.goto('/portfolio');
    const grid = page.getByRole('region', { name: projects.heading });
    await expect(grid.getByRole('heading', { level: 3 })).toHaveText(
      projects.items.map((p) => p.title),
    );
    for (const [index, project] of projects.items.entries()) {
      const card = grid.getByRole('listitem').filter({
        has: page.getByRole('heading', { level: 3, name: project.title }),
      });
      const image = card.getByRole('img', { name: project.image.alt });
      await image.scrollIntoViewIfNeeded();
      const { width, height } = imageAsset(project.image.src, project.title);
      await expect(image).toHaveAttribute('width', String(width));
      await expect(image).toHaveAttribute('height', String(height));
      // The first image is on the first screen and loads at once; the others wait for the scroll.
      await expect(image).toHaveAttribute('loading', index === 0 ? 'eager' : 'lazy');
      if (index === 0) await expect(image).toHaveAttribute('fetchpriority', 'high');
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      await expect(card.getByText(project.description)).toBeVisible();
      await expect(card.getByText(project.metrics)).toBeVisible();
      for (const item of [...project.technologies, ...project.features]) {
        await expect(card.getByRole('listitem').filter({ hasText: item }).first()).toBeVisible();
      }
      // A demo or repository that is public opens in a new tab; a placeholder is an inert button.
      const controls = [
        [projects.liveDemoLabel, project.liveUrl],
        [projects.codeLabel, project.githubUrl],
      ] as const;
      for (const [name, url] of controls) {
        if (isPlaceholderUrl(url)) {
          const control = card.getByRole('button', { name, exact: true });
          await expect(control).toHaveAttribute('aria-disabled', 'true');
          await expect(control).toHaveAttribute('type', 'button');
        } else {
          const link = card.getByRole('link', { name, exact: true });
          await expect(link).toHaveAttribute('href', url);
          await expect(link).toHaveAttribute('target', '_blank');
          await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        }
      }
      // Besides those, only the way to its story where content/stories/ tells one (articles.spec.ts
      // follows it).
      const story = storyFor(project.id) ? [portfolioCopy.story.linkLabel] : [];
      for (const name of story) await expect(card.getByRole('link', { name })).toBeVisible();
      await expect(card.getByRole('link')).toHaveCount(
        controls.filter(([, url]) => !isPlaceholderUrl(url)).length + story.length,
      );
    }
    expectClean(watch);
  });

  test('placeholder Live Demo and Code controls do nothing', async ({ page, watch }) => {
    await page.goto('/portfolio');
    await waitForHydration(page);
    const grid = page.getByRole('region', { name: projects.heading });
    for (const name of [projects.liveDemoLabel, projects.codeLabel]) {
      for (const control of await grid.getByRole('button', { name, exact: true }).all()) {
        await expectInert(page, control);
      }
    }
    expectClean(watch);
  });

  test('shows every case study with a quoted, attributed testimonial', async ({ page }) => {
    await page.goto('/portfolio');
    const region = page.getByRole('region', { name: caseStudies.heading });
    await expect(region.getByRole('heading', { level: 3 })).toHaveText(
      caseStudies.items.map((c) => c.client),
    );
    for (const study of caseStudies.items) {
      const card = region.getByRole('listitem').filter({
        has: page.getByRole('heading', { level: 3, name: study.client }),
      });
      await expect(card.getByRole('heading', { level: 4 })).toHaveText([
        caseStudies.challengeLabel,
        caseStudies.solutionLabel,
        caseStudies.resultsLabel,
      ]);
      await expect(card.getByText(study.challenge)).toBeVisible();
      await expect(card.getByText(study.solution)).toBeVisible();
      await expect(card.getByRole('list').getByRole('listitem')).toHaveText([...study.results]);
      const figure = card.getByRole('figure');
      await expect(figure.locator('blockquote')).toContainText(study.testimonial.quote);
      await expect(figure.locator('figcaption')).toContainText(study.testimonial.author);
      await expect(figure.locator('figcaption')).toContainText(study.testimonial.position);
    }
    await expectCallToAction(page);
  });
});
