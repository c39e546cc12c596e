import type { Page } from '@playwright/test';
import { mainNavigation } from '@/content/navigation';
import { SITE_BASE_PATH, SITE_URL } from '@/lib/settings/env.mjs';
import { LANGUAGES, type Language } from '@/lib/content/languages.mjs';
import { openGraphLocale } from '@/lib/server/locale';
import { languagePath, languageUrl } from '@/lib/server/language-urls';
import { legalNavigation } from '@/lib/content/legal-pages';
import { publishedLinks } from '@/lib/content/navigation';
import { articlePath, articlesIn } from '@/lib/content/articles';
import { CAREERS_PATH, jobPath, jobsIn } from '@/lib/content/jobs';
import { peopleIn, personPath } from '@/lib/content/people';
import { servicePagesIn, servicePath } from '@/lib/content/service-pages';
import { ogImagePath } from '@/lib/shared/urls';
import { expect, test, waitForHydration } from './fixtures';
import { pageCopyOf } from '@/lib/server/metadata';
import { copyOf, fillFormIn, hreflangOf, sitePagesOf } from './languages';

// What each language's pages say about themselves and about the others. The checks that do not
// depend on the language (headers, hosts, engines, speed) run once, on the default's pages; these
// run for every language of content/languages.mjs, the default's included.

const multilingual = LANGUAGES.length > 1;
const others = (language: Language) => LANGUAGES.filter((other) => other !== language);
/** A language's pages: the navigation's it publishes (Articles only with an article), the legal ones. */
const pagesOf = (language: Language) => [
  ...publishedLinks(mainNavigation, language),
  ...legalNavigation,
];
/** The languages that have a page. */
const languagesWith = (href: string) =>
  LANGUAGES.filter((language) => pagesOf(language).some((link) => link.href === href));
/** A page's hreflang set in the languages that have it. */
const alternatesOf = (href: string) => hreflangOf(languagesWith(href), href);
/** A file of a language's build (its social cards): under the site's base path and its prefix. */
const fileOf = (language: Language, path: string) => `${SITE_BASE_PATH}${language.prefix}${path}`;

/** The page's head as search engines and social networks read it. */
async function head(page: Page) {
  return page.evaluate(() => {
    const meta = (property: string) =>
      [...document.querySelectorAll(`meta[property="${property}"], meta[name="${property}"]`)].map(
        (element) => element.getAttribute('content'),
      );
    return {
      lang: document.documentElement.lang,
      title: document.title,
      description: meta('description')[0],
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
      locale: meta('og:locale')[0],
      alternateLocales: meta('og:locale:alternate'),
      image: meta('og:image')[0],
      hreflang: Object.fromEntries(
        [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
          link.getAttribute('hreflang'),
          link.getAttribute('href'),
        ]),
      ),
      inLanguage: [...document.querySelectorAll('script[type="application/ld+json"]')]
        .map((script) => JSON.parse(script.textContent ?? '{}'))
        .find((data) => data['@type'] === 'WebPage')?.inLanguage,
    };
  });
}

