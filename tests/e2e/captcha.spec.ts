import type { Page } from '@playwright/test';
import { contactCopy } from '@/content/contact';
import { site } from '@/content/site';
import { BACKEND_ORIGIN, VARIANTS, type Variant } from '@/tests/harness/variants.mjs';
import { expectNoViolations } from './accessibility';
import { fill, form, openHydrated, type Visitor } from './contact-page';
import { subjectAt } from './content';
import { cspViolations, expect, expectClean, test, type PageWatch } from './fixtures';
import { receivedFrom, theMessage } from './form-service';
import { servicesOf } from './services';

// The contact form's captcha in each build that has one: Turnstile and hCaptcha against the
// stand-ins of tests/vendors/server.mjs (their render API, the widget in a frame from another
// origin), ALTCHA against the contact-backend server, which verifies the solution with altcha-lib.

const copy = contactCopy.form;

let serial = 0;
function visitor(testId: string): Visitor {
  return {
    name: 'Grace Hopper',
    email: `grace.${testId}-${++serial}@example.com`,
    phone: '',
    subject: subjectAt(0),
    message: 'A message the spam check has to let through.',
  };
}

/** What the visitor typed is all still there, and they are told how else to reach the agency. */
async function expectKeptWithAddress(page: Page, v: Visitor) {
  const f = form(page);
  await expect(f.name).toHaveValue(v.name);
  await expect(f.email).toHaveValue(v.email);
  await expect(f.message).toHaveValue(v.message);
  await expect(f.submit).toBeEnabled();
  const check = page.getByRole('group', { name: copy.captcha.label });
  await expect(check.getByRole('status')).toContainText(copy.captcha.failed.title);
  await expect(check.getByRole('link', { name: site.email })).toHaveAttribute(
    'href',
    `mailto:${site.email}`,
  );
}

function expectNoErrorsBut(watch: PageWatch) {
  expect(watch.pageErrors, 'page errors').toEqual([]);
  expect(cspViolations(watch), 'CSP violations').toEqual([]);
  expect(watch.foreignRequests, 'requests to an origin not expected').toEqual([]);
}

const contactPath = (variant: Variant) => `${variant.basePath}/contact/`;

const WIDGETS = [
  { variant: VARIANTS.basepath, ...servicesOf(VARIANTS.basepath) },
  { variant: VARIANTS.json, ...servicesOf(VARIANTS.json) },
];

for (const { variant, captcha, tokenField, origins } of WIDGETS) {
  if (captcha.kind !== 'turnstile' && captcha.kind !== 'hcaptcha') continue;
  const vendor = new URL(captcha.script).origin;

  test.describe(`${captcha.kind}`, () => {
    test.use({ baseURL: variant.origin, reachableOrigins: [BACKEND_ORIGIN, ...origins] });
    // The basePath build, which Turnstile rides on, is served by nginx.
    if (variant.basePath) test.use({ requires: 'nginx' });

    /** The widget's frame, from the vendor's origin. */
    const widget = (page: Page) => page.locator(`iframe[src^="${vendor}/"]`);

    async function setMode(page: Page, mode: 'interactive' | 'error') {
      await page.addInitScript((value) => Object.assign(window, { standInCaptcha: value }), mode);
    }

    test('renders in a frame from its origin and sends a token its vendor verifies', async ({
      page,
      watch,
      request,
    }, testInfo) => {
      const v = visitor(testInfo.testId);
      await openHydrated(page, contactPath(variant));
      await expect(widget(page)).toBeVisible();
      await expectNoViolations(page);
      await fill(page, v);
      await form(page).submit.click();
      await expect(page.getByText(copy.success.title)).toBeVisible();
      const message = await theMessage(request, v.email);
      const token = message.fields.find(([name]) => name === tokenField)?.[1] ?? '';
      const verify = await request.get(`${vendor}/__siteverify`, { params: { token } });
      expect(await verify.json()).toEqual({ success: true });
      expectClean(watch);
    });

    test('a check that waits for the visitor: the send waits, a key press in the widget lets it go', async ({
      page,
      watch,
      request,
    }, testInfo) => {
      const v = visitor(testInfo.testId);
      await setMode(page, 'interactive');
      await openHydrated(page, contactPath(variant));
      await fill(page, v);
      await form(page).submit.click();
      await expect(page.getByText(copy.captcha.waiting)).toBeVisible();
      // From the last field, Tab reaches the widget's checkbox.
      await form(page).message.focus();
      await page.keyboard.press('Tab');
      await expect(widget(page).contentFrame().getByRole('checkbox')).toBeFocused();
      await page.keyboard.press('Space');
      await expect(page.getByText(copy.success.title)).toBeVisible();
      expect((await theMessage(request, v.email)).fields.at(-1)?.[0]).toBe(tokenField);
      expectClean(watch);
    });

    for (const { title, prepare } of [
      {
        title: 'a widget that fails: the visitor is told, given the address, and keeps the text',
        prepare: (page: Page) => setMode(page, 'error'),
      },
      {
        title:
          'a script that does not load: the visitor is told, given the address, and keeps the text',
        prepare: (page: Page) => page.route(`${vendor}/**`, (route) => route.abort()),
      },
    ]) {
      test(title, async ({ page, watch, request }, testInfo) => {
        const v = visitor(testInfo.testId);
        await prepare(page);
        await openHydrated(page, contactPath(variant));
        await fill(page, v);
        await form(page).submit.click();
        await expect(page.getByText(copy.captcha.failed.title).first()).toBeVisible();
        await expectKeptWithAddress(page, v);
        expect(await receivedFrom(request, v.email)).toEqual([]);
        expect(watch.pageErrors).toEqual([]);
        expect(cspViolations(watch)).toEqual([]);
      });
    }
  });
}

