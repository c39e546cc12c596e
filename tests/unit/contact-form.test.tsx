import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { ContactForm } from '@/components/contact/contact-form';
import { contactCopy } from '@/content/contact';
import {
  DRAFT_STORAGE_KEY,
  SENDING_STORAGE_KEY,
  SIMULATED_SEND_DELAY_MS,
  type ContactBackend,
} from '@/lib/browser/contact';
import { CAPTCHA_LOAD_TIMEOUT_MS, CAPTCHA_WAIT_MS } from '@/lib/browser/captcha';
import { contactFormGuard } from '@/lib/browser/contact-guard';
import type { Captcha } from '@/lib/settings/env.mjs';
import { phoneLabel, subjectAt, submitName } from '@/tests/e2e/content';

const copy = contactCopy.form;

// The subject the visitor picks, and another one the form offers.
const SUBJECT = subjectAt(0);
const OTHER_SUBJECT = subjectAt(-1);
const EMAIL = 'hello@example.com';
const ENDPOINT = 'https://forms.example.com/f/abc';
const HONEYPOT = '_gotcha';
const NONE: ContactBackend = { kind: 'none' };
const JSON_BACKEND: ContactBackend = { kind: 'json', endpoint: ENDPOINT };
const FORM_BACKEND: ContactBackend = {
  kind: 'form',
  endpoint: ENDPOINT,
  hiddenFields: [['apiKey', 'key']],
};
const NETLIFY_BACKEND: ContactBackend = { kind: 'netlify', endpoint: '/contact/' };

function renderForm(backend: ContactBackend = NONE, captcha: Captcha = { kind: 'none' }) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const view = render(
    <ContactForm
      copy={copy}
      email={EMAIL}
      backend={backend}
      honeypot={HONEYPOT}
      captcha={captcha}
      guard={contactFormGuard()}
      dir="ltr"
    />,
  );
  return { user, ...view };
}

const { fields } = copy;
const field = {
  name: () => screen.getByLabelText(fields.name.label),
  email: () => screen.getByLabelText(fields.email.label),
  phone: () => screen.getByLabelText(phoneLabel),
  subject: () => screen.getByLabelText(fields.subject.label) as HTMLSelectElement,
  message: () => screen.getByLabelText(fields.message.label),
};
const submitButton = () => screen.getByRole('button', { name: submitName });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field.name(), 'Ada Lovelace');
  await user.type(field.email(), 'ada@example.com');
  await user.type(field.phone(), '+44 20 7946 0000');
  await user.selectOptions(field.subject(), SUBJECT);
  await user.type(field.message(), 'We need a new website.');
}

async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

// Validation is asynchronous: let it settle, without letting any time pass. The click is
// dispatched inside act() itself: user-event turns act() off while it runs, and validation can
// finish within that window.
async function submit() {
  await act(async () => {
    fireEvent.click(submitButton());
    await jest.advanceTimersByTimeAsync(0);
  });
}

function mockFetch(impl: jest.Mock) {
  Object.defineProperty(globalThis, 'fetch', { value: impl, configurable: true, writable: true });
  return impl;
}

beforeEach(() => {
  jest.useFakeTimers();
  sessionStorage.clear();
});

// Sonner keeps toasts in module state: settle pending sends and drop their toasts before the next test.
afterEach(async () => {
  await advance(10_000);
  act(() => toast.dismiss());
  await advance(1_000);
  jest.useRealTimers();
  Reflect.deleteProperty(globalThis, 'fetch');
});

