import type { Locator, Page } from '@playwright/test';
import { contactCopy } from '@/content/contact';
import { legalLinks } from '@/content/navigation';
import { privacyCopy } from '@/content/legal';
import { headerCopy } from '@/content/shared';
import type { LegalFacts } from '@/content/types';
import { BROWSER_STORAGE } from '@/lib/server/browser-storage';
import { CONTACT_RECIPIENT } from '@/lib/server/contact-recipient.mjs';
import { ANALYTICS, CONTACT_CAPTCHA, THEME } from '@/lib/settings/env.mjs';
import { LANGUAGES } from '@/lib/content/languages.mjs';
import { videoPages } from '@/lib/content/videos.mjs';
import { languagePath } from '@/lib/server/language-urls';
import { sitePages } from '@/lib/content/legal-pages';
import { addressUnder } from '@/lib/server/privacy-notice';
import { fill as fillCopy } from '@/lib/server/template';
import { fill, form, openHydrated } from './contact-page';
import {
  expect,
  expectClean,
  test,
  waitForFontCached,
  waitForHydration,
  withSiteFont,
} from './fixtures';
import { copyOf } from './languages';
import { noticeServices, SERVICE_NAMES } from './services';

// The legal pages in every language: the privacy notice says what this build does in the
// language's words, and the imprint gives the owner's facts where content/site.ts has them (and
// is not there where it has none). Then a visit proves what the notice says the browser keeps.
// What a page says does not depend on the width: one project runs these.
test.skip(({ isMobile }) => isMobile, 'the legal pages say the same at every width');

/** This build's services, as its settings name them (the shell's and the .env files'). */
const services = noticeServices(process.env);

/** A region of the page, named by its heading. */
const region = (page: Page, heading: string) =>
  page.getByRole('main').getByRole('region', { name: heading, exact: true });

/** Every text in a value, however deep. */
const stringsIn = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : typeof value === 'object' && value
      ? Object.values(value).flatMap(stringsIn)
      : [];

/** Each item's text in a list. */
const itemsOf = (list: Locator) => list.getByRole('listitem').allInnerTexts();

