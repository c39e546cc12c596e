import { contactCopy } from '@/content/contact';
import {
  DRAFT_STORAGE_KEY,
  EMPTY_FORM_VALUES,
  HONEYPOT_FIELD,
  clearDraft,
  createSender,
  isBot,
  isValidEmail,
  loadDraft,
  saveDraft,
  toMessage,
  type ContactMessage,
  type SendResult,
} from '@/lib/contact';

const { subjects } = contactCopy.form;

const message: ContactMessage = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+44 20 7946 0000',
  subject: 'project',
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

describe('isValidEmail', () => {
  it.each(['ada@example.com', ' a.b+c@sub.example.co.uk ', 'ü@exämple.de'])('accepts %p', (v) =>
    expect(isValidEmail(v)).toBe(true),
  );
  it.each(['', 'ada', 'ada@', '@example.com', 'ada@example', 'a da@example.com', 'a@b@c.d'])(
    'rejects %p',
    (v) => expect(isValidEmail(v)).toBe(false),
  );
});

describe('honeypot', () => {
  it('flags a filled trap and never puts it in the message', () => {
    const values = { ...EMPTY_FORM_VALUES, ...message, [HONEYPOT_FIELD]: 'http://spam' };
    expect(isBot(values)).toBe(true);
    expect(isBot({ ...values, [HONEYPOT_FIELD]: '' })).toBe(false);
    expect(toMessage(values)).toEqual(message);
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
    const send = createSender({ endpoint: 'https://forms.example.com/f/abc', fetch });
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

  it('reports a non-2xx answer', async () => {
    const fetch = jest.fn().mockResolvedValue(response(500));
    const send = createSender({ endpoint: 'https://forms.example.com/f/abc', fetch });
    expect(await settle(send(message), 0)).toEqual({ ok: false, reason: 'http' });
  });

  it('reports a network error', async () => {
    const fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const send = createSender({ endpoint: 'https://forms.example.com/f/abc', fetch });
    expect(await settle(send(message), 0)).toEqual({ ok: false, reason: 'network' });
  });

  it('aborts after the timeout', async () => {
    const fetch = jest.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError'))),
        ),
    );
    const send = createSender({
      endpoint: 'https://forms.example.com/f/abc',
      fetch,
      timeoutMs: 500,
    });
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
    saveDraft(toMessage(EMPTY_FORM_VALUES));
    expect(sessionStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });

  it('never stores the honeypot', () => {
    saveDraft({ ...message, [HONEYPOT_FIELD]: 'spam' } as ContactMessage);
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
  });
});