describe('ContactForm fields', () => {
  it('keeps native validation attributes for when JavaScript is off', () => {
    renderForm();
    expect(field.name()).toHaveAttribute('type', 'text');
    expect(field.name()).toBeRequired();
    expect(field.name()).toHaveAttribute('autocomplete', 'name');
    expect(field.email()).toHaveAttribute('type', 'email');
    expect(field.email()).toBeRequired();
    expect(field.email()).toHaveAttribute('autocomplete', 'email');
    expect(field.phone()).toHaveAttribute('type', 'tel');
    expect(field.phone()).not.toBeRequired();
    expect(field.phone()).toHaveAttribute('autocomplete', 'tel');
    expect(field.subject()).toBeRequired();
    expect(field.message()).toBeRequired();
  });

  it('offers the placeholder and every subject of content/contact.ts, in order', () => {
    renderForm();
    const options = within(field.subject()).getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((o) => [o.value, o.textContent])).toEqual([
      ['', fields.subject.placeholder],
      ...copy.subjects.map((subject) => [subject.value, subject.label]),
    ]);
    expect(field.subject().value).toBe('');
  });

  it('posts itself, never in the URL, only where the backend takes a form post', () => {
    const formOf = (backend: ContactBackend) => {
      const { container, unmount } = renderForm(backend);
      const form = container.querySelector('form');
      expect(form).toHaveAttribute('method', 'post');
      expect(form).not.toHaveAttribute('enctype');
      const hidden = [...container.querySelectorAll<HTMLInputElement>('input[type="hidden"]')];
      const result = { form, hidden: hidden.map((input) => [input.name, input.value]) };
      unmount();
      return result;
    };
    // The simulated send and a JSON endpoint cannot take a post: the form has nowhere to go.
    expect(formOf(NONE).form).not.toHaveAttribute('action');
    expect(formOf(JSON_BACKEND).form).not.toHaveAttribute('action');

    const form = formOf(FORM_BACKEND);
    expect(form.form).toHaveAttribute('action', ENDPOINT);
    expect(form.hidden).toEqual([['apiKey', 'key']]);

    // Netlify Forms finds the form in the static HTML by these attributes and takes the post at
    // the page's own address.
    const netlify = formOf(NETLIFY_BACKEND);
    expect(netlify.form).not.toHaveAttribute('action');
    expect(netlify.form).toHaveAttribute('name', 'contact');
    expect(netlify.form).toHaveAttribute('data-netlify', 'true');
    expect(netlify.form).toHaveAttribute('netlify-honeypot', HONEYPOT);
    expect(netlify.hidden).toEqual([['form-name', 'contact']]);
  });

  it('checks the email and the name natively with the same rules as the script', () => {
    renderForm();
    const email = field.email() as HTMLInputElement;
    const name = field.name() as HTMLInputElement;
    for (const [value, valid] of [
      ['ada@example.com', true],
      ['ada@example', false],
      ['a@b..c', false],
    ] as const) {
      email.value = value;
      expect([value, email.validity.patternMismatch]).toEqual([value, !valid]);
    }
    name.value = '\u200b \u200b';
    expect(name.validity.patternMismatch).toBe(true);
    name.value = 'Zoë';
    expect(name.validity.patternMismatch).toBe(false);
  });

  it('groups every field under a name of its own', () => {
    renderForm();
    const group = screen.getByRole('group', { name: copy.legend });
    for (const { label } of Object.values(fields)) {
      expect(within(group).getByLabelText(label, { exact: false })).toBeInTheDocument();
    }
  });

  it('hides the honeypot from people and keyboards', () => {
    const { container } = renderForm();
    const trap = container.querySelector(`input[name="${HONEYPOT}"]`);
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});

describe('ContactForm validation', () => {
  it('sends nothing, explains every invalid field and focuses the first one', async () => {
    const fetch = mockFetch(jest.fn());
    renderForm(JSON_BACKEND);
    await submit();

    const expected = [
      [field.name(), copy.errors.nameRequired],
      [field.email(), copy.errors.emailRequired],
      [field.subject(), copy.errors.subjectRequired],
      [field.message(), copy.errors.messageRequired],
    ] as const;
    for (const [input, text] of expected) {
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(text);
    }
    expect(field.phone()).not.toHaveAttribute('aria-invalid');
    expect(field.name()).toHaveFocus();
    expect(submitButton()).toHaveTextContent(copy.submit);
    await advance(SIMULATED_SEND_DELAY_MS * 2);
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.queryByText(copy.success.title)).not.toBeInTheDocument();
  });

  // On a busy phone the browser runs the keystrokes before a pending timer: a second focus pass
  // after the first field became valid moved the rest of the typing into the next invalid field.
  it('keeps focus where the visitor types once the first invalid field is focused', async () => {
    renderForm();
    await act(async () => {
      fireEvent.click(submitButton());
      // Validation settles, and no timer runs.
      for (let i = 0; i < 20; i++) await Promise.resolve();
    });
    expect(field.name()).toHaveFocus();
    await act(async () => {
      fireEvent.change(field.name(), { target: { value: 'Ad' } });
      for (let i = 0; i < 20; i++) await Promise.resolve();
    });
    expect(field.name()).not.toHaveAttribute('aria-invalid');
    await advance(0);
    expect(field.name()).toHaveFocus();
    expect(field.email()).toHaveValue('');
  });

  it('treats whitespace as empty', async () => {
    const { user } = renderForm();
    await fillValid(user);
    await user.clear(field.name());
    await user.type(field.name(), '   ');
    await submit();
    expect(field.name()).toHaveAccessibleDescription(copy.errors.nameRequired);
    expect(field.name()).toHaveFocus();
  });

  it('gives a malformed email its own message and focuses it', async () => {
    const { user } = renderForm();
    await fillValid(user);
    await user.clear(field.email());
    await user.type(field.email(), 'ada@example');
    await submit();
    expect(field.email()).toHaveAttribute('aria-invalid', 'true');
    expect(field.email()).toHaveAccessibleDescription(copy.errors.emailInvalid);
    expect(field.email()).toHaveFocus();
    expect(field.name()).not.toHaveAttribute('aria-invalid');
  });

  it('accepts the form without a phone number', async () => {
    const { user } = renderForm();
    await fillValid(user);
    await user.clear(field.phone());
    await submit();
    expect(submitButton()).toHaveTextContent(copy.sending);
  });
});

