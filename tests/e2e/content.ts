import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { contactCopy } from '@/content/contact';
import { mainNavigation, type RoutePath } from '@/content/navigation';
import { headerCopy } from '@/content/shared';
import { site } from '@/content/site';
import type { ContactSubject } from '@/lib/browser/contact';
import { collections } from '@/content/schema.mjs';
import { LANGUAGE, LANGUAGES, type Language } from '@/lib/content/languages.mjs';
import { readMarkdown } from '@/lib/content/markdown.mjs';
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

/**
 * The texts of a Markdown collection the build left out, as their files say: a draft, a text dated
 * after the build, a job past its last day (scripts/build/markdown.mjs).
 */
export function leftOut(collection: keyof typeof collections) {
  const built = readMarkdown()[collection];
  const folder = join(process.cwd(), collections[collection].folder);
  return LANGUAGES.flatMap((language: Language) => {
    let names: string[] = [];
    try {
      names = readdirSync(join(folder, language.code)).filter((name) => name.endsWith('.md'));
    } catch {
      return [];
    }
    return names.flatMap((name) => {
      const slug = name.slice(0, -3);
      const source = readFileSync(join(folder, language.code, name), 'utf8');
      const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1];
      const published = built.some(
        (entry) => entry.slug === slug && entry.language === language.code,
      );
      if (!frontmatter || published) return [];
      return [{ language, slug, data: parse(frontmatter) as Record<string, unknown> }];
    });
  });
}

/** A date or a date and time as YAML may read it, by its day: YYYY-MM-DD. */
export const dayOf = (value: unknown) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);
