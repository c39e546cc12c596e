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
