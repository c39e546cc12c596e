import { parseFeed } from '@rowanmanning/feed-parser';
import type { Page } from '@playwright/test';
import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import {
  articlePath,
  CONTENTS_MIN_SECTIONS,
  FEEDS,
  fill,
  indexPath,
  momentOf,
  RELATED_ARTICLES,
} from '@/lib/content/articles';
import { readManifest as readImageManifest } from '@/lib/content/images.mjs';
import { storyPath } from '@/lib/content/stories';
import { SEARCH_PATH } from '@/lib/settings/search.mjs';
import { ARTICLES_PER_PAGE, SEARCH, SITE_BASE_PATH } from '@/lib/settings/env.mjs';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@/lib/content/languages.mjs';
import { languagePath, languageUrl } from '@/lib/server/language-urls';
import { readMarkdown, tagSlug } from '@/lib/content/markdown.mjs';
import { articleAuthor } from '@/lib/content/people';
import { publishedLinks } from '@/lib/content/navigation';
import { mainNavigation } from '@/content/navigation';
import { expectNoViolations } from './accessibility';
import { OUT_DIR } from './built-site';
import { escapeRegExp, leftOut } from './content';
import { expect, expectClean, test, waitForHydration } from './fixtures';
import { copyOf, hreflangOf, sitemapEntries } from './languages';
import { expectPaintedBeforeTheirFiles } from './largest-paint';

// The pages content/articles/ and content/stories/ make, in every language, read from what the
// build made of the Markdown (lib/content/markdown.mjs): the index and its pages, each article,
// each tag, the feeds, the sitemap and each story. An owner without articles has none of them, and
// no link.

const { articles, stories } = readMarkdown();
type Entry = (typeof articles)[number];

const articlesIn = (language: Language) =>
  articles.filter((article) => article.language === language.code);
const withArticles = LANGUAGES.filter((language) => articlesIn(language).length > 0);
const withoutArticles = LANGUAGES.filter((language) => articlesIn(language).length === 0);
/** The languages that have an article (or a story) of this name: its hreflang set. */
const languagesOf = (entries: readonly { slug: string; language: string }[], slug: string) =>
  LANGUAGES.filter((language) =>
    entries.some((entry) => entry.slug === slug && entry.language === language.code),
  );
const moment = (value: string) =>
  new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
const modified = (article: Entry) => article.data.updated ?? article.data.date;
/** The longest article of a language: the one the accessibility checks read. */
const longest = (language: Language) =>
  [...articlesIn(language)].sort((a, b) => b.minutes - a.minutes)[0];

async function head(page: Page) {
  return page.evaluate(() => {
    const meta = (name: string) =>
      [...document.querySelectorAll(`meta[property="${name}"], meta[name="${name}"]`)].map(
        (element) => element.getAttribute('content'),
      );
    return {
      type: meta('og:type')[0],
      published: meta('article:published_time')[0],
      modified: meta('article:modified_time')[0],
      author: meta('article:author')[0],
      hreflang: Object.fromEntries(
        [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
          link.getAttribute('hreflang'),
          link.getAttribute('href'),
        ]),
      ),
      feeds: [...document.querySelectorAll('link[rel="alternate"][type$="+xml"]')].map((link) => [
        link.getAttribute('type'),
        link.getAttribute('href'),
      ]),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
        JSON.parse(script.textContent ?? '{}'),
      ),
    };
  });
}

/** A built file's path from the host's root, as the test server serves it. */
const served = (url: string) => new URL(url).pathname;

test.describe('without an article', () => {
  test.skip(withoutArticles.length === 0, 'every language has articles');

  test('a language has no articles route, feed or sitemap entry, and no link to them', async ({
    page,
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const language of withoutArticles) {
      for (const path of ['/articles', '/articles/feed.rss', '/articles/feed.atom']) {
        const response = await request.get(languagePath(language, path).replace(/\/$/, ''));
        expect(response.status(), path).toBe(404);
      }
      expect(sitemap).not.toContain(languageUrl(language, '/articles'));
      await page.goto(languagePath(language, '/'));
      const links = page.locator(`a[href^="${languagePath(language, '/articles')}"]`);
      await expect(links).toHaveCount(0);
      // The header, the menu and the footer: the navigation's pages, less Articles.
      const { navigation } = await copyOf(language);
      expect(publishedLinks(navigation.mainNavigation, language).map((link) => link.href)).toEqual(
        mainNavigation.map((link) => link.href).filter((href) => href !== '/articles'),
      );
    }
  });
});

