import type { Page } from '@playwright/test';
import { contactCopy } from '@/content/contact';
import type { ContactSubject } from '@/lib/contact';
import { escapeRegExp } from './content';
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
    // The phone's label goes on with the note that it is optional.
    phone: main.getByLabel(new RegExp(`^${escapeRegExp(fields.phone.label)}`)),
    subject: main.getByLabel(fields.subject.label, { exact: true }),
    message: main.getByLabel(fields.message.label, { exact: true }),
    submit: main.getByRole('button', {
      name: new RegExp(`^(?:${escapeRegExp(copy.submit)}|${escapeRegExp(copy.sending)})$`),
    }),
    error: (text: string) => main.getByText(text, { exact: true }),
  };
}

/** The value of a subject the form offers (content/contact.ts), by its place in the list. */
export function subjectAt(index: number): ContactSubject {
  const subject = copy.subjects.at(index);
  if (!subject) throw new Error(`content/contact.ts offers no subject at ${index}`);
  return subject.value;
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

// Before hydration a submit is held or posted by the browser (lib/contact-guard.ts); these tests
// start from the hydrated form.
export async function openHydrated(page: Page, path = '/contact/') {
  await page.goto(path);
  await waitForHydration(page);
}
