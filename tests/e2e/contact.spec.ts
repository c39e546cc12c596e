import { contactCopy } from '@/content/contact';
import { site } from '@/content/site';
import type { ContactInfoCopy } from '@/content/types';
import { SIMULATED_SEND_DELAY_MS } from '@/lib/browser/contact';
import { fill as fillTemplate } from '@/lib/server/template';
import { ADA, form, fill, openHydrated } from './contact-page';
import { businessHours, escapeRegExp, navLabel } from './content';
import {
  cspViolations,
  expect,
  expectClean,
  test,
  waitForFontCached,
  waitForHydration,
} from './fixtures';

const { form: copy, info: contactInfo } = contactCopy;

const SOCIALS = site.socials.map((social) => social.name);

test('shows the contact details and the social links', async ({ page, watch }) => {
  await page.goto('/contact/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main.getByRole('heading', { name: copy.heading, level: 2 })).toBeVisible();
  await expect(main.getByRole('heading', { name: contactInfo.heading })).toBeVisible();
  await expect(main.getByRole('link', { name: site.email })).toHaveAttribute(
    'href',
    `mailto:${site.email}`,
  );
  await expect(main.getByRole('link', { name: site.phone })).toHaveAttribute(
    'href',
    `tel:${site.phoneE164}`,
  );
  // The address as it is written in its country, one line of content/site.ts per line.
  const address = main.locator('address');
  for (const line of site.address.lines) {
    await expect(address.getByText(line, { exact: true })).toBeVisible();
  }
  await expect(main.getByText(businessHours)).toBeVisible();
  for (const name of SOCIALS) {
    const link = main.getByRole('link', { name: new RegExp(`^${escapeRegExp(name)}`) });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('href', /^https:\/\//);
  }
  await waitForHydration(page);
  expectClean(watch);
});

test('the message field has room for a few lines before it scrolls', async ({ page }) => {
  await page.goto('/contact/');
  const box = await form(page).message.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(150);
});

test('sends a message after about one second without any network request', async ({
  page,
  watch,
}) => {
  await openHydrated(page);
  await fill(page);
  const f = form(page);
  await f.submit.scrollIntoViewIfNeeded();
  // The one request a first visit makes after hydration: the font, fetched for the next visit.
  await waitForFontCached(page);

  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const toast = page.getByText(copy.success.title);
  // Timed inside the page: the test runner's own round trips on a busy CI machine are not the site's delay.
  await page.evaluate((title) => {
    const timing = new Promise<number>((resolve) => {
      let started = 0;
      document.querySelector('form')?.addEventListener('submit', () => {
        started = performance.now();
      });
      new MutationObserver((_, observer) => {
        if (started && document.body.innerText.includes(title)) {
          observer.disconnect();
          resolve(performance.now() - started);
        }
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    Object.assign(window, { sendTiming: timing });
  }, copy.success.title);
  await f.submit.click();
  await expect(f.submit).toHaveText(copy.sending);
  await expect(f.submit).toBeDisabled();
  await toast.waitFor({ state: 'visible', timeout: 5_000 });
  const elapsed = await page.evaluate(
    () => (window as unknown as { sendTiming: Promise<number> }).sendTiming,
  );
  expect(elapsed).toBeGreaterThanOrEqual(SIMULATED_SEND_DELAY_MS);
  expect(elapsed).toBeLessThanOrEqual(SIMULATED_SEND_DELAY_MS + 500);

  await expect(toast).toBeInViewport();
  await expect(page.getByText(copy.success.description)).toBeVisible();
  await expect(f.submit).toHaveText(copy.submit);
  await expect(f.submit).toBeEnabled();
  for (const input of [f.name, f.email, f.phone, f.subject, f.message]) {
    await expect(input).toHaveValue('');
  }
  expect(requests, 'requests after the click').toEqual([]);
  expectClean(watch);
});

test('an empty submit explains every field and focuses the first', async ({ page, watch }) => {
  await openHydrated(page);
  const f = form(page);
  await f.submit.click();
  for (const text of [
    copy.errors.nameRequired,
    copy.errors.emailRequired,
    copy.errors.subjectRequired,
    copy.errors.messageRequired,
  ]) {
    await expect(f.error(text)).toBeVisible();
  }
  await expect(f.name).toBeFocused();
  await expect(f.name).toHaveAttribute('aria-invalid', 'true');
  await expect(f.name).toHaveAccessibleDescription(copy.errors.nameRequired);
  await expect(f.submit).toHaveText(copy.submit);
  await expect(page).toHaveURL(/\/contact\/$/);

  await f.name.fill('Ada');
  await expect(f.error(copy.errors.nameRequired)).toBeHidden();
  expectClean(watch);
});

test('a malformed email gets its own message', async ({ page }) => {
  await openHydrated(page);
  await fill(page);
  const f = form(page);
  await f.email.fill('ada@example');
  // Records whether the form ever starts sending: validation decides before that, so once the
  // message shows, a send could no longer begin.
  await f.element.evaluate((element) => {
    new MutationObserver(() => {
      if (element.hasAttribute('aria-busy')) element.setAttribute('data-test-sent', '');
    }).observe(element, { attributes: true });
  });
  await f.submit.click();
  await expect(f.error(copy.errors.emailInvalid)).toBeVisible();
  await expect(f.email).toBeFocused();
  await expect(f.email).toHaveAccessibleDescription(copy.errors.emailInvalid);
  await expect(f.element).not.toHaveAttribute('data-test-sent');
  await expect(f.submit).toHaveText(copy.submit);
  await expect(page.getByText(copy.success.title)).toHaveCount(0);
});

test('can be completed and sent with the keyboard alone', async ({ page }) => {
  await openHydrated(page);
  const f = form(page);
  for (let i = 0; i < 40 && !(await f.name.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(f.name).toBeFocused();
  await page.keyboard.type('Ada Lovelace');
  await page.keyboard.press('Tab');
  await page.keyboard.type('ada@example.com');
  await page.keyboard.press('Tab');
  await expect(f.phone).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(f.subject).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(f.subject).not.toHaveValue('');
  await page.keyboard.press('Tab');
  await expect(f.message).toBeFocused();
  await page.keyboard.type('Sent without a mouse.');
  await page.keyboard.press('Tab');
  await expect(f.submit).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(f.submit).toHaveText(copy.sending);
  await expect(page.getByText(copy.success.title)).toBeVisible({ timeout: 5_000 });
  await expect(f.message).toHaveValue('');
});

test('keeps a draft across a reload', async ({ page }) => {
  await openHydrated(page);
  await fill(page);
  await page.reload();
  const f = form(page);
  await expect(f.name).toHaveValue(ADA.name);
  await expect(f.subject).toHaveValue(ADA.subject);
  await expect(f.message).toHaveValue(ADA.message);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // With no backend that takes a form post (the default build), no encoding would carry every
  // character to a mail program; the visitor is told so before typing, and given the address.
  test('says before any typing that sending needs JavaScript, and how to write instead', async ({
    page,
  }) => {
    await page.goto('/contact/');
    const f = form(page);
    // Playwright's text search skips <noscript>, which a browser without JavaScript renders.
    const note = f.main.locator('noscript p');
    await expect(note).toBeVisible();
    await expect(note).toContainText(copy.noScript);
    await expect(note.getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
    const noteFirst = await note.evaluate(
      (element, field) => Boolean(element.compareDocumentPosition(field!) & 4),
      await f.name.elementHandle(),
    );
    expect(noteFirst, 'the note comes before the first field').toBe(true);
    for (const field of [f.name, f.email, f.phone, f.subject, f.message, f.submit]) {
      await expect(field).toBeDisabled();
    }
    const element = page.locator('form');
    await expect(element).toHaveAttribute('method', 'post');
    await expect(element).not.toHaveAttribute('action');
    await expect(element).not.toHaveAttribute('enctype');
    await expect(element).not.toHaveAttribute('novalidate');
    await expect(f.name).toHaveAttribute('required', '');
    await expect(f.email).toHaveAttribute('type', 'email');

    for (const text of [
      copy.heading,
      copy.fields.name.label,
      copy.submit,
      site.email,
      site.phone,
      businessHours,
    ]) {
      await expect(f.main.getByText(text, { exact: true }).first()).toBeVisible();
    }
  });

  test("offers the map's own page, not a button that needs scripts", async ({ page }) => {
    const info: ContactInfoCopy = contactCopy.info;
    const { map } = info;
    test.skip(!map, 'this owner shows no map');
    await page.goto('/contact/');
    const site = new URL(map?.src ?? 'https://map.invalid').hostname;
    await expect(
      page.getByRole('link', { name: fillTemplate(map?.open ?? '', { site }) }),
    ).toHaveAttribute('href', map?.src ?? '');
    await expect(page.getByRole('button', { name: map?.show })).toBeHidden();
    await expect(page.getByTitle(map?.title ?? '')).toHaveCount(0);
  });
});

test('with JavaScript, the note is never shown and the form is enabled', async ({ page }) => {
  await openHydrated(page);
  const f = form(page);
  await expect(f.main.locator('noscript p')).toHaveCount(0);
  await expect(f.name).toBeEditable();
  await expect(f.submit).toBeEnabled();
});

test.describe('while sending', () => {
  // The simulated send waits on a timer: the page's clock stands still until the checks are done.
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
    await openHydrated(page);
    await fill(page);
    await page.clock.pauseAt(Date.now() + 1_000);
    await form(page).submit.click();
    await expect(form(page).submit).toHaveText(copy.sending);
  });

  test('the form holds focus while the button is disabled, then gives it back', async ({
    page,
  }) => {
    const f = form(page);
    await expect(f.element).toBeFocused();
    await expect(f.element).toHaveAttribute('aria-busy', 'true');
    await page.clock.resume();
    await expect(page.getByText(copy.success.title)).toBeVisible();
    await expect(f.submit).toBeFocused();
  });

  test('nothing can be typed, so the reset after success loses nothing', async ({ page }) => {
    const f = form(page);
    for (const field of [f.name, f.email, f.phone, f.message]) {
      await expect(field).not.toBeEditable();
      await field.click();
      await page.keyboard.type('typed while sending');
      await page.keyboard.press('Enter');
    }
    await f.subject.focus();
    await page.keyboard.press('ArrowDown');
    await expect(f.name).toHaveValue(ADA.name);
    await expect(f.email).toHaveValue(ADA.email);
    await expect(f.phone).toHaveValue(ADA.phone);
    await expect(f.subject).toHaveValue(ADA.subject);
    await expect(f.message).toHaveValue(ADA.message);

    await page.clock.resume();
    await expect(page.getByText(copy.success.title)).toHaveCount(1);
    for (const field of [f.name, f.email, f.phone, f.subject, f.message]) {
      await expect(field).toHaveValue('');
    }
    await expect(f.message).toBeEditable();
  });
});

test('shows the map content gives when asked, on a direct visit and after a link, with no policy violation', async ({
  page,
  watch,
}) => {
  const info: ContactInfoCopy = contactCopy.info;
  const { map } = info;
  test.skip(!map, 'this owner shows no map');
  const origin = new URL(map?.src ?? 'https://map.invalid').origin;
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(origin)) asked.push(request.url());
  });
  const shown = async () => {
    const frame = page.getByTitle(map?.title ?? '');
    await expect(frame).toHaveCount(0);
    // Nothing of the map's site loads with the page: it would learn the visitor's address.
    expect(asked).toEqual([]);
    await page.getByRole('button', { name: map?.show }).click();
    // Pressed before the page's scripts have hydrated it, the frame stays once they have.
    await waitForHydration(page);
    await expect(frame).toHaveAttribute('src', map?.src ?? '');
    await expect(frame).toBeFocused();
    // The embed's origin answers (a stand-in page, tests/e2e/fixtures.ts): nothing blocked it.
    await expect(frame.contentFrame().locator('body')).toBeAttached();
    asked.length = 0;
  };
  await page.goto('/contact/');
  await shown();
  await page.goto('/');
  await waitForHydration(page);
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: navLabel('/contact'), exact: true })
    .click();
  await expect(page).toHaveURL(/\/contact\/$/);
  await shown();
  expect(cspViolations(watch)).toEqual([]);
  expectClean(watch);
});
