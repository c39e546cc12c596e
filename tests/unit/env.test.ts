// lib/settings/env.mjs reads the environment once, on import: each case imports it afresh.
function envWith(settings: Record<string, string>) {
  const saved = { ...process.env };
  Object.assign(process.env, settings);
  try {
    let env: typeof import('@/lib/settings/env.mjs') | undefined;
    jest.isolateModules(() => {
      env = jest.requireActual<typeof import('@/lib/settings/env.mjs')>('@/lib/settings/env.mjs');
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

describe('analytics settings', () => {
  it('are off by default', () => {
    expect(envWith({})?.ANALYTICS).toEqual({ provider: 'none' });
  });

  it.each([
    [
      { NEXT_PUBLIC_ANALYTICS_PROVIDER: 'plausible', NEXT_PUBLIC_ANALYTICS_SITE: 'example.com' },
      { provider: 'plausible', endpoint: 'https://plausible.io/api/event', domain: 'example.com' },
    ],
    [
      {
        NEXT_PUBLIC_ANALYTICS_PROVIDER: 'plausible',
        NEXT_PUBLIC_ANALYTICS_URL: 'https://stats.example.org/',
        NEXT_PUBLIC_ANALYTICS_SITE: 'example.com',
      },
      {
        provider: 'plausible',
        endpoint: 'https://stats.example.org/api/event',
        domain: 'example.com',
      },
    ],
    [
      {
        NEXT_PUBLIC_ANALYTICS_PROVIDER: 'umami',
        NEXT_PUBLIC_ANALYTICS_URL: 'https://cloud.umami.is/script.js',
        NEXT_PUBLIC_ANALYTICS_SITE: 'a1b2',
      },
      { provider: 'umami', script: 'https://cloud.umami.is/script.js', websiteId: 'a1b2' },
    ],
    [
      {
        NEXT_PUBLIC_ANALYTICS_PROVIDER: 'goatcounter',
        NEXT_PUBLIC_ANALYTICS_URL: 'https://acme.goatcounter.com/count',
      },
      { provider: 'goatcounter', endpoint: 'https://acme.goatcounter.com/count' },
    ],
  ])('read %j', (settings, analytics) => {
    expect(envWith(settings)?.ANALYTICS).toEqual(analytics);
  });

  it.each([
    [
      { NEXT_PUBLIC_ANALYTICS_PROVIDER: 'matomo' },
      /not one of none, plausible, umami, goatcounter/,
    ],
    [{ NEXT_PUBLIC_ANALYTICS_PROVIDER: 'plausible' }, /plausible needs NEXT_PUBLIC_ANALYTICS_SITE/],
    [
      { NEXT_PUBLIC_ANALYTICS_PROVIDER: 'umami', NEXT_PUBLIC_ANALYTICS_SITE: 'id' },
      /umami needs NEXT_PUBLIC_ANALYTICS_URL/,
    ],
    [
      {
        NEXT_PUBLIC_ANALYTICS_PROVIDER: 'goatcounter',
        NEXT_PUBLIC_ANALYTICS_URL: 'https://acme.goatcounter.com/',
      },
      /its count endpoint/,
    ],
    [
      {
        NEXT_PUBLIC_ANALYTICS_PROVIDER: 'goatcounter',
        NEXT_PUBLIC_ANALYTICS_URL: 'https://acme.goatcounter.com/count',
        NEXT_PUBLIC_ANALYTICS_SITE: 'acme',
      },
      /NEXT_PUBLIC_ANALYTICS_SITE is set, but NEXT_PUBLIC_ANALYTICS_PROVIDER=goatcounter/,
    ],
    [{ NEXT_PUBLIC_ANALYTICS_SITE: 'example.com' }, /provider=none does not use it/i],
  ])('stop the build on %j', (settings, message) => {
    expect(() => envWith(settings)).toThrow(message);
  });
});

describe('captcha settings', () => {
  const json = {
    NEXT_PUBLIC_CONTACT_BACKEND: 'json',
    NEXT_PUBLIC_CONTACT_ENDPOINT: 'https://api.example.com/contact',
  };
  const form = {
    NEXT_PUBLIC_CONTACT_BACKEND: 'form',
    NEXT_PUBLIC_CONTACT_ENDPOINT: 'https://formspree.io/f/abc',
  };

  it('are none by default', () => {
    expect(envWith({})?.CONTACT_CAPTCHA).toEqual({ kind: 'none' });
  });

  it.each([
    [
      {
        ...form,
        NEXT_PUBLIC_CONTACT_CAPTCHA: 'turnstile',
        NEXT_PUBLIC_CONTACT_CAPTCHA_SITE_KEY: 'k',
      },
      {
        kind: 'turnstile',
        siteKey: 'k',
        script: 'https://challenges.cloudflare.com/turnstile/v0/api.js',
      },
    ],
    [
      {
        ...json,
        NEXT_PUBLIC_CONTACT_CAPTCHA: 'hcaptcha',
        NEXT_PUBLIC_CONTACT_CAPTCHA_SITE_KEY: 'k',
        NEXT_PUBLIC_CONTACT_CAPTCHA_SCRIPT: 'https://proxy.example.com/api.js',
      },
      { kind: 'hcaptcha', siteKey: 'k', script: 'https://proxy.example.com/api.js' },
    ],
    [
      {
        ...json,
        NEXT_PUBLIC_CONTACT_CAPTCHA: 'altcha',
        NEXT_PUBLIC_CONTACT_CAPTCHA_CHALLENGE_URL: 'https://api.example.com/challenge',
      },
      { kind: 'altcha', challengeUrl: 'https://api.example.com/challenge' },
    ],
  ])('read %j', (settings, captcha) => {
    expect(envWith(settings)?.CONTACT_CAPTCHA).toEqual(captcha);
  });

  // Each combination that could not stop a bot is refused before anything is built.
  it.each([
    [{ NEXT_PUBLIC_CONTACT_CAPTCHA: 'recaptcha' }, /not one of none, turnstile, hcaptcha, altcha/],
    [
      { NEXT_PUBLIC_CONTACT_CAPTCHA: 'turnstile', NEXT_PUBLIC_CONTACT_CAPTCHA_SITE_KEY: 'k' },
      /cannot work with NEXT_PUBLIC_CONTACT_BACKEND=none: the simulated send verifies nothing/,
    ],
    [
      {
        NEXT_PUBLIC_CONTACT_BACKEND: 'netlify',
        NEXT_PUBLIC_CONTACT_CAPTCHA: 'hcaptcha',
        NEXT_PUBLIC_CONTACT_CAPTCHA_SITE_KEY: 'k',
      },
      /Netlify Forms verifies only its own reCAPTCHA/,
    ],
    [
      {
        ...form,
        NEXT_PUBLIC_CONTACT_CAPTCHA: 'altcha',
        NEXT_PUBLIC_CONTACT_CAPTCHA_CHALLENGE_URL: 'https://api.example.com/challenge',
      },
      /cannot work with NEXT_PUBLIC_CONTACT_BACKEND=form: .*not ALTCHA/,
    ],
    [{ ...form, NEXT_PUBLIC_CONTACT_CAPTCHA: 'turnstile' }, /turnstile needs .*_SITE_KEY/],
    [{ ...json, NEXT_PUBLIC_CONTACT_CAPTCHA: 'altcha' }, /altcha needs .*_CHALLENGE_URL/],
    [
      { ...json, NEXT_PUBLIC_CONTACT_CAPTCHA: 'altcha', NEXT_PUBLIC_CONTACT_CAPTCHA_SITE_KEY: 'k' },
      /_SITE_KEY is set, but NEXT_PUBLIC_CONTACT_CAPTCHA=altcha does not use it/,
    ],
    [
      { ...json, NEXT_PUBLIC_CONTACT_CAPTCHA_SCRIPT: 'https://proxy.example.com/api.js' },
      /_SCRIPT is set, but NEXT_PUBLIC_CONTACT_CAPTCHA=none does not use it/,
    ],
  ])('stop the build on %j', (settings, message) => {
    expect(() => envWith(settings)).toThrow(message);
  });
});

describe('search setting', () => {
  it('is off unless set, and on when it says on', () => {
    expect(envWith({})?.SEARCH).toBe(false);
    expect(envWith({ NEXT_PUBLIC_SEARCH: 'off' })?.SEARCH).toBe(false);
    expect(envWith({ NEXT_PUBLIC_SEARCH: 'on' })?.SEARCH).toBe(true);
  });

  it.each(['yes', 'true', 'ON'])('stops the build on %j', (value) => {
    expect(() => envWith({ NEXT_PUBLIC_SEARCH: value })).toThrow(
      `NEXT_PUBLIC_SEARCH must be on or off, not "${value}"`,
    );
  });
});
