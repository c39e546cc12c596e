import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { devices, type BrowserContext, type Page } from '@playwright/test';
import { contactCopy } from '@/content/contact';
import type { RoutePath } from '@/content/navigation';
import { notFoundCopy } from '@/content/shared';
import { site } from '@/content/site';
import { ANALYTICS_EVENTS } from '@/lib/browser/analytics';
import { allowedEmbeds } from '@/lib/settings/embeds.mjs';
import { endpointSource, navigationPath } from '@/scripts/build/content-security-policy.mjs';
import { htmlFiles, routeOf } from '@/scripts/build/output.mjs';
import { FONT_STORAGE_KEY } from '@/lib/browser/inline-scripts/repeat-visit-font.mjs';
import { COUNTED_HOST, VARIANTS, VENDOR_ORIGINS, type Variant } from '@/tests/harness/variants.mjs';
import { languagePrefixOf } from './built-site';
import { fill, form } from './contact-page';
import { navLabel } from './content';
import { expect, test, waitForHydration, withSiteFont } from './fixtures';
import { servicesOf } from './services';

// Each analytics build against the stand-in collector of its provider (tests/vendors/server.mjs),
// visited under a host name that is not this machine's (playwright.config.ts maps it to
// 127.0.0.1). Each test's browser has a user agent of its own, by which the collector tells the
// tests apart.

interface Hit {
  vendor: 'plausible' | 'umami' | 'goatcounter';
  query: Record<string, string>;
  body: unknown;
}

/** What a hit counted, in any provider's protocol: a page, or an event and what it concerns. */
type Counted = { view: string } | { event: string; about: string };

function counted(hit: Hit): Counted | undefined {
  const about = (props: Record<string, string> | undefined) => Object.values(props ?? {}).join(' ');
  const path = (url: string) => new URL(url, 'http://any').pathname;
  switch (hit.vendor) {
    case 'plausible': {
      const { n, u, p } = hit.body as { n: string; u: string; p?: Record<string, string> };
      // Plausible's own engagement pings (time on page) are its business, not a view.
      if (n === 'engagement') return undefined;
      return n === 'pageview' ? { view: path(u) } : { event: n, about: about(p) };
    }
    case 'umami': {
      const { payload } = hit.body as {
        payload: { url: string; name?: string; data?: Record<string, string> };
      };
      return payload.name
        ? { event: payload.name, about: about(payload.data) }
        : { view: path(payload.url) };
    }
    case 'goatcounter': {
      const { p = '', t = '', e } = hit.query;
      return e === 'true' ? { event: p, about: t } : { view: path(p) };
    }
  }
}

const BUILDS = [VARIANTS.json, VARIANTS.altcha, VARIANTS.netlify].map((variant) => ({
  variant,
  ...servicesOf(variant),
}));

/** The build's origin under the counted host name. */
function countedOrigin(variant: Variant) {
  const url = new URL(variant.origin);
  url.hostname = COUNTED_HOST;
  return url.origin;
}

/** A browser of its own for the test, named so the collector can tell its hits apart. */
async function visitor(context: BrowserContext, id: string) {
  const page = await context.newPage();
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('CSP violation')) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
    // Plausible's documented switch for tests: its tracker leaves automated browsers uncounted.
    Object.assign(window, { __plausible: true });
  });
  const hits = async (): Promise<Counted[]> => {
    const response = await page.request.get(`${VENDOR_ORIGINS.plausible}/__hits`, {
      params: { agent: id },
    });
    return ((await response.json()) as Hit[]).flatMap((hit) => counted(hit) ?? []);
  };
  const views = async () => (await hits()).flatMap((hit) => ('view' in hit ? [hit.view] : []));
  const events = async () => (await hits()).filter((hit) => 'event' in hit);
  // When each request to a service started, to compare with the page's first paint.
  const serviceRequests: number[] = [];
  page.on('request', (request) => {
    if (Object.values(VENDOR_ORIGINS).includes(new URL(request.url()).origin)) {
      serviceRequests.push(Date.now());
    }
  });
  return { page, violations, views, events, serviceRequests };
}

