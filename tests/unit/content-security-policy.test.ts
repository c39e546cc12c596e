import { PHASE_DEVELOPMENT_SERVER } from 'next/constants.js';
import { mainNavigation } from '@/content/navigation';
import { allowedEmbeds } from '@/lib/embeds.mjs';
import { CONTACT_BACKEND, CONTACT_ENDPOINT } from '@/lib/env.mjs';
import { buildPolicy, endpointSource } from '@/scripts/build/content-security-policy.mjs';

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
});
