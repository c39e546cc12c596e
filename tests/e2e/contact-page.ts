import type { Page } from '@playwright/test';
import { waitForHydration } from './fixtures';

/** The contact form's parts, found by role and name as a visitor finds them. */
export function form(page: Page) {
  const main = page.getByRole('main');
  return {
    main,
    element: main.getByRole('form', { name: 'Send us a message' }),
    name: main.getByLabel('Full Name'),
    email: main.getByLabel('Email', { exact: true }),
    phone: main.getByLabel(/^Phone/),
    subject: main.getByLabel('Subject'),
    message: main.getByLabel('Message', { exact: true }),
    submit: main.getByRole('button', { name: /^(Send Message|Sending\.\.\.)$/ }),
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
  subject: 'project',
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
