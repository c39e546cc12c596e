// lib/env.mjs reads the environment once, on import: each case imports it afresh.
function envWith(settings: Record<string, string>) {
  const saved = { ...process.env };
  Object.assign(process.env, settings);
  try {
    let env: typeof import('@/lib/env.mjs') | undefined;
    jest.isolateModules(() => {
      env = jest.requireActual<typeof import('@/lib/env.mjs')>('@/lib/env.mjs');
    });
    return env;
  } finally {
    process.env = saved;
  }
}

describe('contact form settings', () => {
  it('default to the simulated send and Formspree’s honeypot name', () => {
    const env = envWith({});
    expect(env?.CONTACT_BACKEND).toBe('none');
    expect(env?.CONTACT_ENDPOINT).toBeUndefined();
    expect(env?.CONTACT_HONEYPOT).toBe('_gotcha');
    expect(env?.CONTACT_HIDDEN_FIELDS).toEqual([]);
  });

  it('read a backend, its endpoint, the honeypot and the fixed fields', () => {
    const env = envWith({
      NEXT_PUBLIC_CONTACT_BACKEND: 'form',
      NEXT_PUBLIC_CONTACT_ENDPOINT: 'https://api.staticforms.xyz/submit',
      NEXT_PUBLIC_CONTACT_HONEYPOT: 'honeypot',
      NEXT_PUBLIC_CONTACT_HIDDEN_FIELDS: 'apiKey=k%2B1&redirectTo=https://example.com/thanks/',
    });
    expect(env?.CONTACT_BACKEND).toBe('form');
    expect(env?.CONTACT_HONEYPOT).toBe('honeypot');
    expect(env?.CONTACT_HIDDEN_FIELDS).toEqual([
      ['apiKey', 'k+1'],
      ['redirectTo', 'https://example.com/thanks/'],
    ]);
  });

  it.each([
    [{ NEXT_PUBLIC_CONTACT_BACKEND: 'mailto' }, /not one of none, json, form, netlify/],
    [{ NEXT_PUBLIC_CONTACT_BACKEND: 'form' }, /needs NEXT_PUBLIC_CONTACT_ENDPOINT/],
    [{ NEXT_PUBLIC_CONTACT_ENDPOINT: 'https://formspree.io/f/x' }, /must be form or json/],
    [
      { NEXT_PUBLIC_CONTACT_BACKEND: 'netlify', NEXT_PUBLIC_CONTACT_ENDPOINT: 'https://x.io/' },
      /must be form or json/,
    ],
    [
      { NEXT_PUBLIC_CONTACT_BACKEND: 'json', NEXT_PUBLIC_CONTACT_ENDPOINT: 'mailto:a@b.co' },
      /must be an absolute http\(s\) URL/,
    ],
    [{ NEXT_PUBLIC_CONTACT_HONEYPOT: 'a b' }, /not a usable field name/],
    [{ NEXT_PUBLIC_CONTACT_HIDDEN_FIELDS: '=x' }, /not a usable field name/],
  ])('stop the build on %j', (settings, message) => {
    expect(() => envWith(settings)).toThrow(message);
  });
});

describe('.env.example', () => {
  it('lists every setting lib/env.mjs reads, each under a comment', () => {
    const { readFileSync } = jest.requireActual<typeof import('node:fs')>('node:fs');
    const read = (file: string) => readFileSync(`${__dirname}/../../${file}`, 'utf8');
    const settings = new Set(read('lib/env.mjs').match(/(?<=process\.env\.)[A-Z_]+/g));
    expect(settings.size).toBeGreaterThan(0);
    const example = read('.env.example');
    for (const setting of settings) {
      expect(example).toMatch(new RegExp(`#[^\\n]*\\n(?:#[^\\n]*\\n)*${setting}=`));
    }
  });
});