const test_ = test.extend<{ visitorId: string }>({
  visitorId: async ({}, use, testInfo) => {
    await use(`visit-${testInfo.testId}-${testInfo.repeatEachIndex}-${Date.now()}`);
  },
  userAgent: async ({ visitorId }, use) => {
    await use(`${devices['Desktop Chrome'].userAgent} ${visitorId}`);
  },
});

async function openPage(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
}

for (const { variant, analytics } of BUILDS) {
  test_.describe(`${analytics.provider}`, () => {
    const origin = countedOrigin(variant);

    test_(
      'counts each page once, full loads and client-side navigations alike, after the first paint, storing nothing',
      async ({ context, visitorId }) => {
        const v = await visitor(context, visitorId);
        const { page } = v;
        await openPage(page, `${origin}/`);
        // The tracker's first request leaves after the page has painted.
        const paintedAt = await page.evaluate(
          () =>
            performance.timeOrigin +
            (performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity),
        );
        await expect.poll(() => v.serviceRequests.length).toBeGreaterThan(0);
        expect(v.serviceRequests[0]).toBeGreaterThan(paintedAt);
        const link = (href: RoutePath) =>
          page.getByRole('banner').getByRole('link', { name: navLabel(href), exact: true });
        await link('/about').click();
        await expect(page).toHaveURL(`${origin}/about/`);
        await link('/services').click();
        await expect(page).toHaveURL(`${origin}/services/`);
        await page.goBack();
        await expect(page).toHaveURL(`${origin}/about/`);
        await openPage(page, `${origin}/portfolio/`);
        const expected = ['/', '/about/', '/services/', '/about/', '/portfolio/'];
        await expect.poll(v.views).toEqual(expected);

        // A later event arrives after any late second view would have: still one per page.
        await page.getByRole('contentinfo').getByRole('link', { name: site.email }).click();
        await expect.poll(async () => (await v.events()).length).toBe(1);
        expect(await v.views()).toEqual(expected);

        // Nothing on the device from the service: no cookie, and no storage but the site's own
        // note of the font file it cached (no identifier in it), where its pages have one.
        expect(await context.cookies()).toEqual([]);
        expect(
          await page.evaluate(() => [Object.keys(localStorage), sessionStorage.length]),
        ).toEqual([withSiteFont ? [FONT_STORAGE_KEY] : [], 0]);
        expect(v.violations).toEqual([]);
      },
    );

    test_('reports the 404 with the path asked for', async ({ context, visitorId }) => {
      const v = await visitor(context, visitorId);
      await openPage(v.page, `${origin}/no-such-page/`);
      await expect(v.page.getByRole('heading', { name: notFoundCopy.title })).toBeVisible();
      await expect
        .poll(v.events)
        .toEqual([{ event: ANALYTICS_EVENTS.notFound, about: '/no-such-page/' }]);
      await expect.poll(v.views).toEqual(['/no-such-page/']);
      expect(v.violations).toEqual([]);
    });

    test_('reports clicks on the email, phone and social links', async ({ context, visitorId }) => {
      const v = await visitor(context, visitorId);
      await openPage(v.page, `${origin}/about/`);
      const footer = v.page.getByRole('contentinfo');
      await footer.getByRole('link', { name: site.email }).click();
      await footer.getByRole('link', { name: site.phone }).click();
      const social = site.socials[0];
      if (social) {
        // The social site is not reached: the click is what counts.
        await context.route(social.href, (route) =>
          route.fulfill({ contentType: 'text/html', body: '<title>Elsewhere</title>' }),
        );
        const opened = context.waitForEvent('page');
        await footer.getByRole('link', { name: new RegExp(`^${social.name}\\b`) }).click();
        await (await opened).close();
      }
      const expected = [
        { event: ANALYTICS_EVENTS.email, about: `mailto:${site.email}` },
        { event: ANALYTICS_EVENTS.phone, about: `tel:${site.phoneE164}` },
        ...(social ? [{ event: ANALYTICS_EVENTS.social, about: new URL(social.href).href }] : []),
      ];
      await expect.poll(v.events).toEqual(expect.arrayContaining(expected));
      expect(await v.events()).toHaveLength(expected.length);
      expect(v.violations).toEqual([]);
    });

    test_('reports a sent message', async ({ context, visitorId }) => {
      const v = await visitor(context, visitorId);
      await openPage(v.page, `${origin}/contact/`);
      await fill(v.page, { ...visitorFor(visitorId) });
      await form(v.page).submit.click();
      await expect(v.page.getByText(contactCopy.form.success.title)).toBeVisible();
      await expect
        .poll(v.events)
        .toEqual([{ event: ANALYTICS_EVENTS.contactSent, about: visitorFor(visitorId).subject }]);
      expect(v.violations).toEqual([]);
    });
  });
}