test.describe('covers on a phone', () => {
  test.skip(withArticles.length === 0, 'content/articles/ has no article in any language');
  test.skip(
    ({ isMobile }) => !isMobile,
    "a phone's first screen, whose largest picture a cover is",
  );

  test('the index and an article paint their cover with the text, its file still on the way', async ({
    page,
  }) => {
    const [language] = withArticles;
    const [article] = language ? articlesIn(language) : [];
    if (!language || !article) throw new Error('no article in content');
    await expectPaintedBeforeTheirFiles(page, [
      languagePath(language, indexPath(1)),
      languagePath(language, `/articles/${article.slug}`),
    ]);
  });
});

test.describe('articles', () => {
  test.skip(withArticles.length === 0, 'content/articles/ has no article in any language');
  test.skip(({ isMobile }) => isMobile, 'what the pages say does not depend on the width');

  for (const language of withArticles) {
    test(`${language.locale}: the index lists every article once, the newest first, ${ARTICLES_PER_PAGE} a page`, async ({
      page,
    }) => {
      const copy = (await copyOf(language)).articles.articlesCopy;
      const own = articlesIn(language);
      const pages = Math.ceil(own.length / ARTICLES_PER_PAGE);
      const shown: string[] = [];
      for (let number = 1; number <= pages; number++) {
        const response = await page.goto(languagePath(language, indexPath(number)));
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.heading);
        const titles = await page
          .getByRole('main')
          .getByRole('heading', { level: 2 })
          .allTextContents();
        const onPage = titles.filter((title) =>
          own.some((article) => article.data.title === title),
        );
        expect(onPage.length).toBeLessThanOrEqual(ARTICLES_PER_PAGE);
        shown.push(...onPage);
        const pager = page.getByRole('navigation', { name: copy.pagesLabel });
        if (pages === 1) {
          await expect(pager).toHaveCount(0);
          continue;
        }
        await expect(pager).toContainText(fill(copy.pageLabel, { page: number, pages }));
        const older = pager.getByRole('link', { name: copy.nextPageLabel });
        await expect(older).toHaveCount(number < pages ? 1 : 0);
        if (number < pages)
          await expect(older).toHaveAttribute(
            'href',
            languagePath(language, indexPath(number + 1)),
          );
      }
      const dates = shown.map((title) =>
        moment(own.find((article) => article.data.title === title)?.data.date ?? '').getTime(),
      );
      expect(new Set(shown).size).toBe(own.length);
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
    });

    test(`${language.locale}: each article shows its words, reading time, dates, tags and neighbours, and says so in its head`, async ({
      page,
      request,
    }) => {
      const copy = (await copyOf(language)).articles.articlesCopy;
      const own = [...articlesIn(language)].sort(
        (a, b) =>
          moment(b.data.date).getTime() - moment(a.data.date).getTime() ||
          a.slug.localeCompare(b.slug),
      );
      for (const [index, article] of own.entries()) {
        const path = `/articles/${article.slug}`;
        const url = languageUrl(language, path);
        await page.goto(languagePath(language, path));
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { level: 1 })).toHaveText(article.data.title);
        await expect(main).toContainText(fill(copy.readingTime, { minutes: article.minutes }));
        await expect(main).toContainText(articleAuthor(article).name);
        await expect(main.locator(`time[datetime="${article.data.date}"]`)).toHaveCount(1);
        for (const tag of article.data.tags) {
          await expect(main.getByRole('link', { name: tag, exact: true }).first()).toHaveAttribute(
            'href',
            languagePath(language, `/articles/tags/${tagSlug(tag)}`),
          );
        }
        // The article published just after it, and the one just before.
        for (const [label, other] of [
          [copy.newerLabel, own[index - 1]],
          [copy.olderLabel, own[index + 1]],
        ] as const) {
          const link = main.getByRole('link', { name: new RegExp(`^${escapeRegExp(label)}`) });
          await expect(link).toHaveCount(other ? 1 : 0);
          if (other)
            await expect(link).toHaveAttribute(
              'href',
              languagePath(language, `/articles/${other.slug}`),
            );
        }
        const languages = languagesOf(articles, article.slug);
        const seen = await head(page);
        expect(seen).toMatchObject({
          type: 'article',
          published: article.data.date,
          modified: modified(article),
          hreflang: hreflangOf(languages, path),
        });
        const posting = seen.jsonLd.find((data) => data['@type'] === 'BlogPosting');
        expect(posting).toMatchObject({
          '@id': url,
          headline: article.data.title,
          description: article.data.description,
          datePublished: article.data.date,
          dateModified: modified(article),
          // Its author's Person, with their page, is people.spec.ts's.
          author: { '@type': 'Person', name: articleAuthor(article).name },
          inLanguage: language.locale,
        });
        expect((await request.get(served(posting.image))).status()).toBe(200);
        // Its own social card, drawn at build.
        const card = await page.locator('meta[property="og:image"]').getAttribute('content');
        expect(card).toContain(`articles--${article.slug}.png`);
        expect((await request.get(served(card ?? ''))).headers()['content-type']).toBe('image/png');
      }
    });

    test(`${language.locale}: a long article lists its sections, each link reaching its heading; every article ends with its related ones`, async ({
      page,
    }) => {
      const copy = (await copyOf(language)).articles.articlesCopy;
      const own = articlesIn(language);
      const long = own.filter(
        (article) =>
          article.headings.filter((heading) => heading.depth === 2).length >= CONTENTS_MIN_SECTIONS,
      );
      expect(long.length, 'an article long enough for its contents').toBeGreaterThan(0);
      const shared = (a: Entry, b: Entry) => {
        const topics = new Set(a.data.tags.map(tagSlug));
        return b.data.tags.filter((tag) => topics.has(tagSlug(tag))).length;
      };
      for (const article of own) {
        await page.goto(languagePath(language, `/articles/${article.slug}`));
        const main = page.getByRole('main');
        const contents = main.getByRole('navigation', { name: copy.contentsLabel, exact: true });
        if (!long.includes(article)) {
          await expect(contents, article.slug).toHaveCount(0);
        } else {
          // Every ## and ### heading, in the text's order, each a link to its own anchor.
          const links = contents.getByRole('link');
          await expect(links).toHaveText(article.headings.map((heading) => heading.text));
          const hrefs = await links.evaluateAll((anchors) =>
            anchors.map((anchor) => decodeURIComponent(anchor.getAttribute('href') ?? '')),
          );
          expect(hrefs).toEqual(article.headings.map((heading) => `#${heading.id}`));
          for (const { depth, id, text } of article.headings) {
            const heading = main.locator(`h${depth}[id="${id}"]`);
            await expect(heading, id).toHaveText(text);
          }
          // The last section's link scrolls its heading into view, clear of the sticky header.
          const last = article.headings.at(-1);
          if (!last) throw new Error(`${article.slug}: no heading`);
          await links.last().click();
          await expect(page).toHaveURL(new RegExp(`${escapeRegExp(encodeURI(`#${last.id}`))}$`));
          const target = main.locator(`[id="${last.id}"]`);
          await expect(target).toBeInViewport();
          const [header, box] = await Promise.all([
            page.getByRole('banner').boundingBox(),
            target.boundingBox(),
          ]);
          expect(box?.y ?? 0).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
        }
        // No id twice on the page: an anchor never takes one of the page's own.
        const ids = await page.locator('[id]').evaluateAll((elements) => elements.map((e) => e.id));
        expect(
          ids.filter((id, index) => ids.indexOf(id) !== index),
          article.slug,
        ).toEqual([]);

        // Up to three others of its language: those sharing most of its topics, the newest first.
        const related = main.getByRole('region', { name: copy.relatedLabel, exact: true });
        const titles = await related.getByRole('heading', { level: 3 }).allTextContents();
        expect(titles.length, article.slug).toBe(Math.min(RELATED_ARTICLES, own.length - 1));
        const shown = titles.map((title) => {
          const other = own.find((candidate) => candidate.data.title === title);
          if (!other || other === article) throw new Error(`${article.slug}: related "${title}"`);
          return other;
        });
        for (const [index, other] of shown.entries()) {
          await expect(
            related.getByRole('link', { name: other.data.title, exact: true }),
          ).toHaveAttribute('href', languagePath(language, `/articles/${other.slug}`));
          const next = shown[index + 1];
          if (!next) continue;
          const order =
            shared(article, other) - shared(article, next) ||
            moment(other.data.date).getTime() - moment(next.data.date).getTime() ||
            next.slug.localeCompare(other.slug);
          expect(order, `${article.slug}: ${other.slug} before ${next.slug}`).toBeGreaterThan(0);
        }
        // None left out that shares more topics than the last shown.
        const least = Math.min(...shown.map((other) => shared(article, other)));
        for (const other of own.filter((o) => o !== article && !shown.includes(o)))
          expect(shared(article, other), `${article.slug}: ${other.slug}`).toBeLessThanOrEqual(
            least,
          );
      }
    });

    test(`${language.locale}: code is highlighted at build and pictures come from the image pipeline`, async ({
      page,
    }) => {
      const article = longest(language);
      test.skip(!article, 'no article');
      await page.goto(languagePath(language, `/articles/${article?.slug}`));
      const main = page.getByRole('main');
      const blocks = main.locator('pre');
      if ((await blocks.count()) > 0) {
        // Tokens as classes the site's colours style: nothing inline for the CSP to weigh.
        expect(await blocks.first().locator('code span[class]').count()).toBeGreaterThan(3);
      }
      expect(await main.locator('[style]:not(img)').count()).toBe(0);
      const pictures = main.locator('picture');
      expect(await pictures.count()).toBeGreaterThan(0);
      for (const picture of await pictures.all()) {
        await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute(
          'srcset',
          new RegExp(`^${escapeRegExp(`${SITE_BASE_PATH}${language.prefix}/media/`)}`),
        );
        await expect(picture.locator('img')).toHaveAttribute('width', /^\d+$/);
      }
    });

    test(`${language.locale}: each tag's page lists exactly its articles`, async ({ page }) => {
      const tags = new Map<string, Entry[]>();
      for (const article of articlesIn(language)) {
        for (const tag of article.data.tags)
          tags.set(tagSlug(tag), [...(tags.get(tagSlug(tag)) ?? []), article]);
      }
      for (const [slug, tagged] of tags) {
        const response = await page.goto(languagePath(language, `/articles/tags/${slug}`));
        expect(response?.status(), slug).toBe(200);
        const titles = await page
          .getByRole('main')
          .getByRole('heading', { level: 2 })
          .allTextContents();
        expect(
          titles.filter((title) => articlesIn(language).some((a) => a.data.title === title)).sort(),
        ).toEqual(tagged.map((article) => article.data.title).sort());
      }
    });

    test(`${language.locale}: the RSS and Atom feeds parse back with every required field`, async ({
      page,
      request,
    }) => {
      const copy = (await copyOf(language)).articles.articlesCopy;
      const own = articlesIn(language);
      const index = languageUrl(language, '/articles');
      const feeds = {
        rss: languageUrl(language, '/articles').replace(/\/$/, '/feed.rss'),
        atom: languageUrl(language, '/articles').replace(/\/$/, '/feed.atom'),
      };
      // Every page of the language names both feeds.
      await page.goto(languagePath(language, '/'));
      expect((await head(page)).feeds).toEqual([
        ['application/rss+xml', feeds.rss],
        ['application/atom+xml', feeds.atom],
      ]);
      for (const [kind, url] of Object.entries(feeds)) {
        const response = await request.get(served(url));
        expect(response.headers()['content-type'], kind).toMatch(
          kind === 'rss' ? /^application\/rss\+xml/ : /^application\/atom\+xml/,
        );
        const xml = await response.text();
        const feed = parseFeed(xml);
        expect(feed.meta.type, kind).toBe(kind);
        expect(feed.title, kind).toContain(copy.title);
        expect(feed.url, kind).toBe(index);
        expect(feed.description, kind).toBe(copy.description);
        expect(feed.language, kind).toBe(language.locale);
        expect(feed.self, kind).toBe(url);
        const newest = Math.max(...own.map((article) => moment(modified(article)).getTime()));
        expect(feed.updated?.getTime(), kind).toBe(newest);
        expect(feed.items, kind).toHaveLength(own.length);
        for (const article of own) {
          const link = languageUrl(language, `/articles/${article.slug}`);
          const item = feed.items.find((candidate) => candidate.url === link);
          expect(item, `${kind} ${article.slug}`).toBeDefined();
          expect(item).toMatchObject({
            id: link,
            title: article.data.title,
            description: article.data.description,
          });
          expect(item?.published?.getTime()).toBe(moment(article.data.date).getTime());
          if (kind === 'atom')
            expect(item?.updated?.getTime()).toBe(moment(modified(article)).getTime());
          expect(item?.authors.map((author) => author.name)).toEqual([articleAuthor(article).name]);
          expect(item?.categories.map((category) => category.label ?? category.term)).toEqual(
            article.data.tags,
          );
        }
        // RSS 2.0's and Atom's required elements, by name.
        const required =
          kind === 'rss'
            ? [
                '<channel>',
                '<title>',
                '<link>',
                '<description>',
                '<item>',
                '<guid isPermaLink="true">',
              ]
            : ['<id>', '<title>', '<updated>', '<author>', '<entry>', '<link rel="alternate"'];
        for (const element of required) expect(xml, kind).toContain(element);
      }
    });
  }

  test('the sitemap lists every article with when it last changed, and its other languages only where it has them', async ({
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const entries = sitemapEntries(sitemap);
    for (const article of articles) {
      const language = LANGUAGES.find((candidate) => candidate.code === article.language);
      if (!language) throw new Error(`${article.file}: no language ${article.language}`);
      const path = `/articles/${article.slug}`;
      expect(entries.find((entry) => entry.loc === languageUrl(language, path))).toEqual({
        loc: languageUrl(language, path),
        lastmod: modified(article),
        hreflang: hreflangOf(languagesOf(articles, article.slug), path),
      });
    }
    for (const story of stories) {
      const language = LANGUAGES.find((candidate) => candidate.code === story.language);
      const path = `/portfolio/${story.slug}`;
      expect(entries.map((entry) => entry.loc)).toContain(
        languageUrl(language ?? DEFAULT_LANGUAGE, path),
      );
    }
  });
});

