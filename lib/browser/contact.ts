// Runs in the browser (the form island): it imports no copy, the form hands it what it needs.
import type { contactCopy } from '@/content/contact';
import type { ContactBackendKind } from '@/lib/settings/env.mjs';

// The product simulates sending with a one-second wait (spec, business constants).
export const SIMULATED_SEND_DELAY_MS = 1000;
export const SEND_TIMEOUT_MS = 10_000;
export const DRAFT_STORAGE_KEY = 'contact-form-draft';
// Set when the page is left while a message is on its way, so the next load can say it may have
// arrived.
export const SENDING_STORAGE_KEY = 'contact-form-sending';
// The name Netlify Forms files the submissions under; a posted form says it in `form-name`.
export const NETLIFY_FORM_NAME = 'contact';

// The HTML standard's valid e-mail address (what type="email" accepts) with one rule more: the
// domain needs a dot, since a bare "name@host" is almost always a typo. It is also the input's
// pattern, which Chromium compiles with the v flag: the punctuation v reserves inside a class is
// escaped, so the u flag here and the v flag there read it alike.
const LABEL = '[a-zA-Z0-9](?:[a-zA-Z0-9\\-]{0,61}[a-zA-Z0-9])?';
export const EMAIL_PATTERN = `[a-zA-Z0-9.!#$%&'*+\\/=?^_\`\\{\\|\\}~\\-]+@${LABEL}(?:\\.${LABEL})+`;

// White space and the characters that draw nothing: format characters (zero-width spaces and
// joiners, direction marks, soft hyphens), fillers and variation selectors.
const VISIBLE =
  '[^\\s\\p{Cf}\\u034F\\u115F\\u1160\\u17B4\\u17B5\\u2800\\u3164\\uFE00-\\uFE0F\\uFFA0]';
/** The pattern of a required one-line field: at least one character that shows. */
export const VISIBLE_TEXT_PATTERN = `.*${VISIBLE}.*`;

/** Where the site has more than one language, the field naming the one a message was written in. */
export const LANGUAGE_FIELD = 'language';

/** The subject values the form offers, as content/contact.ts lists them. */
export type ContactSubject = (typeof contactCopy.form.subjects)[number]['value'];

export interface ContactMessage {
  name: string;
  email: string;
  phone: string;
  subject: ContactSubject | '';
  message: string;
}

export const EMPTY_MESSAGE: ContactMessage = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
};

/** Where and how messages go; lib/settings/env.mjs reads it from the build settings. */
export interface ContactBackend {
  kind: ContactBackendKind;
  /** The service's URL ('json', 'form'), or the contact page's own path ('netlify'). */
  endpoint?: string;
  /** Fixed fields every message carries (a service's key or options). */
  hiddenFields?: readonly [string, string][];
}

export type SendFailure = 'network' | 'timeout' | 'http';
export type SendResult = { ok: true } | { ok: false; reason: SendFailure };
/** `extra`: fields this send alone carries (the spam check's token). */
export type Sender = (
  message: ContactMessage,
  extra?: readonly [string, string][],
) => Promise<SendResult>;

interface SenderOptions {
  backend?: ContactBackend;
  fetch?: typeof fetch;
  timeoutMs?: number;
  delayMs?: number;
}

export function isBlank(value: string): boolean {
  return !new RegExp(VISIBLE, 'u').test(value);
}

export function isValidEmail(value: string): boolean {
  // The browser's own clean-up of an email input's value: no line breaks, no outer ASCII spaces.
  const sanitized = value.replace(/[\r\n]/g, '').replace(/^[\t\f ]+|[\t\f ]+$/g, '');
  return new RegExp(`^(?:${EMAIL_PATTERN})$`, 'u').test(sanitized);
}

type SubjectList = readonly { readonly value: ContactSubject }[];

function isSubject(value: unknown, subjects: SubjectList): value is ContactSubject {
  return subjects.some((subject) => subject.value === value);
}

/** A filled honeypot: only a bot sees the field. */
export function isBot(trap: { value: string } | null): boolean {
  return Boolean(trap?.value);
}

