import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { contactCopy } from '@/content/contact';
import { LANGUAGE_FIELD, SEND_TIMEOUT_MS } from '@/lib/browser/contact';
import { DEFAULT_CONTACT_HONEYPOT } from '@/lib/settings/env.mjs';
import { DEFAULT_LANGUAGE, OTHER_LANGUAGES } from '@/lib/content/languages.mjs';
import { endpointSource } from '@/scripts/build/content-security-policy.mjs';
import { BACKEND_ORIGIN, TEST_PORTS, VARIANTS } from '@/tests/harness/variants.mjs';
import { form, fill, openHydrated, type Visitor } from './contact-page';
import { receivedFrom, theMessage, type Received } from './form-service';
import { servicesOf } from './services';
import { subjectAt } from './content';
import { cspViolations, expect, expectClean, test, type PageWatch } from './fixtures';

// The contact form against each backend build, sending to tests/contact-backend/server.mjs: a real
// HTTP server at another origin (Netlify Forms: the site itself), which records what it received
// and answers as each test asks, keyed by the visitor's email address.

const copy = contactCopy.form;

type Answer = 'ok' | 'client-error' | 'server-error' | 'hang' | 'no-cors';

// A multilingual site's messages name their language: these builds are the default language's.
const languageField: [string, string][] =
  OTHER_LANGUAGES.length > 0 ? [[LANGUAGE_FIELD, DEFAULT_LANGUAGE.locale]] : [];

const BACKENDS = [
  {
    kind: 'json',
    variant: VARIANTS.json,
    endpoint: VARIANTS.json.env.NEXT_PUBLIC_CONTACT_ENDPOINT,
    hiddenFields: languageField,
  },
  {
    kind: 'form',
    variant: VARIANTS.basepath,
    endpoint: VARIANTS.basepath.env.NEXT_PUBLIC_CONTACT_ENDPOINT,
    hiddenFields: [
      ...new URLSearchParams(VARIANTS.basepath.env.NEXT_PUBLIC_CONTACT_HIDDEN_FIELDS),
      ...languageField,
    ],
  },
  {
    kind: 'netlify',
    variant: VARIANTS.netlify,
    endpoint: `${VARIANTS.netlify.origin}/contact/`,
    hiddenFields: languageField,
  },
] as const;

type Backend = (typeof BACKENDS)[number];

const contactPath = (backend: Backend) => `${backend.variant.basePath}/contact/`;

// What tends to get lost on the way: +, &, %, =, quotes, line breaks, accents, €, emoji,
// right-to-left text and marks, and HTML.
const TRICKY =
  'Budget: 5 000 € + 20 % VAT = 6 000 €? A & B; "quotes" & \'single\' 100%\n' +
  '<script>alert(1)</script><img src=x onerror=alert(2)> ü ß 你好 👩‍💻 \u200fשלום\u200e!\n';

/** A message of exactly `length` UTF-16 units, the tricky line over and over, no half emoji. */
function longMessage(length: number) {
  const text = TRICKY.repeat(Math.ceil(length / TRICKY.length)).slice(0, length);
  return /[\uD800-\uDBFF]$/.test(text) ? `${text.slice(0, -1)}.` : text;
}

/**
 * From this length the message is set in one piece, as the field's own value, and React hears it
 * as an input: typed through Chromium's editor, 100 000 characters of these lines cost 10 to 20 s
 * of the editor's own work, a plain <textarea>'s too, which is not what these tests are about.
 */
const LONG_MESSAGE = 50_000;

async function setInOnePiece(field: Locator, value: string) {
  await field.evaluate((element: HTMLTextAreaElement, text) => {
    // The prototype's setter: React's own tracker would swallow a change made through the element.
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(
      element,
      text,
    );
    element.dispatchEvent(new Event('input', { bubbles: true }));
  }, value);
}

/** A visitor whose every field is tricky; the address is unique, so the server tells tests apart. */
function visitor(id: string, message = TRICKY): Visitor {
  return {
    name: 'Zoë O’Brien & Søren <b>Ünal</b> \u200fمرحبا',
    email: `zoe+agency.${id}@example.com`,
    phone: '+1 (555) 010-0100 ext. 5%',
    subject: subjectAt(-1),
    message,
  };
}

let serial = 0;
const uniqueId = (testId: string) => `${testId}-${++serial}`;

/** What the service should receive for a send with JavaScript, in the form's order. */
function expectedFields(backend: Backend, v: Visitor): [string, string][] {
  return [
    ...(backend.kind === 'netlify' ? ([['form-name', 'contact']] as [string, string][]) : []),
    ['name', v.name],
    ['email', v.email],
    ['phone', v.phone],
    ['subject', v.subject],
    ['message', v.message],
    ...backend.hiddenFields,
  ];
}

