import { PHASE_DEVELOPMENT_SERVER } from 'next/constants.js';
import { mainNavigation } from '@/content/navigation';
import { allowedEmbeds } from '@/lib/settings/embeds.mjs';
import { analyticsSources, captchaSources } from '@/lib/settings/third-parties.mjs';
import { CAPTCHA_VENDORS } from '@/lib/settings/vendors.mjs';
import { CONTACT_BACKEND, CONTACT_ENDPOINT } from '@/lib/settings/env.mjs';
import {
  buildPolicy,
  devPolicyHeaders,
  endpointSource,
} from '@/scripts/build/content-security-policy.mjs';
import { SEARCH_PATH } from '@/lib/settings/search.mjs';

const ENDPOINT = 'https://formspree.io/f/abc?x=1';

function directives(policy: string) {
  return Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  ) as Record<string, string[]>;
}

describe('the contact backend in the policy', () => {
  it.each([
    ['none', undefined, ["'self'"], ["'self'"]],
    ['json', ENDPOINT, ["'self'", 'https://formspree.io/f/abc'], ["'self'"]],
    [
      'form',
      ENDPOINT,
      ["'self'", 'https://formspree.io/f/abc'],
      ["'self'", 'https://formspree.io/f/abc'],
    ],
    ['netlify', undefined, ["'self'"], ["'self'"]],
  ] as const)(
    '%s: connect-src and form-action allow exactly what it uses',
    (kind, endpoint, connect, post) => {
      const policy = directives(buildPolicy({ scriptHashes: [], backend: { kind, endpoint } }));
      expect(policy['connect-src']).toEqual(connect);
      expect(policy['form-action']).toEqual(post);
    },
  );

  it('names one endpoint, never its whole origin, and keeps the policy parseable', () => {
    expect(endpointSource('https://forms.example.com/f/a;b,c?key=1#x')).toBe(
      'https://forms.example.com/f/a%3Bb%2Cc',
    );
  });
});

describe('the policy next dev sends', () => {
  // Next applies every matching rule in order, a later value of one header replacing an earlier.
  function devPolicy(
    rules: { source: string; headers: { key: string; value: string }[] }[],
    path: string,
  ) {
    const matching = rules.filter(({ source }) => source === '/:path*' || source === path);
    return matching.at(-1)?.headers.find(({ key }) => key === 'Content-Security-Policy')?.value;
  }

  it.each(mainNavigation.map(({ href }) => href))(
    '%s: the build policy of the page, embeds and backend included, with only the dev scripts added',
    async (href) => {
      const config = (await import('@/next.config.mjs')).default(PHASE_DEVELOPMENT_SERVER);
      const rules = (await config.headers?.()) ?? [];
      const build = directives(
        buildPolicy({
          scriptHashes: [],
          backend: { kind: CONTACT_BACKEND, endpoint: CONTACT_ENDPOINT },
          embeds: allowedEmbeds(href),
        }),
      );
      for (const path of href === '/' ? ['/'] : [href, `${href}/`]) {
        const dev = directives(devPolicy(rules, path) ?? '');
        expect({ ...dev, 'script-src': [] }).toEqual({ ...build, 'script-src': [] });
      }
    },
  );

  it("the search page's, its worker included, where search is on", () => {
    const backend = { kind: CONTACT_BACKEND, endpoint: CONTACT_ENDPOINT };
    const rules = devPolicyHeaders(backend, { search: true });
    const build = directives(
      buildPolicy({ scriptHashes: [], backend, embeds: allowedEmbeds(SEARCH_PATH), search: true }),
    );
    for (const path of [SEARCH_PATH, `${SEARCH_PATH}/`]) {
      const dev = directives(devPolicy(rules, path) ?? '');
      expect({ ...dev, 'script-src': [] }).toEqual({ ...build, 'script-src': [] });
    }
  });
});

const nothing = { script: [], connect: [], frame: [], style: [], worker: [] };

describe('the analytics service in the policy', () => {
  it.each([
    [{ provider: 'none' }, nothing],
    [
      { provider: 'plausible', endpoint: 'https://stats.example.org/api/event', domain: 'x' },
      { ...nothing, connect: ['https://stats.example.org'] },
    ],
    [
      { provider: 'umami', script: 'https://cloud.umami.is/script.js', websiteId: 'id' },
      { ...nothing, script: ['https://cloud.umami.is'], connect: ['https://cloud.umami.is'] },
    ],
    [
      { provider: 'goatcounter', endpoint: 'https://acme.goatcounter.com/count' },
      { ...nothing, connect: ['https://acme.goatcounter.com'] },
    ],
  ] as const)('%j adds exactly its origins', (settings, sources) => {
    expect(analyticsSources(settings)).toEqual(sources);
  });
});

describe('the captcha in the policy', () => {
  it.each([
    [{ kind: 'none' }, nothing],
    [
      { kind: 'turnstile', siteKey: 'k', script: CAPTCHA_VENDORS.turnstile.script },
      {
        ...nothing,
        script: ['https://challenges.cloudflare.com'],
        frame: ['https://challenges.cloudflare.com'],
      },
    ],
    [
      { kind: 'hcaptcha', siteKey: 'k', script: CAPTCHA_VENDORS.hcaptcha.script },
      {
        script: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
        connect: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
        frame: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
        style: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
        worker: [],
      },
    ],
    [
      { kind: 'turnstile', siteKey: 'k', script: 'https://captcha.example.net/api.js' },
      {
        ...nothing,
        script: ['https://captcha.example.net'],
        frame: ['https://captcha.example.net'],
      },
    ],
    [
      { kind: 'altcha', challengeUrl: 'https://api.example.com/altcha/challenge' },
      { ...nothing, connect: ['https://api.example.com'], worker: ["'self'"] },
    ],
  ] as const)('%j adds exactly its origins', (settings, sources) => {
    expect(captchaSources(settings)).toEqual(sources);
  });

  it('lands in the directives each origin needs, and nowhere else', () => {
    const policy = directives(
      buildPolicy({
        scriptHashes: ["'sha256-x'"],
        backend: { kind: 'none' },
        services: {
          script: ['https://s.example'],
          connect: ['https://c.example'],
          frame: ['https://f.example'],
          style: ['https://y.example'],
          worker: ["'self'"],
        },
      }),
    );
    expect(policy['script-src']).toEqual(["'self'", "'sha256-x'", 'https://s.example']);
    expect(policy['connect-src']).toEqual(["'self'", 'https://c.example']);
    expect(policy['frame-src']).toEqual(['https://f.example']);
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'", 'https://y.example']);
    expect(policy['worker-src']).toEqual(["'self'"]);
    expect(policy['img-src']).toEqual(["'self'", 'data:']);
  });

  it('leaves frames and workers closed without services', () => {
    const policy = directives(buildPolicy({ scriptHashes: [], backend: { kind: 'none' } }));
    expect(policy['frame-src']).toEqual(["'none'"]);
    expect(policy['worker-src']).toEqual(["'none'"]);
  });
});