/** A visitor whose address is unique to the test, so the form service keeps it apart. */
function visitorFor(id: string) {
  return {
    name: 'Ada Lovelace',
    email: `${id.replace(/[^\w-]/g, '')}@example.com`,
    phone: '',
    subject: contactCopy.form.subjects[0]?.value ?? '',
    message: 'Counting this one.',
  };
}

test_('with no provider, nothing leaves the site', async ({ context, visitorId }) => {
  const origin = countedOrigin(VARIANTS.site);
  const v = await visitor(context, visitorId);
  const elsewhere: string[] = [];
  v.page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^https?:$/.test(url.protocol) && url.origin !== origin) elsewhere.push(request.url());
  });
  await openPage(v.page, `${origin}/`);
  await v.page
    .getByRole('banner')
    .getByRole('link', { name: navLabel('/about'), exact: true })
    .click();
  await expect(v.page).toHaveURL(`${origin}/about/`);
  await v.page.getByRole('contentinfo').getByRole('link', { name: site.email }).click();
  await openPage(v.page, `${origin}/no-such-page/`);
  expect(elsewhere).toEqual([]);
  expect(
    await v.page.request
      .get(`${VENDOR_ORIGINS.plausible}/__hits`, { params: { agent: visitorId } })
      .then((r) => r.json()),
  ).toEqual([]);
  expect(v.violations).toEqual([]);
});

test('each page’s policy gains exactly its services’ origins, the captcha’s on the contact page only', () => {
  for (const variant of Object.values(VARIANTS)) {
    const { counted: analytics, checked } = servicesOf(variant);
    const env: Record<string, string> = variant.env;
    const endpoint = env.NEXT_PUBLIC_CONTACT_ENDPOINT;
    for (const file of htmlFiles(variant.outDir)) {
      // Each language's pages are a build of their own, with its own routes.
      const page = routeOf(file, join(variant.outDir, languagePrefixOf(file, variant.outDir)));
      const html = readFileSync(file, 'utf8');
      const policy =
        /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? '';
      const sources = (name: string) =>
        policy
          .split('; ')
          .find((d) => d.startsWith(`${name} `))
          ?.split(' ')
          .slice(1) ?? [];
      const captcha = page === '/contact/';
      // What content/embeds.mjs lets the page show comes first, as the policy step writes it.
      const embeds = allowedEmbeds(navigationPath(page));
      const services = (kind: keyof typeof checked) => [
        ...new Set([...analytics[kind], ...(captcha ? checked[kind] : [])]),
      ];
      const where = `${variant.outDir}${page}`;
      expect(
        sources('script-src').filter((s) => s !== "'self'" && !s.startsWith("'sha256-")),
        `${where} script-src`,
      ).toEqual(services('script'));
      expect(sources('connect-src'), `${where} connect-src`).toEqual([
        "'self'",
        ...(endpoint ? [endpointSource(endpoint)] : []),
        ...embeds.connect,
        ...services('connect'),
      ]);
      const frames = [...embeds.frame, ...services('frame')];
      expect(sources('frame-src'), `${where} frame-src`).toEqual(
        frames.length > 0 ? frames : ["'none'"],
      );
      const workers = services('worker');
      expect(sources('worker-src'), `${where} worker-src`).toEqual(
        workers.length > 0 ? workers : ["'none'"],
      );
    }
  }
});