for (const language of LANGUAGES) {
  test(`${language.locale}: the privacy notice names what this build sends where, and what the browser keeps`, async ({
    page,
    watch,
  }) => {
    const copy = await copyOf(language);
    const words = copy.legal.privacyCopy;
    const facts: LegalFacts = copy.site.site.legal;
    await page.goto(languagePath(language, copy.navigation.legalLinks.privacy.href));
    await waitForHydration(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(words.heading);

    // Who receives data: the host, then exactly this build's outside services, then the players
    // of the videos this language's texts show.
    const parties = await itemsOf(region(page, words.parties.heading));
    const players = videoPages(language.code)
      .flatMap((video) => video.origins)
      .map((origin) => new URL(origin).host);
    expect(parties.map((item) => item.split(' · ')[0])).toEqual([
      facts.host.name,
      ...new Set([...services.parties, ...players]),
    ]);
    // Every service this build uses is named, and no other.
    const text = await main.innerText();
    for (const name of SERVICE_NAMES) {
      expect({ name, named: text.includes(name) }).toEqual({
        name,
        named: services.named.includes(name),
      });
    }
    // A section for the counting and the spam check only where the build has them.
    const contact = region(page, words.contact.heading);
    await expect(contact.getByRole('listitem')).toHaveText(
      Object.values(copy.contact.contactCopy.form.fields).map((field) => field.label),
    );
    if (CONTACT_RECIPIENT.kind === 'none') {
      await expect(contact).toContainText(
        fillCopy(words.contact.none, { email: copy.site.site.email }),
      );
    }
    await expect(region(page, words.analytics.heading)).toHaveCount(
      ANALYTICS.provider === 'none' ? 0 : 1,
    );
    await expect(region(page, words.captcha.heading)).toHaveCount(
      CONTACT_CAPTCHA.kind === 'none' ? 0 : 1,
    );
    // The controller, reachable.
    const controller = region(page, words.controller.heading);
    await expect(
      controller.getByText(facts.imprint?.legalName ?? copy.site.site.name, { exact: true }),
    ).toBeVisible();
    await expect(controller.getByRole('link', { name: copy.site.site.email })).toHaveAttribute(
      'href',
      `mailto:${copy.site.site.email}`,
    );
    // What the browser keeps, each by its key and how long it stays.
    const stored = region(page, words.storage.heading);
    await expect(stored.locator('code')).toHaveText(BROWSER_STORAGE.map((entry) => entry.key));
    for (const { key, area } of BROWSER_STORAGE) {
      await expect(stored.getByRole('listitem').filter({ hasText: key })).toContainText(
        words.storage.areas[area],
      );
    }
    await expect(stored).toContainText(words.storage.cookies);
    // The rights, and the authority where the owner names one.
    const rights = region(page, words.rights.heading);
    await expect(rights.getByRole('listitem')).toHaveText(words.rights.items);
    const authority = facts.dataProtectionAuthority;
    if (authority) {
      await expect(rights.getByRole('link', { name: authority.name })).toHaveAttribute(
        'href',
        authority.href,
      );
    }
    expectClean(watch);
  });

  test(`${language.locale}: the imprint gives the owner's facts, and there is none without them`, async ({
    page,
    request,
    watch,
  }) => {
    const copy = await copyOf(language);
    const { imprintCopy } = copy.legal;
    const facts: LegalFacts = copy.site.site.legal;
    const path = languagePath(language, copy.navigation.legalLinks.imprint.href);
    const imprint = facts.imprint;
    if (!imprint) {
      // Never built: the host answers its 404, and no footer links it.
      expect((await request.get(path)).status()).toBe(404);
      return;
    }
    await page.goto(path);
    await waitForHydration(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(imprintCopy.heading);
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(imprint.legalName);
    const { labels } = imprintCopy;
    // Every fact given, and the label of each kind of fact given.
    for (const fact of stringsIn(imprint)) await expect(main).toContainText(fact);
    const terms = [
      ...(Object.keys(labels) as (keyof typeof labels)[]).filter(
        (key) => key in imprint || key === 'address' || key === 'contact',
      ),
    ].map((key) => labels[key]);
    await expect(main.getByRole('term')).toHaveText([
      ...terms.filter((term) => term !== labels.contact),
      ...(imprint.other ?? []).map(({ label }) => label),
      labels.contact,
    ]);
    for (const line of addressUnder(imprint.legalName, copy.site.site.address.lines)) {
      await expect(main).toContainText(line);
    }
    const contact = main.getByRole('term').filter({ hasText: labels.contact });
    const links = contact.locator('xpath=following-sibling::dd[1]').getByRole('link');
    await expect(links).toHaveText([copy.site.site.email, copy.site.site.phone]);
    expectClean(watch);
  });
}

test('no page sets a cookie, and the browser keeps exactly what the privacy notice lists', async ({
  page,
  context,
  watch,
}) => {
  // Every page loaded in full and again through the footer, and two sends, in one browser that
  // keeps what they store: many pages' worth of work.
  test.setTimeout(90_000);
  // Every write to either storage, and every cookie a script sets, from the first script on.
  const written = new Set<string>();
  const cookies: string[] = [];
  await page.exposeFunction('recordStored', (area: string, key: string) =>
    written.add(`${area} ${key}`),
  );
  await page.exposeFunction('recordCookie', (cookie: string) => cookies.push(cookie));
  await page.addInitScript(() => {
    const recorder = window as unknown as {
      recordStored(area: string, key: string): void;
      recordCookie(cookie: string): void;
    };
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      recorder.recordStored(this === window.localStorage ? 'local' : 'session', key);
      setItem.call(this, key, value);
    };
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    Object.defineProperty(Document.prototype, 'cookie', {
      get() {
        return cookie?.get?.call(this);
      },
      set(value: string) {
        recorder.recordCookie(value);
        cookie?.set?.call(this, value);
      },
    });
  });

  // A first visit to every page, in full: the first caches the font once hydrated. The notice's
  // list of what the browser keeps is read on the way.
  let listed: string[] = [];
  for (const { href } of sitePages) {
    await page.goto(href);
    await waitForHydration(page);
    if (href === '/') await waitForFontCached(page);
    if (href === legalLinks.privacy.href) {
      listed = await region(page, privacyCopy.storage.heading)
        .getByRole('listitem')
        .evaluateAll(
          (items, areas) =>
            items.map((item) => {
              const key = item.querySelector('code')?.textContent ?? '';
              const area = Object.entries(areas).find(([, words]) =>
                item.textContent?.includes(words),
              );
              return `${area?.[0]} ${key}`;
            }),
          privacyCopy.storage.areas,
        );
    }
  }
  // A right-to-left language's pages read in the system's font; the site's others cache its own.
  const inSiteFont = LANGUAGES.find((language) => language.dir !== 'rtl');
  if (!withSiteFont && inSiteFont) {
    await page.goto(languagePath(inSiteFont, '/'));
    await waitForFontCached(page, inSiteFont);
  }
  // A second visit, which paints in the cached font, and every page again through the footer.
  await page.goto('/');
  await waitForHydration(page);
  for (const { href, label } of sitePages.slice(1)) {
    await page.getByRole('contentinfo').getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${href}/$`));
    // A page that embeds something of its own is entered with a full load (SiteLink).
    await waitForHydration(page);
  }
  // The theme switch, where the settings add one, stores the choice.
  if (THEME === 'switch') {
    await page
      .getByRole('banner')
      .getByRole('combobox', { name: headerCopy.theme.label })
      .selectOption('dark');
  }
  // The form: a draft while typing, a reload while sending, then a message sent.
  const f = form(page);
  await openHydrated(page);
  await fill(page);
  await f.submit.click();
  await expect(f.submit).toHaveText(contactCopy.form.sending);
  await page.reload();
  await expect(page.getByText(contactCopy.form.interrupted.title)).toBeVisible();
  await waitForHydration(page);
  await fill(page);
  await f.submit.click();
  await expect(page.getByText(contactCopy.form.success.title)).toBeVisible();

  // What the notice lists is exactly what was kept.
  expect([...written].sort()).toEqual(listed.sort());
  expect(cookies).toEqual([]);
  expect(await context.cookies()).toEqual([]);
  expectClean(watch);
});