test.describe('altcha', () => {
  const variant = VARIANTS.altcha;
  const { origins } = servicesOf(variant);
  test.use({ baseURL: variant.origin, reachableOrigins: [BACKEND_ORIGIN, ...origins] });
  const checkbox = (page: Page) =>
    page.getByRole('group', { name: copy.captcha.label }).getByRole('checkbox');

  for (const { ticked, title } of [
    {
      ticked: true,
      title: 'ticked with the keyboard, verified by the endpoint with altcha-lib, sent',
    },
    { ticked: false, title: 'sent without ticking: the form works out the answer first' },
  ]) {
    test(title, async ({ page, watch, request }, testInfo) => {
      const v = visitor(testInfo.testId);
      await openHydrated(page, contactPath(variant));
      if (ticked) {
        await checkbox(page).focus();
        await page.keyboard.press('Space');
        await expect(checkbox(page)).toBeChecked();
        await expectNoViolations(page);
      }
      await fill(page, v);
      await form(page).submit.click();
      await expect(page.getByText(copy.success.title)).toBeVisible();
      expect((await theMessage(request, v.email)).verified).toBe(true);
      expectClean(watch);
    });
  }

  test('an answer the endpoint cannot verify is refused, and the visitor keeps the text', async ({
    page,
    watch,
    request,
  }, testInfo) => {
    const v = visitor(testInfo.testId);
    await openHydrated(page, contactPath(variant));
    // A bot that sends a made-up answer, from the page itself.
    await page.route(variant.env.NEXT_PUBLIC_CONTACT_ENDPOINT, async (route) => {
      const body = route.request().postDataJSON() as Record<string, string> | null;
      if (route.request().method() !== 'POST' || !body) return route.continue();
      const forged = Buffer.from(JSON.stringify({ challenge: {}, solution: {} })).toString(
        'base64',
      );
      await route.continue({ postData: JSON.stringify({ ...body, altcha: forged }) });
    });
    await fill(page, v);
    await form(page).submit.click();
    await expect(page.getByText(copy.failure.title)).toBeVisible();
    await expect(form(page).message).toHaveValue(v.message);
    expect((await theMessage(request, v.email)).verified).toBe(false);
    expectNoErrorsBut(watch);
  });

  test('a challenge endpoint that is down: the visitor is told, given the address, and keeps the text', async ({
    page,
    watch,
    request,
  }, testInfo) => {
    const v = visitor(testInfo.testId);
    await page.route(variant.env.NEXT_PUBLIC_CONTACT_CAPTCHA_CHALLENGE_URL, (route) =>
      route.abort(),
    );
    await openHydrated(page, contactPath(variant));
    await fill(page, v);
    await form(page).submit.click();
    await expectKeptWithAddress(page, v);
    expect(await receivedFrom(request, v.email)).toEqual([]);
    expect(watch.pageErrors).toEqual([]);
  });
});
