import { contactCopy } from '@/content/contact';
import { mainNavigation, type RoutePath } from '@/content/navigation';
import { headerCopy } from '@/content/shared';
import { site } from '@/content/site';
import type { ContactSubject } from '@/lib/browser/contact';
import { LANGUAGE } from '@/lib/content/languages.mjs';
import { formatBusinessHours } from '@/lib/server/hours';

// What the tests expect to read on the pages, taken from the content the owner edits: a test never
// restates the placeholder agency's name, labels or numbers, so it passes for any owner's content.

/** The label the navigation gives a route (content/navigation.ts). */
export function navLabel(href: RoutePath): string {
  const link = mainNavigation.find((item) => item.href === href);
  if (!link) throw new Error(`content/navigation.ts has no link to ${href}`);
  return link.label;
}

/** A text to be matched literally inside a regular expression. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Either name the menu toggle has: to open the menu, or to close it. */
export const menuToggleName = new RegExp(
  `^(?:${escapeRegExp(headerCopy.openMenu)}|${escapeRegExp(headerCopy.closeMenu)})$`,
);

/** The contact form's phone label, which goes on with the note that the field is optional. */
export const phoneLabel = new RegExp(`^${escapeRegExp(contactCopy.form.fields.phone.label)}`);

/** Either name the contact form's button has: to send, or while sending. */
export const submitName = new RegExp(
  `^(?:${escapeRegExp(contactCopy.form.submit)}|${escapeRegExp(contactCopy.form.sending)})$`,
);

/** The value of a subject the form offers (content/contact.ts), by its place in the list. */
export function subjectAt(index: number): ContactSubject {
  const subject = contactCopy.form.subjects.at(index);
  if (!subject) throw new Error(`content/contact.ts offers no subject at ${index}`);
  return subject.value;
}

/** The business hours as the contact page prints them, in the site's locale. */
export const businessHours = formatBusinessHours(site.openingHours, LANGUAGE.locale);

/** A text as React writes it into the HTML of a page (its text escaping). */
export function inHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}
