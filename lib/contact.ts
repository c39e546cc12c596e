// Runs in the browser (the form island): it imports no copy, the form hands it what it needs.
import type { contactCopy } from '@/content/contact';

// The product simulates sending with a one-second wait (spec, business constants).
export const SIMULATED_SEND_DELAY_MS = 1000;
export const SEND_TIMEOUT_MS = 10_000;
export const DRAFT_STORAGE_KEY = 'contact-form-draft';
// Formspree drops submissions that fill a field with this name, so the trap also works without JavaScript.
export const HONEYPOT_FIELD = '_gotcha';

// Slightly stricter than the browser's check: a bare "name@host" is almost always a typo.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The subject values the form offers, as content/contact.ts lists them. */
export type ContactSubject = (typeof contactCopy.form.subjects)[number]['value'];

export interface ContactMessage {
  name: string;
  email: string;
  phone: string;
  subject: ContactSubject | '';
  message: string;
}

export interface ContactFormValues extends ContactMessage {
  [HONEYPOT_FIELD]: string;
}

export const EMPTY_MESSAGE: ContactMessage = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
};

export const EMPTY_FORM_VALUES: ContactFormValues = { ...EMPTY_MESSAGE, [HONEYPOT_FIELD]: '' };

export type SendFailure = 'network' | 'timeout' | 'http';
export type SendResult = { ok: true } | { ok: false; reason: SendFailure };
export type Sender = (message: ContactMessage) => Promise<SendResult>;

interface SenderOptions {
  endpoint?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  delayMs?: number;
}

export function isBlank(value: string): boolean {
  return value.trim() === '';
}

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

type SubjectList = readonly { readonly value: ContactSubject }[];

function isSubject(value: unknown, subjects: SubjectList): value is ContactSubject {
  return subjects.some((subject) => subject.value === value);
}

export function isBot(values: ContactFormValues): boolean {
  return values[HONEYPOT_FIELD] !== '';
}

export function toMessage(values: ContactFormValues): ContactMessage {
  const { name, email, phone, subject, message } = values;
  return { name, email, phone, subject, message };
}

export function createSender({
  endpoint,
  fetch: fetchImpl,
  timeoutMs = SEND_TIMEOUT_MS,
  delayMs = SIMULATED_SEND_DELAY_MS,
}: SenderOptions = {}): Sender {
  if (!endpoint) {
    return () => new Promise((resolve) => setTimeout(() => resolve({ ok: true }), delayMs));
  }
  return async (message) => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      // Looked up per call so a fetch swapped in later (tests, polyfills) is the one used.
      const response = await (fetchImpl ?? globalThis.fetch)(endpoint, {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify(message),
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
  try {
    const draft = toMessage({ ...EMPTY_FORM_VALUES, ...message });
    if (Object.values(draft).every((value) => value === '')) {
      storage?.removeItem(DRAFT_STORAGE_KEY);
    } else {
      storage?.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft));
    }
  } catch {
    // Quota exceeded or storage blocked: the form keeps working without a draft.
  }
}

export function clearDraft(storage = sessionStore()): void {
  try {
    storage?.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // Storage blocked: there is no draft to clear.
  }
}