describe('ContactForm simulated send', () => {
  it('reads as sending for exactly 1000 ms, then toasts, clears and returns to idle', async () => {
    const { user } = renderForm();
    await fillValid(user);
    await submit();

    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveTextContent(copy.sending);
    await advance(999);
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveTextContent(copy.sending);
    expect(screen.queryByText(copy.success.title)).not.toBeInTheDocument();

    await advance(1);
    expect(submitButton()).toBeEnabled();
    expect(submitButton()).toHaveTextContent(copy.submit);
    expect(await screen.findByText(copy.success.title)).toBeInTheDocument();
    expect(screen.getByText(copy.success.description)).toBeInTheDocument();

    expect(field.name()).toHaveValue('');
    expect(field.email()).toHaveValue('');
    expect(field.phone()).toHaveValue('');
    expect(field.subject().value).toBe('');
    expect(field.subject().selectedOptions[0]).toHaveTextContent(fields.subject.placeholder);
    expect(field.message()).toHaveValue('');
  });

  it('makes no network request', async () => {
    const fetch = mockFetch(jest.fn());
    const { user } = renderForm();
    await fillValid(user);
    await submit();
    await advance(SIMULATED_SEND_DELAY_MS);
    expect(await screen.findByText(copy.success.title)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('ignores clicks and Enter while sending', async () => {
    const { user } = renderForm();
    await fillValid(user);
    await submit();
    await submit();
    await user.type(field.name(), '{Enter}');
    await advance(SIMULATED_SEND_DELAY_MS);
    expect(await screen.findByText(copy.success.title)).toBeInTheDocument();
    expect(screen.getAllByText(copy.success.title)).toHaveLength(1);
    await advance(SIMULATED_SEND_DELAY_MS);
    expect(screen.getAllByText(copy.success.title)).toHaveLength(1);
  });

  it('lets a bot that fills the honeypot believe it succeeded, without sending', async () => {
    const fetch = mockFetch(jest.fn());
    const { user, container } = renderForm(JSON_BACKEND);
    await fillValid(user);
    const trap = container.querySelector(`input[name="${HONEYPOT}"]`) as HTMLInputElement;
    await user.type(trap, 'https://spam.example');
    await submit();
    expect(submitButton()).toHaveTextContent(copy.sending);
    await advance(SIMULATED_SEND_DELAY_MS);
    expect(await screen.findByText(copy.success.title)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('carries 10 000 characters of Unicode and HTML as plain text', async () => {
    const fetch = mockFetch(jest.fn().mockResolvedValue({ ok: true, status: 200 }));
    const { user, container } = renderForm(JSON_BACKEND);
    const html = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script><b>bold</b>';
    const text = `${html} Grüße, 你好, مرحبا, 👩‍💻 `.repeat(200).slice(0, 10_000);
    await fillValid(user);
    await user.clear(field.message());
    await user.click(field.message());
    await user.paste(text);
    await user.clear(field.name());
    await user.click(field.name());
    await user.paste(html);
    expect(field.message()).toHaveValue(text);
    expect(container.querySelector('img, script, b')).toBeNull();

    await submit();
    await advance(0);
    const body = JSON.parse((fetch.mock.calls[0] as [string, RequestInit])[1].body as string);
    expect(body.message).toBe(text);
    expect(body.name).toBe(html);
    expect(document.querySelector('img, script, b')).toBeNull();
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });
});

describe('ContactForm with an endpoint', () => {
  it('POSTs JSON, then toasts success and clears the form', async () => {
    const fetch = mockFetch(jest.fn().mockResolvedValue({ ok: true, status: 200 }));
    const { user } = renderForm(JSON_BACKEND);
    await fillValid(user);
    await submit();
    await advance(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(ENDPOINT);
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({
      Accept: 'application/json',
      'Content-Type': 'application/json',
    });
    expect(JSON.parse(init.body as string)).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '+44 20 7946 0000',
      subject: SUBJECT,
      message: 'We need a new website.',
    });
    expect(await screen.findByText(copy.success.title)).toBeInTheDocument();
    expect(field.name()).toHaveValue('');
  });

  // An error answer means nothing was sent; a failed request may have reached the service (a
  // response without CORS headers fails exactly like a network error), so it is not called lost.
  it.each([
    [
      'a non-2xx answer',
      () => jest.fn().mockResolvedValue({ ok: false, status: 500 }),
      copy.failure.title,
    ],
    [
      'a network error',
      () => jest.fn().mockRejectedValue(new TypeError('Failed to fetch')),
      copy.unconfirmed.title,
    ],
  ])(
    'on %s keeps every value, offers the email address and returns to idle',
    async (_, make, title) => {
      mockFetch(make());
      const { user } = renderForm(JSON_BACKEND);
      await fillValid(user);
      await submit();
      await advance(0);

      expect(await screen.findByText(title)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: EMAIL })).toHaveAttribute('href', `mailto:${EMAIL}`);
      expect(screen.queryByText(copy.success.title)).not.toBeInTheDocument();
      expect(submitButton()).toBeEnabled();
      expect(submitButton()).toHaveTextContent(copy.submit);
      expect(field.name()).toHaveValue('Ada Lovelace');
      expect(field.email()).toHaveValue('ada@example.com');
      expect(field.phone()).toHaveValue('+44 20 7946 0000');
      expect(field.subject().value).toBe(SUBJECT);
      expect(field.message()).toHaveValue('We need a new website.');
      expect(sessionStorage.getItem(DRAFT_STORAGE_KEY)).toContain('Ada Lovelace');
    },
  );

  it('a successful retry replaces the failure toast', async () => {
    mockFetch(
      jest
        .fn()
        .mockResolvedValueOnce({ ok: false, status: 503 })
        .mockResolvedValueOnce({ ok: true, status: 200 }),
    );
    const { user } = renderForm(JSON_BACKEND);
    await fillValid(user);
    await submit();
    expect(await screen.findByText(copy.failure.title)).toBeInTheDocument();
    await submit();
    expect(await screen.findByText(copy.success.title)).toBeInTheDocument();
    await advance(1_000);
    // sonner marks a dismissed toast as removed before its exit animation unmounts it.
    expect(screen.getByText(copy.failure.title).closest('[data-sonner-toast]')).toHaveAttribute(
      'data-removed',
      'true',
    );
  });

  it('gives up after 10 s', async () => {
    mockFetch(
      jest.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () =>
              reject(new DOMException('aborted', 'AbortError')),
            ),
          ),
      ),
    );
    const { user } = renderForm(JSON_BACKEND);
    await fillValid(user);
    await submit();
    await advance(9_999);
    expect(submitButton()).toHaveTextContent(copy.sending);
    await advance(1);
    expect(await screen.findByText(copy.unconfirmed.title)).toBeInTheDocument();
    expect(submitButton()).toHaveTextContent(copy.submit);
    expect(field.message()).toHaveValue('We need a new website.');
  });
});

