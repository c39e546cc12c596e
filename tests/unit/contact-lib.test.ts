import { contactCopy } from '@/content/contact';
import {
  DRAFT_STORAGE_KEY,
  EMPTY_MESSAGE,
  SENDING_STORAGE_KEY,
  clearDraft,
  createSender,
  isBlank,
  isBot,
  isValidEmail,
  loadDraft,
  markInterrupted,
  messageFields,
  saveDraft,
  toMessage,
  wasInterrupted,
  type ContactBackend,
  type ContactMessage,
  type SendResult,
} from '@/lib/browser/contact';

const { subjects } = contactCopy.form;
const [subject] = subjects;
if (!subject) throw new Error('content/contact.ts offers no subject');

const message: ContactMessage = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+44 20 7946 0000',
  // A subject the form offers (content/contact.ts).
  subject: subject.value,
  message: 'Hello <b>there</b> — 你好 👋',
};

function response(status: number) {
  return { ok: status >= 200 && status < 300, status } as Response;
}

// Settles a pending promise without letting real time pass.
async function settle<T>(promise: Promise<T>, ms: number) {
  let result: T | undefined;
  void promise.then((value) => (result = value));
  await jest.advanceTimersByTimeAsync(ms);
  return result;
}

const JSON_BACKEND: ContactBackend = { kind: 'json', endpoint: 'https://forms.example.com/f/abc' };
const FORM_BACKEND: ContactBackend = {
  kind: 'form',
  endpoint: 'https://forms.example.com/f/abc',
  hiddenFields: [['apiKey', 'k+1 &=']],
};
const NETLIFY_BACKEND: ContactBackend = { kind: 'netlify', endpoint: '/contact/' };

// The browser's own verdicts are checked against this rule in tests/e2e/contact-validation.spec.ts.
describe('isValidEmail', () => {
  it.each(['ada@example.com', ' a.b+c@sub.example.co.uk ', 'a@xn--exmple-cua.de', "o'neil@x.io"])(
    'accepts %p',
    (v) => expect(isValidEmail(v)).toBe(true),
  );
  it.each([
    '',
    'ada',
    'ada@',
    '@example.com',
    'ada@example',
    'a da@example.com',
    'a@b@c.d',
    // Outside the HTML standard's grammar, which type="email" applies: Unicode before the @, and a
    // domain that is not yet in its ASCII form (the browser converts what is typed).
    'ü@exämple.de',
    'a@b..c',
    '<a>@b.co',
    'a@-b.co',
    'a@.b.co',
    'a@b.co.',
  ])('rejects %p', (v) => expect(isValidEmail(v)).toBe(false));
});

describe('isBlank', () => {
  it.each([
    '',
    '   ',
    '\t\n',
    '\u200b\u200c\u200d\u2060\ufeff',
    '\u00a0\u3000',
    '\u200e\u200f\u202e',
    '\u3164\u2800',
  ])('finds nothing to read in %j', (v) => expect(isBlank(v)).toBe(true));
  it.each(['a', ' a ', '\u200bé', '👋', 'مرحبا', '\u200f1'])('reads %j', (v) =>
    expect(isBlank(v)).toBe(false),
  );
});

describe('honeypot', () => {
  it('flags a filled trap and never puts it in the message', () => {
    expect(isBot({ value: 'http://spam' })).toBe(true);
    expect(isBot({ value: '' })).toBe(false);
    expect(isBot(null)).toBe(false);
    expect(toMessage({ ...message, _gotcha: 'http://spam' } as ContactMessage)).toEqual(message);
  });
});

describe('messageFields', () => {
  it("lists the message in the form's order, then the fixed fields", () => {
    expect(messageFields(message, FORM_BACKEND)).toEqual([
      ['name', message.name],
      ['email', message.email],
      ['phone', message.phone],
      ['subject', message.subject],
      ['message', message.message],
      ['apiKey', 'k+1 &='],
    ]);
  });

  it('names the form first for Netlify', () => {
    expect(messageFields(message, NETLIFY_BACKEND)[0]).toEqual(['form-name', 'contact']);
  });
});

