import type { Locator, Page } from '@playwright/test';
import { CONTENTS_MIN_SECTIONS } from '@/lib/content/articles';
import { LANGUAGES, type Language } from '@/lib/content/languages.mjs';
import { languagePath } from '@/lib/server/language-urls';
import { sitePages } from '@/lib/content/legal-pages';
import { publishedLinks } from '@/lib/content/navigation';
import { readMarkdown } from '@/lib/content/markdown.mjs';
import { peopleIn, personPath } from '@/lib/content/people';
import { expectNoViolations } from './accessibility';
import { escapeRegExp } from './content';
import { expect, rightToLeft, test, waitForFontCached, waitForHydration } from './fixtures';
import { copyOf, fillFormIn, type LanguageCopy } from './languages';

// A build with a right-to-left language (the right-to-left owner, tests/fixtures/rtl/): each
// language's pages run its own way at every width, mirrored where it is right to left. The
// `rtl` project of playwright.config.ts runs this file; tests/engines/checks.mjs has the same
// pages in Firefox and WebKit.

const WIDTHS = [375, 768, 1280] as const;
const HEIGHT = 800;

test.skip(!rightToLeft, 'the build has no right-to-left language (content/languages.mjs)');

/**
 * Where a language's 404 page is seen: a missing page for the default, whose 404.html the test
 * server answers everywhere; the file itself for another, which each host answers under its
 * prefix (host-rules.spec.ts).
 */
const notFoundPath = (language: Language) =>
  language.isDefault ? '/no-such-page/' : `${languagePath(language, '/')}404.html`;

/** The boxes of the brand and of what follows it in the header bar, and the bar's content edges. */
async function headerBoxes(page: Page, copy: LanguageCopy, width: number) {
  const banner = page.getByRole('banner');
  const { headerCopy } = copy.shared;
  const brand = banner.getByRole('link', { name: copy.site.site.name, exact: true });
  // Below the bar's breakpoint (768 px, or 1024 px for a sixth link: site-header.tsx) the menu's
  // button stands for the links; at 1280 px the bar always shows.
  const nav = banner.getByRole('navigation', { name: headerCopy.navLabel });
  if (width >= 1280) await expect(nav).toBeVisible();
  const rest: Locator = (await nav.isVisible())
    ? nav
    : banner.getByRole('button', { name: headerCopy.openMenu });
  const box = async (locator: Locator) => {
    const found = await locator.boundingBox();
    if (!found) throw new Error(`${String(locator)} has no box`);
    return { start: found.x, end: found.x + found.width };
  };
  // The container's content box: its padding is the space between the screen's edge and the bar.
  const bar = await banner.evaluate((header) => {
    const container = header.firstElementChild as HTMLElement;
    const style = getComputedStyle(container);
    const rect = container.getBoundingClientRect();
    return {
      start: rect.left + parseFloat(style.paddingLeft),
      end: rect.right - parseFloat(style.paddingRight),
    };
  });
  return { brand: await box(brand), rest: await box(rest), bar };
}

/** The brand sits at the start of the line its language reads: the right edge in Arabic. */
function expectBrandAtStart(
  boxes: Awaited<ReturnType<typeof headerBoxes>>,
  language: Language,
  where: string,
) {
  const { brand, rest, bar } = boxes;
  const near = (a: number, b: number) => Math.abs(a - b) <= 1;
  if (language.dir === 'rtl') {
    expect(near(brand.end, bar.end), `${where}: brand at the bar's right edge`).toBe(true);
    expect(brand.start, `${where}: the links left of the brand`).toBeGreaterThanOrEqual(rest.end);
  } else {
    expect(near(brand.start, bar.start), `${where}: brand at the bar's left edge`).toBe(true);
    expect(brand.end, `${where}: the links right of the brand`).toBeLessThanOrEqual(rest.start);
  }
}