describe('ContactForm while sending', () => {
  it('takes the guard before validating: three clicks in one task send once', async () => {
    const fetch = mockFetch(jest.fn().mockResolvedValue({ ok: true, status: 200 }));
    const { user } = renderForm(FORM_BACKEND);
    await fillValid(user);
    await act(async () => {
      const button = submitButton();
      button.click();
      button.click();
      button.click();
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(await screen.findByText(copy.success.title)).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('an invalid submit gives the guard back', async () => {
    const fetch = mockFetch(jest.fn().mockResolvedValue({ ok: true, status: 200 }));
    const { user } = renderForm(FORM_BACKEND);
    await fillValid(user);
    await user.clear(field.email());
    await submit();
    expect(field.email()).toHaveAttribute('aria-invalid', 'true');
    await user.type(field.email(), 'ada@example.com');
    await submit();
    expect(await screen.findByText(copy.success.title)).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('keeps every field as it was sent: nothing typed meanwhile is lost to the reset', async () => {
    // The form offers another subject to switch to.
    expect(OTHER_SUBJECT).not.toBe(SUBJECT);
    const { user } = renderForm();
    await fillValid(user);
    await submit();
    expect(submitButton()).toHaveTextContent(copy.sending);
    expect(screen.getByRole('form', { name: copy.heading })).toHaveAttribute('aria-busy', 'true');
    for (const input of [field.name(), field.email(), field.phone(), field.message()]) {
      expect(input).toHaveAttribute('readonly');
    }
    await user.type(field.message(), ' And a postscript.');
    await user.selectOptions(field.subject(), OTHER_SUBJECT);
    expect(field.message()).toHaveValue('We need a new website.');
    expect(field.subject().value).toBe(SUBJECT);

    await advance(SIMULATED_SEND_DELAY_MS);
    expect(await screen.findByText(copy.success.title)).toBeInTheDocument();
    expect(field.message()).not.toHaveAttribute('readonly');
    await user.selectOptions(field.subject(), OTHER_SUBJECT);
    expect(field.subject().value).toBe(OTHER_SUBJECT);
  });

  it('notes a page left while sending, and only then', async () => {
    const { user } = renderForm();
    await fillValid(user);
    window.dispatchEvent(new Event('beforeunload'));
    expect(sessionStorage.getItem(SENDING_STORAGE_KEY)).toBeNull();
    await submit();
    window.dispatchEvent(new Event('beforeunload'));
    expect(sessionStorage.getItem(SENDING_STORAGE_KEY)).not.toBeNull();
    // The page stayed after all (a cancelled leave): the answer settles it.
    await advance(SIMULATED_SEND_DELAY_MS);
    expect(sessionStorage.getItem(SENDING_STORAGE_KEY)).toBeNull();
  });

  it('after a reload mid-send, restores the message and says it may have arrived', async () => {
    sessionStorage.setItem(SENDING_STORAGE_KEY, '1');
    sessionStorage.setItem(
      DRAFT_STORAGE_KEY,
      JSON.stringify({ name: 'Ada Lovelace', message: 'We need a new website.' }),
    );
    const fetch = mockFetch(jest.fn());
    renderForm(FORM_BACKEND);
    expect(await screen.findByText(copy.interrupted.title)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: EMAIL })).toHaveAttribute('href', `mailto:${EMAIL}`);
    expect(field.message()).toHaveValue('We need a new website.');
    expect(sessionStorage.getItem(SENDING_STORAGE_KEY)).toBeNull();
    await advance(SIMULATED_SEND_DELAY_MS * 2);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('ContactForm draft', () => {
  it('keeps the draft in sessionStorage and restores it after a reload', async () => {
    const { user, unmount } = renderForm();
    await fillValid(user);
    expect(JSON.parse(sessionStorage.getItem(DRAFT_STORAGE_KEY) ?? '{}')).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '+44 20 7946 0000',
      subject: SUBJECT,
      message: 'We need a new website.',
    });
    unmount();

    renderForm();
    expect(field.name()).toHaveValue('Ada Lovelace');
    expect(field.email()).toHaveValue('ada@example.com');
    expect(field.phone()).toHaveValue('+44 20 7946 0000');
    expect(field.subject().value).toBe(SUBJECT);
    expect(field.message()).toHaveValue('We need a new website.');
  });

  it('clears the draft after a successful send', async () => {
    const { user } = renderForm();
    await fillValid(user);
    await submit();
    await advance(SIMULATED_SEND_DELAY_MS);
    expect(await screen.findByText(copy.success.title)).toBeInTheDocument();
    expect(sessionStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });
});

describe('ContactForm with a captcha', () => {
  // Turnstile's explicit-render API as the page sees it once the vendor's script has run.
  function fakeTurnstile() {
    const widgets: Record<string, (...args: string[]) => void>[] = [];
    const api = {
      render: jest.fn((_: HTMLElement, options: Record<string, (...args: string[]) => void>) => {
        widgets.push(options);
        return String(widgets.length - 1);
      }),
      reset: jest.fn(),
      remove: jest.fn(),
    };
    Object.defineProperty(window, 'turnstile', { value: api, configurable: true });
    return {
      api,
      call: async (name: string, ...args: string[]) => {
        await act(async () => {
          widgets.at(-1)?.[name]?.(...args);
          await jest.advanceTimersByTimeAsync(0);
        });
      },
    };
  }
  const TURNSTILE: Captcha = { kind: 'turnstile', siteKey: 'site-key', script: 'https://x/api.js' };

  afterEach(() => {
    Reflect.deleteProperty(window, 'turnstile');
  });

  it('renders the widget with the site key and sends its token in the field verifiers read', async () => {
    const fetch = mockFetch(jest.fn().mockResolvedValue({ ok: true, status: 200 }));
    const widget = fakeTurnstile();
    const { user } = renderForm(JSON_BACKEND, TURNSTILE);
    await advance(0);
    expect(widget.api.render).toHaveBeenCalledWith(
      expect.any(HTMLElement),
      expect.objectContaining({ sitekey: 'site-key' }),
    );
    expect(screen.getByRole('group', { name: copy.captcha.label })).toBeInTheDocument();
    await widget.call('callback', 'token-1');
    await fillValid(user);
    await submit();
    await advance(0);
    const [, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toMatchObject({ 'cf-turnstile-response': 'token-1' });
    expect(await screen.findByText(copy.success.title)).toBeInTheDocument();
    // A token is good for one send.
    expect(widget.api.reset).toHaveBeenCalledWith('0');
  });

  it('waits for a check still running, then sends', async () => {
    const fetch = mockFetch(jest.fn().mockResolvedValue({ ok: true, status: 200 }));
    const widget = fakeTurnstile();
    const { user } = renderForm(JSON_BACKEND, TURNSTILE);
    await fillValid(user);
    await submit();
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getByText(copy.captcha.waiting)).toBeInTheDocument();
    await widget.call('callback', 'token-2');
    await advance(0);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asks the visitor to finish a check that waits for them, and keeps their text', async () => {
    const fetch = mockFetch(jest.fn());
    fakeTurnstile();
    const { user } = renderForm(JSON_BACKEND, TURNSTILE);
    await fillValid(user);
    await submit();
    await advance(CAPTCHA_WAIT_MS);
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getAllByText(copy.captcha.unsolved).length).toBeGreaterThan(0);
    expect(field.message()).toHaveValue('We need a new website.');
    expect(submitButton()).toBeEnabled();
  });

  it('tells the visitor when the check fails, gives the address and keeps their text', async () => {
    const fetch = mockFetch(jest.fn());
    const widget = fakeTurnstile();
    const { user } = renderForm(JSON_BACKEND, TURNSTILE);
    await advance(0);
    await widget.call('error-callback');
    const note = screen.getByRole('group', { name: copy.captcha.label });
    expect(within(note).getByText(new RegExp(copy.captcha.failed.title))).toBeInTheDocument();
    expect(within(note).getByRole('link', { name: EMAIL })).toHaveAttribute(
      'href',
      `mailto:${EMAIL}`,
    );
    await fillValid(user);
    await submit();
    await advance(0);
    expect(fetch).not.toHaveBeenCalled();
    expect(await screen.findAllByText(copy.captcha.failed.title)).not.toHaveLength(0);
    expect(field.name()).toHaveValue('Ada Lovelace');
  });

  it('fails, with the address, when the widget never loads', async () => {
    // No script ever defines the API: the tag is added and never answers.
    renderForm(JSON_BACKEND, TURNSTILE);
    await advance(CAPTCHA_LOAD_TIMEOUT_MS);
    const note = screen.getByRole('group', { name: copy.captcha.label });
    expect(within(note).getByRole('link', { name: EMAIL })).toBeInTheDocument();
  });

  it('leaves the honeypot path alone: a bot waits for no token', async () => {
    const fetch = mockFetch(jest.fn());
    fakeTurnstile();
    const { user, container } = renderForm(JSON_BACKEND, TURNSTILE);
    await fillValid(user);
    fireEvent.change(container.querySelector(`input[name="${HONEYPOT}"]`) as HTMLInputElement, {
      target: { value: 'spam' },
    });
    await submit();
    await advance(SIMULATED_SEND_DELAY_MS);
    expect(fetch).not.toHaveBeenCalled();
    expect(await screen.findByText(copy.success.title)).toBeInTheDocument();
  });
});