describe('createSender', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('simulates by default: resolves after 1000 ms and fetches nothing', async () => {
    const fetch = jest.fn();
    const send = createSender({ fetch });
    let result: SendResult | undefined;
    void send(message).then((value) => (result = value));
    await jest.advanceTimersByTimeAsync(999);
    expect(result).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    expect(result).toEqual({ ok: true });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('POSTs the fields as JSON to the endpoint', async () => {
    const fetch = jest.fn().mockResolvedValue(response(200));
    const send = createSender({ backend: JSON_BACKEND, fetch });
    expect(await settle(send(message), 0)).toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('https://forms.example.com/f/abc');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({
      Accept: 'application/json',
      'Content-Type': 'application/json',
    });
    expect(JSON.parse(init.body as string)).toEqual(message);
    expect(init.signal).toBeInstanceOf(AbortSignal);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('POSTs the fields form-encoded, a request that needs no preflight', async () => {
    const fetch = jest.fn().mockResolvedValue(response(200));
    const send = createSender({ backend: FORM_BACKEND, fetch });
    expect(await settle(send(message), 0)).toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('https://forms.example.com/f/abc');
    expect(init.method).toBe('POST');
    // The browser adds application/x-www-form-urlencoded;charset=UTF-8 for a URLSearchParams body.
    expect(init.headers).toEqual({ Accept: 'application/json' });
    expect(init.body).toBeInstanceOf(URLSearchParams);
    expect(String(init.body)).toBe(
      'name=Ada+Lovelace&email=ada%40example.com&phone=%2B44+20+7946+0000' +
        `&${new URLSearchParams({ subject: message.subject })}` +
        '&message=Hello+%3Cb%3Ethere%3C%2Fb%3E+%E2%80%94+%E4%BD%A0%E5%A5%BD+%F0%9F%91%8B' +
        '&apiKey=k%2B1+%26%3D',
    );
  });

  it('POSTs to the page itself for Netlify, naming the form', async () => {
    const fetch = jest.fn().mockResolvedValue(response(200));
    const send = createSender({ backend: NETLIFY_BACKEND, fetch });
    expect(await settle(send(message), 0)).toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/contact/');
    expect(String(init.body)).toMatch(/^form-name=contact&name=Ada\+Lovelace&/);
  });

  it('reports a non-2xx answer', async () => {
    const fetch = jest.fn().mockResolvedValue(response(500));
    const send = createSender({ backend: JSON_BACKEND, fetch });
    expect(await settle(send(message), 0)).toEqual({ ok: false, reason: 'http' });
  });

  it('reports a network error', async () => {
    const fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const send = createSender({ backend: FORM_BACKEND, fetch });
    expect(await settle(send(message), 0)).toEqual({ ok: false, reason: 'network' });
  });

  it('aborts after the timeout', async () => {
    const fetch = jest.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError'))),
        ),
    );
    const send = createSender({ backend: JSON_BACKEND, fetch, timeoutMs: 500 });
    const pending = send(message);
    expect(await settle(pending, 499)).toBeUndefined();
    expect(await settle(pending, 1)).toEqual({ ok: false, reason: 'timeout' });
  });
});

describe('draft', () => {
  beforeEach(() => sessionStorage.clear());

  it('round-trips a message through sessionStorage', () => {
    saveDraft(message);
    expect(loadDraft(subjects)).toEqual(message);
    clearDraft();
    expect(loadDraft(subjects)).toBeNull();
  });

  it('keeps no draft for an empty form', () => {
    saveDraft(message);
    saveDraft(toMessage(EMPTY_MESSAGE));
    expect(sessionStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });

  it('never stores the honeypot', () => {
    saveDraft({ ...message, honeypot: 'spam' } as ContactMessage);
    expect(sessionStorage.getItem(DRAFT_STORAGE_KEY)).not.toContain('spam');
  });

  it('ignores broken or foreign data', () => {
    sessionStorage.setItem(DRAFT_STORAGE_KEY, '{not json');
    expect(loadDraft(subjects)).toBeNull();
    sessionStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ name: 42, subject: 'spam' }));
    expect(loadDraft(subjects)).toEqual({
      name: '',
      email: '',
      phone: '',
      subject: '',
      message: '',
    });
  });

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    expect(loadDraft(subjects, broken)).toBeNull();
    expect(() => saveDraft(message, broken)).not.toThrow();
    expect(() => clearDraft(broken)).not.toThrow();
    expect(() => markInterrupted(true, broken)).not.toThrow();
    expect(wasInterrupted(broken)).toBe(false);
  });
});

describe('a send cut short by leaving the page', () => {
  beforeEach(() => sessionStorage.clear());

  it('is told once, on the next load', () => {
    expect(wasInterrupted()).toBe(false);
    markInterrupted();
    expect(sessionStorage.getItem(SENDING_STORAGE_KEY)).not.toBeNull();
    expect(wasInterrupted()).toBe(true);
    expect(wasInterrupted()).toBe(false);
  });

  it('is forgotten once an answer settles the send', () => {
    markInterrupted();
    markInterrupted(false);
    expect(wasInterrupted()).toBe(false);
  });
});