test.describe('every language', () => {
  test.skip(({ isMobile }) => isMobile, 'what a page says of itself does not depend on the width');

  // One test per page: each is a page's worth of work, however many pages a language has.
  for (const language of LANGUAGES) {
    for (const { href } of pagesOf(language)) {
      test(`${language.locale} ${href}: the page names its language, its address and every other language's, and fits a phone`, async ({
        page,
        request,
      }) => {
        const copy = await copyOf(language);
        const pages = pageCopyOf(copy);
        const response = await page.goto(languagePath(language, href));
        expect(response?.status(), href).toBe(200);
        const { title, description } = pages[href];
        expect(await head(page), href).toEqual({
          lang: language.locale,
          title: `${title} | ${copy.site.site.name}`,
          description,
          canonical: languageUrl(language, href),
          locale: openGraphLocale(language.locale),
          alternateLocales: languagesWith(href)
            .filter((other) => other !== language)
            .map((other) => openGraphLocale(other.locale)),
          image: `${SITE_URL}${fileOf(language, ogImagePath(href))}`,
          hreflang: alternatesOf(href),
          inLanguage: language.locale,
        });
        // The social card is the language's own, and it is there.
        const card = await request.get(fileOf(language, ogImagePath(href)));
        expect(card.status(), `${href} social card`).toBe(200);
        // The header speaks the language.
        const nav = page.getByRole('navigation', { name: copy.shared.headerCopy.navLabel }).first();
        for (const link of publishedLinks(copy.navigation.mainNavigation, language)) {
          await expect(nav.getByRole('link', { name: link.label, exact: true })).toBeVisible();
        }
        // No word too long for a 375 px phone widens the page (a German compound in a heading).
        await page.setViewportSize({ width: 375, height: 800 });
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${href} at 375 px`).toBe(0);
      });
    }
  }

  test('at 768 px, where the bar first shows, the header fits on one line in every language', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 768, height: 800 });
    for (const language of LANGUAGES) {
      const { navigation } = await copyOf(language);
      for (const { href } of publishedLinks(navigation.mainNavigation, language)) {
        await page.goto(languagePath(language, href));
        const fit = await page.getByRole('banner').evaluate((header) => {
          const bar = header.firstElementChild as HTMLElement;
          const lines = [...header.querySelectorAll('a')]
            .filter((link) => link.checkVisibility())
            .filter((link) => link.getClientRects().length > 1 || link.offsetHeight > 48)
            .map((link) => link.textContent);
          return { overflow: bar.scrollWidth - bar.clientWidth, wrapped: lines };
        });
        expect(fit, languagePath(language, href)).toEqual({ overflow: 0, wrapped: [] });
      }
    }
  });

  // The pages content/articles/ and content/stories/ make are articles.spec.ts's.
  test('the sitemap lists every page of the navigation in every language, each with all its languages', async ({
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry = '']) => ({
      loc: /<loc>([^<]+)<\/loc>/.exec(entry)?.[1],
      alternates: Object.fromEntries(
        [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(
          ([, hreflang, href]) => [hreflang, href],
        ),
      ),
    }));
    const expected: typeof entries = [];
    for (const language of LANGUAGES) {
      for (const { href } of sitePagesOf(await copyOf(language), language)) {
        expected.push({
          loc: languageUrl(language, href),
          alternates: alternatesOf(href),
        });
      }
    }
    const pages = new Set(expected.map((entry) => entry.loc));
    expect(entries.filter((entry) => pages.has(entry.loc))).toEqual(expected);
  });
});

/** The header's links to the other languages: in the bar on wide screens, in the menu on phones. */
async function languageLinks(page: Page, language: Language, isMobile: boolean) {
  const { headerCopy } = (await copyOf(language)).shared;
  if (isMobile) await page.getByRole('button', { name: headerCopy.openMenu }).click();
  return page.getByRole('banner').getByRole('list', { name: headerCopy.languages });
}

for (const javaScript of [true, false]) {
  test.describe(`switching language with JavaScript ${javaScript ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled: javaScript });

    test('the header links the same page in each other language, and none where there is one', async ({
      page,
      isMobile,
    }) => {
      for (const language of LANGUAGES) {
        const copy = await copyOf(language);
        for (const href of ['/about', '/contact'] as const) {
          await page.goto(languagePath(language, href));
          if (javaScript) await waitForHydration(page);
          if (!multilingual) {
            await expect(
              page.getByRole('list', { name: copy.shared.headerCopy.languages }),
            ).toHaveCount(0);
            continue;
          }
          const list = await languageLinks(page, language, isMobile);
          for (const other of others(language)) {
            const link = list.getByRole('link', { name: other.name, exact: true });
            await expect(link).toBeVisible();
            await expect(link).toHaveAttribute('href', languagePath(other, href));
            await expect(link).toHaveAttribute('hreflang', other.locale);
            await expect(link).toHaveAttribute('lang', other.locale);
          }
          // No redirect by the browser's language: the address asked for is the page shown.
          expect(new URL(page.url()).pathname).toBe(languagePath(language, href));
        }
      }
      if (!multilingual) return;
      // Followed, a link lands on the same page in the other language.
      const [from, to] = LANGUAGES as [Language, Language];
      await page.goto(languagePath(from, '/about'));
      const list = await languageLinks(page, from, isMobile);
      await list.getByRole('link', { name: to.name, exact: true }).click();
      await expect(page).toHaveURL(new URL(languagePath(to, '/about'), page.url()).href);
      await expect(page.locator('html')).toHaveAttribute('lang', to.locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        (await copyOf(to)).about.aboutCopy.heading,
      );
    });
  });
}

test.describe('the contact form in every language', () => {
  test.skip(({ isMobile }) => isMobile, 'the form is the same at every width');

  for (const language of LANGUAGES) {
    test(`${language.locale}: errors and the sent toast in the language`, async ({ page }) => {
      const { form } = (await copyOf(language)).contact.contactCopy;
      await page.goto(languagePath(language, '/contact'));
      await waitForHydration(page);
      const main = page.getByRole('main');
      await main.getByRole('button', { name: form.submit }).click();
      await expect(main.getByText(form.errors.nameRequired, { exact: true })).toBeVisible();
      await expect(main.getByText(form.errors.messageRequired, { exact: true })).toBeVisible();

      await fillFormIn(main, form, 'Hallo, hello.');
      await main.getByRole('button', { name: form.submit }).click();
      await expect(page.getByText(form.success.title, { exact: true })).toBeVisible();
    });
  }
});

// A right-to-left language's pages are the same components under <html dir="rtl">: wherever the
// layout says start and end rather than left and right, each box of a page turned the other way
// sits as far from the right edge as it sat from the left. Every width where the layout changes.
const MIRROR_WIDTHS = [375, 640, 768, 1024, 1280] as const;
const [mirroredArticle] = articlesIn();
const [mirroredService] = servicePagesIn();
const mirroredPerson = peopleIn().find(({ hasPage }) => hasPage);
const [mirroredJob] = jobsIn();
const MIRRORED_PAGES = [
  ...[...mainNavigation, ...legalNavigation].map(({ href }) => href),
  ...(mirroredArticle ? [articlePath(mirroredArticle.slug)] : []),
  ...(mirroredService ? [servicePath(mirroredService.entry.slug)] : []),
  ...(mirroredPerson ? [personPath(mirroredPerson.id)] : []),
  ...(mirroredJob ? [CAREERS_PATH, jobPath(mirroredJob.slug)] : []),
];

/**
 * In the page: each box that is not part of a line of text, measured in the page's direction and
 * again turned the other way; those that do not mirror. Letter spacing (which a right-to-left page
 * drops), transitions and animations are held still in both, so only the sides differ.
 */
const unmirrored = () => {
  const html = document.documentElement;
  const still = document.createElement('style');
  still.textContent =
    '*, *::before, *::after { letter-spacing: normal !important; transition: none !important; animation: none !important; }';
  document.head.append(still);
  const elements = [...document.body.querySelectorAll('*')].filter((element) => {
    const { display } = getComputedStyle(element);
    // A part of a line goes where the line's words put it; what has a direction of its own, its way.
    return (
      display !== 'none' &&
      display !== 'contents' &&
      !display.startsWith('inline') &&
      element.parentElement?.closest('[dir]') === html
    );
  });
  const measure = () => {
    const edges = html.getBoundingClientRect();
    return elements.map((element) => {
      const box = element.getBoundingClientRect();
      const shown = box.width > 0 || box.height > 0;
      return { shown, left: box.left - edges.left, right: edges.right - box.right, top: box.top };
    });
  };
  const direction = html.dir;
  const before = measure();
  html.dir = direction === 'rtl' ? 'ltr' : 'rtl';
  const after = measure();
  html.dir = direction;
  still.remove();
  const near = (a: number, b: number) => Math.abs(a - b) <= 1;
  return elements.flatMap((element, index) => {
    const [was, is] = [before[index], after[index]];
    // Under a hidden parent a box is nowhere, in either direction.
    if (!was?.shown || !is) return [];
    if (near(is.right, was.left) && near(is.left, was.right) && near(is.top, was.top)) return [];
    const name = `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`;
    return [
      `${name}: ${Math.round(was.left)} from one edge, ${Math.round(is.right)} from the other`,
    ];
  });
};

test.describe('the layout turned the other way', () => {
  test.skip(({ isMobile }) => isMobile, 'the test sets the widths it measures at');

  for (const path of MIRRORED_PAGES) {
    test(`${path}: every box mirrors at ${MIRROR_WIDTHS.join(', ')} px`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await page.evaluate(() => document.fonts.ready);
      for (const width of MIRROR_WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        expect(await page.evaluate(unmirrored), `${path} at ${width} px`).toEqual([]);
      }
    });
  }
});