async function answer(request: APIRequestContext, email: string, with_: Answer) {
  const response = await request.post(`${BACKEND_ORIGIN}/__answer`, {
    data: { email, answer: with_ },
  });
  expect(response.status()).toBe(204);
}

/**
 * The fields arrived as sent, and with JavaScript the captcha's token last, in the field its
 * verifier reads (the token itself is checked where it matters, in captcha.spec.ts).
 */
function expectBody(
  backend: Backend,
  message: Received,
  fields: [string, string][],
  { token = true } = {},
) {
  expect(message.method).toBe('POST');
  expect(message.path).toBe(new URL(backend.endpoint).pathname);
  const { tokenField } = servicesOf(backend.variant);
  const sent = tokenField && token ? message.fields.slice(0, -1) : message.fields;
  expect(sent).toEqual(fields);
  if (tokenField && token) {
    expect(message.fields.at(-1)?.[0]).toBe(tokenField);
    expect(message.fields.at(-1)?.[1]).not.toBe('');
  }
  if (backend.kind === 'json') {
    expect(message.headers['content-type']).toBe('application/json');
    expect(message.body).toBe(JSON.stringify(Object.fromEntries(message.fields)));
  } else {
    expect(message.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded\b/);
    expect(message.body).toBe(new URLSearchParams(message.fields).toString());
  }
  // Every byte is UTF-8: decoding lost nothing.
  expect(Buffer.byteLength(message.body, 'utf8')).toBe(message.bytes);
}

/** A failed send may log the failed request; nothing else may go wrong. */
function expectNoErrorsBut(watch: PageWatch) {
  expect(watch.pageErrors, 'page errors').toEqual([]);
  expect(cspViolations(watch), 'CSP violations').toEqual([]);
  expect(watch.foreignRequests, 'requests to an origin not expected').toEqual([]);
}

async function expectKept(page: Page, v: Visitor) {
  const f = form(page);
  await expect(f.name).toHaveValue(v.name);
  await expect(f.email).toHaveValue(v.email);
  await expect(f.phone).toHaveValue(v.phone);
  await expect(f.subject).toHaveValue(v.subject);
  await expect(f.message).toHaveValue(v.message);
  await expect(f.submit).toHaveText(copy.submit);
  await expect(f.submit).toBeEnabled();
}