/** How far the page can be scrolled sideways: 0 when nothing is wider than the screen. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const articlesOf = (language: Language) =>
  readMarkdown().articles.filter((article) => article.language === language.code);

for (const language of LANGUAGES) {
  const pages = [
    // The language's own: Articles only where it has articles.
    ...publishedLinks(sitePages, language).map(({ href }) => ({
      name: href,
      path: languagePath(language, href),
    })),
    // The pages content/services/ makes in the language: their steps, questions and cards too.
    ...readMarkdown()
      .services.filter((entry) => entry.language === language.code)
      .map(({ slug }) => `/services/${slug}`)
      .map((href) => ({ name: href, path: languagePath(language, href) })),
    // Its articles: the text's column, the contents of a long one, the related cards.
    ...articlesOf(language)
      .map(({ slug }) => `/articles/${slug}`)
      .map((href) => ({ name: href, path: languagePath(language, href) })),
    // A person's page too: a layout of its own, the photo beside the name.
    ...peopleIn(language)
      .filter((person) => person.hasPage)
      .map(({ id }) => ({ name: personPath(id), path: languagePath(language, personPath(id)) })),
    { name: '404', path: notFoundPath(language) },
  ];
  pages.forEach(({ name, path }, index) => {
    test(`${language.locale} ${name}: ${language.dir}, the brand at the line's start, no sideways scroll at ${WIDTHS.join(', ')} px`, async ({
      page,
    }) => {
      const copy = await copyOf(language);
      await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
      await page.goto(path);
      await waitForHydration(page);
      const html = page.locator('html');
      await expect(html).toHaveAttribute('lang', language.locale);
      await expect(html).toHaveAttribute('dir', language.dir);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: HEIGHT });
        const where = `${path} at ${width} px`;
        expectBrandAtStart(await headerBoxes(page, copy, width), language, where);
        expect(await sidewaysOverflow(page), where).toBe(0);
        // Each page is audited at one of the widths, in turn, so every width is audited.
        if (width === WIDTHS[index % WIDTHS.length]) await expectNoViolations(page);
      }
    });
  });

  const long = articlesOf(language).filter(
    (article) =>
      article.headings.filter((heading) => heading.depth === 2).length >= CONTENTS_MIN_SECTIONS,
  );
  for (const article of long) {
    test(`${language.locale} /articles/${article.slug}: the contents start at the line's start and reach each heading by its own words`, async ({
      page,
    }) => {
      const { articlesCopy } = (await copyOf(language)).articles;
      await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
      await page.goto(languagePath(language, `/articles/${article.slug}`));
      // Next's router, once it starts, writes the address it started at back into the history:
      // a jump taken before that is undone to the one before it (seen under load in the rtl run).
      await waitForHydration(page);
      const main = page.getByRole('main');
      const contents = main.getByRole('navigation', { name: articlesCopy.contentsLabel });
      const links = contents.getByRole('link');
      await expect(links).toHaveText(article.headings.map((heading) => heading.text));
      for (const [index, { id, text }] of article.headings.entries()) {
        // The anchor is the heading's words in its script, in the address as typed.
        // Followed by the keyboard: a click's point, taken while the last jump still settles,
        // could land beside the link (seen once in the rtl run).
        const link = links.nth(index);
        await link.focus();
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(new RegExp(`${escapeRegExp(encodeURI(`#${id}`))}$`));
        expect(decodeURIComponent(new URL(page.url()).hash)).toBe(`#${id}`);
        const heading = main.locator(`[id="${id}"]`);
        await expect(heading).toHaveText(text);
        await expect(heading).toBeInViewport();
      }
      // A list's text starts at the list's start edge: the right one in a right-to-left language.
      const edges = await contents.evaluate((nav) => {
        const box = nav.getBoundingClientRect();
        const first = nav.querySelector('a')?.getBoundingClientRect();
        return (
          first && {
            start:
              nav.ownerDocument.dir === 'rtl' ? box.right - first.right : first.left - box.left,
          }
        );
      });
      expect(edges?.start).toBeGreaterThan(0);
      expect(edges?.start).toBeLessThan(48);
    });
  }

  test(`${language.locale}: the menu's links start at the line's start`, async ({ page }) => {
    const { headerCopy } = (await copyOf(language)).shared;
    await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
    await page.goto(languagePath(language, '/about'));
    await waitForHydration(page);
    await page.getByRole('button', { name: headerCopy.openMenu }).click();
    const nav = page.getByRole('banner').getByRole('navigation', { name: headerCopy.navLabel });
    await expect(nav).toBeVisible();
    // Each link's text begins at the panel's start edge, as its padding leaves it.
    const offsets = await nav.evaluate((element, dir) => {
      const panel = element.getBoundingClientRect();
      return [...element.querySelectorAll('a')].map((link) => {
        const text = document.createRange();
        text.selectNodeContents(link);
        const box = text.getBoundingClientRect();
        return Math.round(dir === 'rtl' ? panel.right - box.right : box.left - panel.left);
      });
    }, language.dir);
    expect(new Set(offsets).size, `${offsets.join(', ')} px from the start edge`).toBe(1);
    expect(offsets[0]).toBeLessThan(64);
  });

  test(`${language.locale}: the form's errors stand under their fields' start, the sent toast in the end corner`, async ({
    page,
  }) => {
    const { form } = (await copyOf(language)).contact.contactCopy;
    await page.setViewportSize({ width: 1280, height: HEIGHT });
    await page.goto(languagePath(language, '/contact'));
    await waitForHydration(page);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: form.submit }).click();
    // Each required field's error stands under it, its text starting where the field starts: the
    // right edge in a right-to-left language, the email's too (its field runs left to right).
    const required = [
      ['name', form.errors.nameRequired],
      ['email', form.errors.emailRequired],
      ['subject', form.errors.subjectRequired],
      ['message', form.errors.messageRequired],
    ] as const;
    for (const [key, message] of required) {
      const error = main.getByText(message, { exact: true });
      await expect(error).toBeVisible();
      const [field, text] = await Promise.all([
        main.getByLabel(form.fields[key].label, { exact: true }).boundingBox(),
        error.evaluate((element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          const { left, right, top } = range.getBoundingClientRect();
          return { left, right, top };
        }),
      ]);
      if (!field) throw new Error(`the ${key} field has no box`);
      const start =
        language.dir === 'rtl' ? field.x + field.width - text.right : text.left - field.x;
      expect(Math.abs(start), `${key}: the error's start`).toBeLessThanOrEqual(1);
      expect(text.top, `${key}: the error under its field`).toBeGreaterThanOrEqual(
        field.y + field.height,
      );
    }

    await fillFormIn(main, form, 'Hello.');
    await main.getByRole('button', { name: form.submit }).click();
    const toast = page.getByRole('listitem').filter({
      hasText: new RegExp(escapeRegExp(form.success.title)),
    });
    await expect(toast).toBeVisible();
    await expect(page.locator('[data-sonner-toaster]')).toHaveAttribute('dir', language.dir);
    const box = await toast.boundingBox();
    if (!box) throw new Error('the toast has no box');
    // In the bottom corner at the line's end: the left one in a right-to-left language.
    const centre = box.x + box.width / 2;
    if (language.dir === 'rtl') expect(centre).toBeLessThan(1280 / 2);
    else expect(centre).toBeGreaterThan(1280 / 2);
    expect(box.y + box.height).toBeGreaterThan(HEIGHT / 2);
  });
}

// Inter has no Arabic or Hebrew: a right-to-left page reads in the system's font for its script,
// and asks for no font file, even once a left-to-right page has cached the site's (font.spec.ts).
for (const language of LANGUAGES.filter(({ dir }) => dir === 'rtl')) {
  test(`${language.locale}: the text in the system's font, no font file fetched on a first visit or a later one`, async ({
    page,
  }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(request.url());
    });
    const inSystemFont = async () => {
      await page.goto(languagePath(language, '/'));
      await waitForHydration(page);
      expect(fonts).toEqual([]);
      expect(
        await page.evaluate(() => ({
          used: [...document.fonts]
            .filter((face) => face.status !== 'unloaded')
            .map((face) => face.family),
          heading: getComputedStyle(document.querySelector('h1') ?? document.body).fontFamily,
        })),
      ).toEqual({ used: [], heading: expect.not.stringMatching(/inter/i) });
    };
    await inSystemFont();
    const inSiteFont = LANGUAGES.find(({ dir }) => dir !== 'rtl');
    if (inSiteFont) {
      await page.goto(languagePath(inSiteFont, '/'));
      await waitForFontCached(page, inSiteFont);
      fonts.length = 0;
      await inSystemFont();
    }
  });
}
