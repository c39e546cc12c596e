import type { OpeningHours, Weekday } from '@/content/types';

export const WEEKDAYS: readonly Weekday[] = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
];

/** From the first open day to the last, over the week's end too (Sunday-Thursday in the Gulf). */
export function openDays({ firstDay, lastDay }: OpeningHours): Weekday[] {
  const first = WEEKDAYS.indexOf(firstDay);
  const count = ((WEEKDAYS.indexOf(lastDay) - first + WEEKDAYS.length) % WEEKDAYS.length) + 1;
  return [...WEEKDAYS, ...WEEKDAYS].slice(first, first + count);
}

// 1 January 2024 was a Monday: a UTC date to name each weekday and write each time from.
const weekdayDate = (day: Weekday) => Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day));

function clockTime(time: string, locale: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return (
    new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })
      .format(Date.UTC(2024, 0, 1, hours, minutes))
      // ICU writes a narrow no-break space before AM/PM; the page writes a plain one.
      .replace(/\u202f/g, ' ')
  );
}

/** The zone's offset from UTC at an instant, in minutes (east positive). */
export function utcOffsetMinutes(timeZone: string, at: number): number {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const [, sign = '+', hours = '0', minutes = '0'] = /GMT([+-])(\d+):?(\d+)?/.exec(name) ?? [];
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
}

/**
 * The zone's name in the site's language, as of its standard time (PST, CET): hours are written
 * once for the whole year, and the standard time is the zone's lower offset in either hemisphere.
 */
export function zoneName(timeZone: string, locale: string, year = 2024): string {
  const [standard] = [Date.UTC(year, 0, 15), Date.UTC(year, 6, 15)].sort(
    (a, b) => utcOffsetMinutes(timeZone, a) - utcOffsetMinutes(timeZone, b),
  );
  return (
    new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' })
      .formatToParts(standard)
      .find((part) => part.type === 'timeZoneName')?.value ?? timeZone
  );
}

/**
 * "Monday-Friday 9:00 AM-6:00 PM PST" (the spec's form, en-US), or in the site's locale, e.g.
 * "Monday-Friday 8:00-17:00 CET" (en-GB): day names, 12- or 24-hour times and the zone's name as
 * the locale writes them.
 */
export function formatBusinessHours(hours: OpeningHours, locale: string): string {
  const day = (weekday: Weekday) =>
    new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
      weekdayDate(weekday),
    );
  const days =
    hours.firstDay === hours.lastDay
      ? day(hours.firstDay)
      : `${day(hours.firstDay)}-${day(hours.lastDay)}`;
  return `${days} ${clockTime(hours.opens, locale)}-${clockTime(hours.closes, locale)} ${zoneName(hours.timeZone, locale)}`;
}
