import type { Page } from '@playwright/test';
import { contactCopy } from '@/content/contact';
import { phoneLabel, subjectAt, submitName } from './content';
import { waitForHydration } from './fixtures';

const copy = contactCopy.form;

/** The contact form's parts, found by role and name as a visitor finds them. */
export function form(page: Page) {
  const main = page.getByRole('main');
  const { fields } = copy;
  return {
    main,
    element: main.getByRole('form', { name: copy.heading }),
    name: main.getByLabel(fields.name.label, { exact: true }),
    email: main.getByLabel(fields.email.label, { exact: true }),
    phone: main.getByLabel(phoneLabel),
    subject: main.getByLabel(fields.subject.label, { exact: true }),
    message: main.getByLabel(fields.message.label, { exact: true }),
    submit: main.getByRole('button', { name: submitName }),
    error: (text: string) => main.getByText(text, { exact: true }),
  };
}

export interface Visitor {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

export const ADA: Visitor = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+44 20 7946 0000',
  // The first subject: one more follows it whenever the form offers two or more.
  subject: subjectAt(0),
  message: 'We need a new website.',
};

export async function fill(page: Page, visitor: Visitor = ADA) {
  const f = form(page);
  await f.name.fill(visitor.name);
  await f.email.fill(visitor.email);
  await f.phone.fill(visitor.phone);
  await f.subject.selectOption(visitor.subject);
  await f.message.fill(visitor.message);
}

// Before hydration a submit is held or posted by the browser
// (lib/browser/inline-scripts/contact-guard.mjs); these tests start from the hydrated form.
export async function openHydrated(page: Page, path = '/contact/') {
  await page.goto(path);
  await waitForHydration(page);
}