for (const backend of BACKENDS) {
  test.describe(`${backend.kind} backend`, () => {
    // The form service, and the analytics and captcha stand-ins the build names.
    test.use({
      baseURL: backend.variant.origin,
      reachableOrigins: [BACKEND_ORIGIN, ...servicesOf(backend.variant).origins],
    });
    // The form-encoded backend's site is the basePath build, which nginx serves.
    if (backend.kind === 'form') test.use({ requires: 'nginx' });

    async function send(page: Page, v: Visitor) {
      await openHydrated(page, contactPath(backend));
      if (v.message.length < LONG_MESSAGE) {
        await fill(page, v);
      } else {
        await fill(page, { ...v, message: '' });
        await setInOnePiece(form(page).message, v.message);
      }
      await form(page).submit.click();
    }

    test('the policy lets the page reach exactly its backend', async ({ request }) => {
      const html = await (await request.get(contactPath(backend))).text();
      const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
      const directive = (name: string) =>
        policy
          ?.split('; ')
          .find((d) => d.startsWith(`${name} `))
          ?.split(' ')
          .slice(1);
      const endpoint = endpointSource(backend.endpoint);
      const crossOrigin = backend.kind !== 'netlify';
      const { counted, checked } = servicesOf(backend.variant);
      expect(directive('connect-src')).toEqual([
        "'self'",
        ...(crossOrigin ? [endpoint] : []),
        ...new Set([...counted.connect, ...checked.connect]),
      ]);
      // A browser without JavaScript can post a form, but not JSON.
      expect(directive('form-action')).toEqual(
        backend.kind === 'form' ? ["'self'", endpoint] : ["'self'"],
      );
    });

    // The same encoder serves the Netlify build, so two backends carry the longest case.
    for (const length of backend.kind === 'netlify' ? [10_000] : [10_000, 100_000]) {
      test(`success: the service receives exactly the fields, ${length} characters of UTF-8 intact`, async ({
        page,
        watch,
        request,
      }, testInfo) => {
        const v = visitor(uniqueId(testInfo.testId), longMessage(length));
        await send(page, v);
        await expect(page.getByText(copy.success.title)).toBeVisible();
        await expect(form(page).message).toHaveValue('');
        const message = await theMessage(request, v.email);
        expectBody(backend, message, expectedFields(backend, v));
        expect(message.fields.find(([name]) => name === 'message')?.[1]).toHaveLength(length);
        expect(
          await page
            .locator('main b, main img, main script:not([type="application/ld+json"])')
            .count(),
        ).toBe(0);
        expectClean(watch);

        // JSON always costs a CORS preflight; a form-encoded POST is a simple request and never
        // does, in this test or any other.
        const path = new URL(backend.endpoint).pathname;
        const preflights: { headers: Record<string, string> }[] = await (
          await request.get(`${BACKEND_ORIGIN}/__preflights`, { params: { path } })
        ).json();
        if (backend.kind === 'json') {
          expect(preflights.length).toBeGreaterThan(0);
          expect(preflights[0]?.headers['access-control-request-method']).toBe('POST');
          expect(preflights[0]?.headers['access-control-request-headers']).toBe('content-type');
        } else {
          expect(preflights).toEqual([]);
        }
      });
    }

    // The service answered with an error (nothing was sent), or its answer cannot be read (it may
    // have arrived): either way the visitor keeps every field and is told which.
    for (const { answer: given, title, toast, notToast, crossOriginOnly } of [
      {
        answer: 'client-error',
        title: 'a 4xx answer: not sent, every field kept',
        toast: copy.failure.title,
        notToast: copy.unconfirmed.title,
        crossOriginOnly: false,
      },
      {
        answer: 'server-error',
        title: 'a 5xx answer: not sent, every field kept',
        toast: copy.failure.title,
        notToast: copy.unconfirmed.title,
        crossOriginOnly: false,
      },
      {
        answer: 'no-cors',
        title:
          'an answer without Access-Control-Allow-Origin: it arrived, the visitor is not told it was lost',
        toast: copy.unconfirmed.title,
        notToast: copy.failure.title,
        crossOriginOnly: true,
      },
    ] as const) {
      if (crossOriginOnly && backend.kind === 'netlify') continue;
      test(title, async ({ page, watch, request }, testInfo) => {
        const v = visitor(uniqueId(testInfo.testId));
        await answer(request, v.email, given);
        await send(page, v);
        await expect(page.getByText(toast)).toBeVisible();
        await expect(page.getByText(notToast)).toHaveCount(0);
        await expectKept(page, v);
        expectBody(backend, await theMessage(request, v.email), expectedFields(backend, v));
        expectNoErrorsBut(watch);
      });
    }

    test('a service that is down: could not confirm, every field kept', async ({
      page,
      watch,
    }, testInfo) => {
      const v = visitor(uniqueId(testInfo.testId));
      await openHydrated(page, contactPath(backend));
      // The POST goes to a port where nothing listens (routing it is the only way to point one
      // build elsewhere; no preflight or CORS header matters when the connection is refused).
      const closed = new URL(backend.endpoint);
      closed.port = String(TEST_PORTS.closed);
      await page.route(backend.endpoint, (route) =>
        route.request().method() === 'POST'
          ? route.continue({ url: closed.href })
          : route.continue(),
      );
      await fill(page, v);
      await form(page).submit.click();
      await expect(page.getByText(copy.unconfirmed.title)).toBeVisible();
      await expectKept(page, v);
      expectNoErrorsBut(watch);
    });

    test('a service that never answers: gives up after the timeout, every field kept', async ({
      page,
      watch,
      request,
    }, testInfo) => {
      const v = visitor(uniqueId(testInfo.testId));
      await answer(request, v.email, 'hang');
      await page.clock.install();
      await send(page, v);
      const message = await theMessage(request, v.email);
      await expect(form(page).submit).toHaveText(copy.sending);
      await page.clock.fastForward(SEND_TIMEOUT_MS);
      await expect(page.getByText(copy.unconfirmed.title)).toBeVisible();
      await expectKept(page, v);
      expectBody(backend, message, expectedFields(backend, v));
      expectNoErrorsBut(watch);
    });

    test('no sequence of clicks or Enter presses sends twice', async ({
      page,
      watch,
      request,
    }, testInfo) => {
      const v = visitor(uniqueId(testInfo.testId));
      await answer(request, v.email, 'hang');
      // Counts the POSTs the page starts, at the moment it starts them.
      await page.addInitScript(() => {
        const original = window.fetch;
        const counter = { posts: 0 };
        Object.assign(window, { counter });
        window.fetch = (input, init) => {
          if (init?.method === 'POST') counter.posts += 1;
          return original(input, init);
        };
      });
      await openHydrated(page, contactPath(backend));
      await fill(page, v);
      const f = form(page);
      // Three clicks in one task: the guard is taken before validation starts.
      await f.submit.evaluate((button: HTMLButtonElement) => {
        button.click();
        button.click();
        button.click();
      });
      await expect(f.submit).toHaveText(copy.sending);
      for (const field of [f.name, f.email, f.phone]) await field.press('Enter');
      await f.element.evaluate((element: HTMLFormElement) => element.requestSubmit());
      // Validation settles in microtasks: a task later, any send it allowed has called fetch.
      const posts = await page.evaluate(
        () =>
          new Promise((resolve) =>
            setTimeout(() =>
              resolve((window as unknown as { counter: { posts: number } }).counter.posts),
            ),
          ),
      );
      expect(posts).toBe(1);
      await theMessage(request, v.email);
      expectNoErrorsBut(watch);
    });

    test('a reload while sending does not send again, and says the message may have arrived', async ({
      page,
      watch,
      request,
    }, testInfo) => {
      const v = visitor(uniqueId(testInfo.testId));
      await answer(request, v.email, 'hang');
      await send(page, v);
      await theMessage(request, v.email);
      await page.reload();
      await expect(page.getByText(copy.interrupted.title)).toBeVisible();
      await expectKept(page, v);
      await page.reload();
      await expect(page.locator('form')).toHaveAttribute('novalidate', '');
      await expect(page.getByText(copy.interrupted.title)).toHaveCount(0);
      expect(await receivedFrom(request, v.email)).toHaveLength(1);
      expectNoErrorsBut(watch);
    });

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      if (backend.kind === 'json') {
        test('a JSON endpoint cannot take a form post: the visitor is told before typing', async ({
          page,
        }) => {
          await page.goto(contactPath(backend));
          const f = form(page);
          await expect(f.main.locator('noscript p')).toContainText(copy.noScript);
          await expect(f.message).toBeDisabled();
          await expect(f.submit).toBeDisabled();
        });
        return;
      }

      test('the form validates natively and posts, never in the URL', async ({ page }) => {
        await page.goto(contactPath(backend));
        const f = form(page);
        const element = page.locator('form');
        await expect(element).toHaveAttribute('method', 'post');
        if (backend.kind === 'form') {
          await expect(element).toHaveAttribute('action', backend.endpoint);
        } else {
          await expect(element).not.toHaveAttribute('action');
        }
        await expect(element).not.toHaveAttribute('novalidate');
        await expect(f.name).toHaveAttribute('required', '');
        await expect(f.name).toHaveAttribute('type', 'text');
        await expect(f.email).toHaveAttribute('required', '');
        await expect(f.email).toHaveAttribute('type', 'email');
        await expect(f.phone).toHaveAttribute('type', 'tel');
        await expect(f.phone).not.toHaveAttribute('required');
        await expect(f.subject).toHaveAttribute('required', '');
        await expect(f.message).toHaveAttribute('required', '');
        await expect(page.locator('form :is(input, select, textarea):invalid')).toHaveCount(4);
        // Posted by the browser, the message carries no captcha token: the service decides.
        if (servicesOf(backend.variant).tokenField) {
          await expect(f.main.locator('noscript p')).toContainText(copy.captcha.noScript);
        } else {
          await expect(f.main.locator('noscript p')).toHaveCount(0);
        }
        await expect(f.subject.locator('option:checked')).toHaveText(
          copy.fields.subject.placeholder,
        );
        await f.submit.click();
        await expect(page).toHaveURL(new RegExp(`${contactPath(backend)}$`));

        // Only characters that show make a name.
        await f.name.fill('\u200b \u200f');
        expect(
          await f.name.evaluate((input: HTMLInputElement) => input.validity.patternMismatch),
        ).toBe(true);
      });

      test('the browser posts every field intact, and the service answers', async ({
        page,
        watch,
        request,
      }, testInfo) => {
        const v = visitor(uniqueId(testInfo.testId));
        await page.goto(contactPath(backend));
        await fill(page, v);
        await form(page).submit.click();
        await expect(page).toHaveURL(backend.endpoint);
        await expect(page.getByRole('heading', { name: /Thank you/ })).toBeVisible();

        const message = await theMessage(request, v.email);
        // A browser posts the honeypot (empty) with the fields, and sends a textarea's line breaks
        // as CR LF, as HTML requires.
        const env: Record<string, string> = backend.variant.env;
        const honeypot = env.NEXT_PUBLIC_CONTACT_HONEYPOT ?? DEFAULT_CONTACT_HONEYPOT;
        const sent = expectedFields(backend, { ...v, message: v.message.replace(/\n/g, '\r\n') });
        const fields: [string, string][] = [
          ...sent.slice(0, sent.length - backend.hiddenFields.length),
          [honeypot, ''],
          ...backend.hiddenFields,
        ];
        expectBody(backend, message, fields, { token: false });
        expect(message.headers.accept).toMatch(/^text\/html/);
        expect(cspViolations(watch)).toEqual([]);
      });
    });
  });
}
