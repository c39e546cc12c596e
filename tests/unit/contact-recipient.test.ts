// The build reads who receives the contact form's messages as lib/settings/env.mjs reads the
// settings, then lib/server/contact-recipient.mjs names them; each case imports both afresh with
// its settings.
function recipientWith(settings: Record<string, string>) {
  const saved = { ...process.env };
  Object.assign(process.env, settings);
  try {
    let recipient: unknown;
    jest.isolateModules(() => {
      recipient = jest.requireActual<typeof import('@/lib/server/contact-recipient.mjs')>(
        '@/lib/server/contact-recipient.mjs',
      ).CONTACT_RECIPIENT;
    });
    return recipient;
  } finally {
    process.env = saved;
  }
}

describe('who receives the messages', () => {
  const form = (endpoint: string, service?: string) => ({
    NEXT_PUBLIC_CONTACT_BACKEND: 'form',
    NEXT_PUBLIC_CONTACT_ENDPOINT: endpoint,
    ...(service && { NEXT_PUBLIC_CONTACT_SERVICE: service }),
  });

  it.each([
    [{}, { kind: 'none' }],
    [{ NEXT_PUBLIC_CONTACT_BACKEND: 'netlify' }, { kind: 'netlify' }],
    [form('https://formspree.io/f/abc'), { kind: 'service', service: 'formspree' }],
    [form('https://getform.io/f/abc'), { kind: 'service', service: 'getform' }],
    [form('https://usebasin.com/f/abc'), { kind: 'service', service: 'basin' }],
    [form('https://formsubmit.co/ajax/abc'), { kind: 'service', service: 'formsubmit' }],
    [form('https://api.staticforms.xyz/submit'), { kind: 'service', service: 'staticforms' }],
    // A service behind an address of one's own (a proxy), and an endpoint of one's own.
    [form('https://www.example.com/api/contact', 'basin'), { kind: 'service', service: 'basin' }],
    [form('https://forms.example.com/contact', 'own'), { kind: 'own', host: 'forms.example.com' }],
    [
      {
        NEXT_PUBLIC_CONTACT_BACKEND: 'json',
        NEXT_PUBLIC_CONTACT_ENDPOINT: 'https://api.example.com/c',
      },
      { kind: 'own', host: 'api.example.com' },
    ],
  ])('read %j', (settings, recipient) => {
    expect(recipientWith(settings)).toEqual(recipient);
  });

  it.each([
    [
      form('https://forms.example.net/f/abc'),
      'privacy notice: NEXT_PUBLIC_CONTACT_ENDPOINT is on forms.example.net, which is none of Formspree, Getform, Basin, FormSubmit, Staticforms: set NEXT_PUBLIC_CONTACT_SERVICE to the service behind it (formspree, getform, basin, formsubmit, staticforms) or to own for an endpoint of your own',
    ],
    [
      form('https://formspree.io/f/abc', 'getform'),
      "NEXT_PUBLIC_CONTACT_SERVICE=getform, but NEXT_PUBLIC_CONTACT_ENDPOINT is formspree's (formspree.io)",
    ],
    [
      form('https://formspree.io/f/abc', 'mailchimp'),
      /NEXT_PUBLIC_CONTACT_SERVICE=mailchimp is not one of/,
    ],
    [
      { NEXT_PUBLIC_CONTACT_SERVICE: 'formspree' },
      'NEXT_PUBLIC_CONTACT_SERVICE is set, but NEXT_PUBLIC_CONTACT_BACKEND=none does not use it',
    ],
  ])('stop the build on %j', (settings, message) => {
    expect(() => recipientWith(settings)).toThrow(message);
  });
});
