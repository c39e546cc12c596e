import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Route } from '@playwright/test';
import { contactCopy } from '@/content/contact';
import { siteNavigation } from '@/lib/content/navigation';
import { site } from '@/content/site';
import { EMBED_PAGES } from '@/lib/settings/embeds.mjs';
import { LATE_AFTER_MS } from '@/lib/browser/inline-scripts/script-loader.mjs';
import { payloadUrl, scriptList } from '@/scripts/build/output.mjs';
import { ADA, fill, form } from './contact-page';
import { menuToggleName, navLabel } from './content';
import { OUT_DIR } from './built-site';
import { expect, ONCE, test, waitForHydration } from './fixtures';

// What a visitor sees when a file the page needs fails: the page keeps working as a static page
// (links, the menu, what was typed), and within a few seconds the form either works or says how
// to reach the agency instead. Each fault is injected into the requests of a first visit.

const { notReady } = contactCopy.form;
const contactHtml = readFileSync(join(OUT_DIR, 'contact', 'index.html'), 'utf8');
const PAYLOAD = payloadUrl(contactHtml) ?? '';
const CHUNKS = scriptList(contactHtml);
// The notes appear from the page's own clock; this leaves the test room for a busy machine.
const WITHIN = { timeout: LATE_AFTER_MS + 2_000 };

test.skip(({ isMobile }) => !isMobile, 'the menu is the mobile one; the faults need one project');

/** The note with the agency's email address as a link, in the form's status region. */
function note(page: Page, text: string) {
  return page.getByRole('status').getByText(text);
}

/** What must still work whatever failed: the typed text, the menu and its links. */
async function expectStaticPageWorks(page: Page) {
  const f = form(page);
  await expect(f.name).toHaveValue(ADA.name);
  await expect(f.message).toHaveValue(ADA.message);
  const toggle = page.getByRole('banner').getByRole('button', { name: menuToggleName });
  await toggle.click();
  await page
    .getByRole('banner')
    .getByRole('link', { name: navLabel('/about'), exact: true })
    .click();
  await expect(page).toHaveURL(/\/about\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

async function expectFailedNote(page: Page) {
  const failed = note(page, notReady.failed);
  await expect(failed).toBeVisible(WITHIN);
  await expect(page.getByRole('status').getByRole('link', { name: site.email })).toHaveAttribute(
    'href',
    `mailto:${site.email}`,
  );
}

const payloadFaults: [string, (route: Route) => Promise<void> | void][] = [
  ['answers 404', (route) => route.fulfill({ status: 404, body: 'Not found' })],
  ['is reset every time', (route) => route.abort('connectionreset')],
  [
    'is answered with an HTML page',
    (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!DOCTYPE html><title>Wi-Fi</title>',
      }),
  ],
];

for (const [fault, answer] of payloadFaults) {
  test(`the payload ${fault}: the form says to email, and the page still works`, async ({
    page,
  }) => {
    await page.route(`**${PAYLOAD}`, answer);
    await page.goto('/contact/');
    await fill(page);
    await expectFailedNote(page);
    await expectStaticPageWorks(page);
  });
}

test('the payload never answers: within seconds the form says it is late, with the email', async ({
  page,
}) => {
  await page.route(`**${PAYLOAD}`, () => {});
  await page.goto('/contact/');
  await fill(page);
  await expect(note(page, notReady.late)).toBeVisible(WITHIN);
  await expect(page.getByRole('status').getByRole('link', { name: site.email })).toBeVisible();
  await expectStaticPageWorks(page);
});

// The files a page needs are the framework's and the app's, split the same whatever the owner's
// copy, and the loader meets each failure alike: one per file runs once; the payload's faults above,
// whose note gives the owner's address, run for each owner.
for (const chunk of CHUNKS) {
  test(
    `${chunk.split('/').pop()} fails: the form says to email, and the page still works`,
    ONCE,
    async ({ page }) => {
      await page.route(`**${chunk}`, (route) => route.abort('connectionreset'));
      await page.goto('/contact/');
      await fill(page);
      await expectFailedNote(page);
      await expectStaticPageWorks(page);
    },
  );
}

test('a payload and a chunk that fail once are tried again, and the form sends', async ({
  page,
}) => {
  const failOnce = (url: string) => {
    let failed = false;
    return page.route(`**${url}`, (route) => {
      if (failed) return route.continue();
      failed = true;
      return route.abort('connectionreset');
    });
  };
  await failOnce(PAYLOAD);
  await failOnce(CHUNKS.at(-1) ?? '');
  await page.goto('/contact/');
  await fill(page);
  await waitForHydration(page);
  await form(page).submit.click();
  await expect(page.getByText(contactCopy.form.success.title)).toBeVisible();
  await expect(note(page, notReady.failed)).toBeHidden();
});

test('storage that throws costs nothing: the page hydrates and the form sends', async ({
  page,
}) => {
  await page.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    }
  });
  await page.goto('/contact/');
  await fill(page);
  await waitForHydration(page);
  await form(page).submit.click();
  await expect(page.getByText(contactCopy.form.success.title)).toBeVisible();
  await page.goto('/about/');
  await waitForHydration(page);
});

// The route a client-side navigation from /about/ reaches with chunks of its own, if any: a page
// with embeds of its own is entered with a full load instead (SiteLink).
const aboutChunks = scriptList(readFileSync(join(OUT_DIR, 'about', 'index.html'), 'utf8'));
const chunksOfItsOwn = (href: string) =>
  scriptList(readFileSync(join(OUT_DIR, href, 'index.html'), 'utf8')).filter(
    (chunk) => !aboutChunks.includes(chunk),
  );
const clientRoute = siteNavigation.find(
  ({ href }) => !EMBED_PAGES.includes(href) && chunksOfItsOwn(href).length > 0,
);

// Such a navigation becomes a full load of the page asked for (experimental.appNavFailHandling in
// next.config.mjs), as Next does when its payload fails: the page's own HTML, header and footer
// included, and its files fetched anew. A 'load' event is the sign: a client-side one fires none.
async function navigateFromAbout(page: Page, route: NonNullable<typeof clientRoute>) {
  await page.goto('/about/');
  await waitForHydration(page);
  const fullLoad = page.waitForEvent('load');
  await page.getByRole('contentinfo').getByRole('link', { name: route.label, exact: true }).click();
  await fullLoad;
  await expect(page).toHaveURL(new RegExp(`${route.href}/$`));
}

test('a page whose files keep failing during a client-side navigation is loaded in full, with its header and footer', async ({
  page,
}) => {
  test.skip(!clientRoute, 'no page is reached from /about/ with chunks of its own');
  if (!clientRoute) return;
  for (const chunk of chunksOfItsOwn(clientRoute.href))
    await page.route(`**${chunk}`, (route) => route.abort('connectionreset'));
  await navigateFromAbout(page, clientRoute);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: site.name })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('a file that fails during a client-side navigation is fetched again by the full load, and the page hydrates', async ({
  page,
}) => {
  test.skip(!clientRoute, 'no page is reached from /about/ with chunks of its own');
  if (!clientRoute) return;
  // Every try fails until the browser asks for the page itself (a connection back by then).
  let pageAskedFor = false;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.url().endsWith(`${clientRoute.href}/`))
      pageAskedFor = true;
  });
  for (const chunk of chunksOfItsOwn(clientRoute.href))
    await page.route(`**${chunk}`, (route) =>
      pageAskedFor ? route.continue() : route.abort('connectionreset'),
    );
  await navigateFromAbout(page, clientRoute);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