export function toMessage(values: ContactMessage): ContactMessage {
  const { name, email, phone, subject, message } = values;
  return { name, email, phone, subject, message };
}

/**
 * What a backend receives, in the order a form posted without JavaScript lists them (the honeypot
 * aside, which only a bot fills).
 */
export function messageFields(
  message: ContactMessage,
  backend: ContactBackend,
  extra: readonly [string, string][] = [],
): [string, string][] {
  return [
    ...(backend.kind === 'netlify' ? [['form-name', NETLIFY_FORM_NAME] as [string, string]] : []),
    ...Object.entries(toMessage(message)),
    ...(backend.hiddenFields ?? []),
    ...extra,
  ];
}

export function createSender({
  backend = { kind: 'none' },
  fetch: fetchImpl,
  timeoutMs = SEND_TIMEOUT_MS,
  delayMs = SIMULATED_SEND_DELAY_MS,
}: SenderOptions = {}): Sender {
  if (backend.kind === 'none') {
    return () => new Promise((resolve) => setTimeout(() => resolve({ ok: true }), delayMs));
  }
  const json = backend.kind === 'json';
  return async (message, extra) => {
    const fields = messageFields(message, backend, extra);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      // Looked up per call so a fetch swapped in later (tests, polyfills) is the one used. A
      // form-encoded POST is a simple request (no preflight); Accept asks services for JSON rather
      // than their thank-you page.
      const response = await (fetchImpl ?? globalThis.fetch)(backend.endpoint ?? '', {
        method: 'POST',
        headers: json
          ? { Accept: 'application/json', 'Content-Type': 'application/json' }
          : { Accept: 'application/json' },
        body: json ? JSON.stringify(Object.fromEntries(fields)) : new URLSearchParams(fields),
        signal: controller.signal,
      });
      return response.ok ? { ok: true } : { ok: false, reason: 'http' };
    } catch {
      return { ok: false, reason: controller.signal.aborted ? 'timeout' : 'network' };
    } finally {
      clearTimeout(timer);
    }
  };
}

// Storage can be missing or throw (private modes, blocked cookies); a lost draft is acceptable.
function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Writes a value, or removes it when there is none; a storage that throws keeps nothing. */
function store(key: string, value: string | null, storage: Storage | undefined) {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Quota exceeded or storage blocked: the form keeps working without it.
  }
}

// A draft names its subject by value; one the form no longer offers is dropped.
export function loadDraft(subjects: SubjectList, storage = sessionStore()): ContactMessage | null {
  try {
    const raw = storage?.getItem(DRAFT_STORAGE_KEY);
    if (!raw) return null;
    const data: unknown = JSON.parse(raw);
    if (typeof data !== 'object' || data === null) return null;
    const record = data as Record<string, unknown>;
    const text = (key: keyof ContactMessage) =>
      typeof record[key] === 'string' ? (record[key] as string) : '';
    return {
      name: text('name'),
      email: text('email'),
      phone: text('phone'),
      subject: isSubject(record.subject, subjects) ? record.subject : '',
      message: text('message'),
    };
  } catch {
    return null;
  }
}

export function saveDraft(message: ContactMessage, storage = sessionStore()): void {
  const draft = toMessage({ ...EMPTY_MESSAGE, ...message });
  const empty = Object.values(draft).every((value) => value === '');
  store(DRAFT_STORAGE_KEY, empty ? null : JSON.stringify(draft), storage);
}

export function clearDraft(storage = sessionStore()): void {
  store(DRAFT_STORAGE_KEY, null, storage);
}

/** Notes that the page is being left while a message is on its way (or, false, forgets it). */
export function markInterrupted(interrupted = true, storage = sessionStore()): void {
  store(SENDING_STORAGE_KEY, interrupted ? '1' : null, storage);
}

/** Whether the last page was left while a message was on its way; asking settles it. */
export function wasInterrupted(storage = sessionStore()): boolean {
  let interrupted = false;
  try {
    interrupted = Boolean(storage?.getItem(SENDING_STORAGE_KEY));
  } catch {
    // Storage blocked: nothing was marked.
  }
  markInterrupted(false, storage);
  return interrupted;
}
