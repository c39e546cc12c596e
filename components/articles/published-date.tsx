import { site } from '@/content/site';
import { formatDate } from '@/lib/content/articles';
import { LANGUAGE } from '@/lib/content/languages.mjs';

/** A date of an article, written in the page's language, machine-readable for the rest. */
export function PublishedDate({ value }: { value: string }) {
  return (
    <time dateTime={value}>{formatDate(value, LANGUAGE.locale, site.openingHours.timeZone)}</time>
  );
}