// A draft, or a text dated after the build, is checked and left out: the daily build publishes it
// on its day (.github/workflows/scheduled.yml).
const heldBack = [
  ...leftOut('articles').map((text) => ({ ...text, path: articlePath(text.slug) })),
  ...leftOut('stories').map((text) => ({ ...text, path: storyPath(text.slug) })),
];

test.describe('a draft, or a text waiting for its day', () => {
  test.skip(heldBack.length === 0, 'content/ has no draft and no text dated later');
  test.skip(({ isMobile }) => isMobile, 'where a text is not does not depend on the width');

  test('is on no page, index, feed, sitemap or search, and its own photos are not published', async ({
    page,
    request,
  }) => {
    const now = Date.now();
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const media = readdirSync(join(OUT_DIR, 'media'));
    for (const { language, slug, path, data } of heldBack) {
      const at = `${language.code}/${slug}`;
      // Left out as a draft or for its day, not for another reason.
      expect(data.draft === true || momentOf(String(data.date)).getTime() > now, at).toBe(true);
      expect((await request.get(languagePath(language, path))).status(), at).toBe(404);
      expect(sitemap, at).not.toContain(languageUrl(language, path));
      const title = typeof data.title === 'string' ? data.title : undefined;
      const pages = [languagePath(language, '/'), languagePath(language, indexPath(1))];
      if (!withArticles.includes(language)) pages.pop();
      for (const address of pages) {
        await page.goto(address);
        await expect(page.locator(`a[href*="${path}/"]`), address).toHaveCount(0);
        if (title) await expect(page.locator('body'), address).not.toContainText(title);
      }
      for (const { path: feed } of withArticles.includes(language) ? Object.values(FEEDS) : []) {
        const xml = await (
          await request.get(languagePath(language, feed).replace(/\/$/, ''))
        ).text();
        expect(xml, `${at} ${feed}`).not.toContain(`${path}/`);
      }
      if (title && SEARCH) {
        const { searchCopy } = (await copyOf(language)).search;
        await page.goto(languagePath(language, SEARCH_PATH));
        await expect(page.getByRole('status')).toHaveText(searchCopy.messages.empty);
        const word = title.split(/[^\p{L}\p{N}]+/u).reduce((a, b) => (b.length > a.length ? b : a));
        await page.getByRole('searchbox', { name: searchCopy.fieldLabel }).fill(word);
        await expect(page.getByRole('status')).toContainText(word);
        await expect(page.getByRole('heading', { name: title, exact: true })).toHaveCount(0);
      }
      // A photo that only held-back texts show is neither in the build's images nor in out/media.
      const { src } = (data.cover ?? {}) as { src?: string };
      if (src && !(src in readImageManifest().images)) {
        const name = basename(src).replace(/\.[^.]+$/, '');
        expect(
          media.filter((file) => file.startsWith(`${name}-`)),
          src,
        ).toEqual([]);
      }
    }
  });
});

// One article per language, the longest. a11y.spec.ts checks every page the build publishes with
// axe and HTML_CodeSniffer at 1280 px; the layout at 375 px is the same code in every language, so
// it is checked here in the first language with articles (languages.spec.ts checks each language's
// words at both widths). The index is a page of the navigation, and a tag's page is made of the
// index's blocks.
test.describe('the pages of articles', () => {
  for (const [index, language] of withArticles.entries()) {
    const article = longest(language);
    if (!article) continue;
    const path = languagePath(language, `/articles/${article.slug}`);
    test(`${language.locale} ${path}: no policy violation, a clean console, and at 375 px no WCAG 2.2 A/AA violation`, async ({
      page,
      watch,
      isMobile,
    }) => {
      test.skip(isMobile && index > 0, 'checked at 375 px in the first language');
      await page.goto(path);
      await waitForHydration(page);
      if (isMobile) await expectNoViolations(page);
      expectClean(watch);
    });
  }
});

test.describe('stories', () => {
  test.skip(stories.length === 0, 'content/stories/ tells no story');

  // What a story says does not depend on the width; its layout at 375 px is checked in the first
  // language that tells it.
  const rank = (code: string) => LANGUAGES.findIndex((language) => language.code === code);
  for (const story of stories) {
    const atEveryWidth = !stories.some(
      (other) => other.slug === story.slug && rank(other.language) < rank(story.language),
    );
    test(`${story.file}: its page, linked from its card, has the story, the case, the testimonial and the gallery`, async ({
      page,
      watch,
      isMobile,
    }) => {
      test.skip(isMobile && !atEveryWidth, 'checked at 375 px in the first language');
      const language = LANGUAGES.find((candidate) => candidate.code === story.language);
      if (!language) throw new Error(`${story.file}: no language ${story.language}`);
      const { portfolioCopy } = (await copyOf(language)).portfolio;
      await page.goto(languagePath(language, '/portfolio'));
      const link = page
        .getByRole('main')
        .getByRole('link', { name: portfolioCopy.story.linkLabel, exact: true });
      const path = languagePath(language, `/portfolio/${story.slug}`);
      await expect(link.and(page.locator(`[href="${path}"]`))).toHaveCount(1);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      const main = page.getByRole('main');
      const project = portfolioCopy.projects.items.find((item) => item.id === story.slug);
      const study = portfolioCopy.caseStudies.items.find((item) => item.id === story.slug);
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(
        project?.title ?? study?.client ?? '',
      );
      const { challenge, solution, results, testimonial } = study ?? story.data;
      for (const text of [
        challenge,
        solution,
        ...results,
        testimonial?.quote,
        testimonial?.author,
      ]) {
        if (text) await expect(main).toContainText(text);
      }
      for (const label of [
        portfolioCopy.story.storyHeading,
        portfolioCopy.caseStudies.challengeLabel,
        portfolioCopy.caseStudies.resultsLabel,
        ...(story.data.gallery.length > 0 ? [portfolioCopy.story.galleryHeading] : []),
      ]) {
        await expect(main.getByRole('heading', { name: label, exact: true })).toBeVisible();
      }
      for (const image of story.data.gallery)
        await expect(main.getByRole('img', { name: image.alt, exact: true })).toHaveCount(1);
      // a11y.spec.ts checks every page the build publishes at 1280 px.
      if (isMobile) await expectNoViolations(page);
      expectClean(watch);
    });
  }
});
