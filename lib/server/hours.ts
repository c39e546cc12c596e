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

/** A piece of the hours as the page writes them: a part of its own, or what stands between two. */
export interface HoursPiece {
  readonly text: string;
  /**
   * The days, each time and the zone: isolated on the page (<bdi>), so that in a right-to-left
   * line a time or a zone's name ("9:00 AM", "GMT+4") keeps its own order and the separators
   * between them follow the line's.
   */
  readonly part: boolean;
}

/**
 * "Monday-Friday 9:00 AM-6:00 PM PST" (the spec's form, en-US), or in the site's locale, e.g.
 * "Monday-Friday 8:00-17:00 CET" (en-GB): day names, 12- or 24-hour times and the zone's name as
 * the locale writes them, piece by piece.
 */
export function businessHoursPieces(hours: OpeningHours, locale: string): HoursPiece[] {
  const day = (weekday: Weekday) =>
    new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
      weekdayDate(weekday),
    );
  const days =
    hours.firstDay === hours.lastDay
      ? day(hours.firstDay)
      : `${day(hours.firstDay)}-${day(hours.lastDay)}`;
  const part = (text: string) => ({ text, part: true });
  const between = (text: string) => ({ text, part: false });
  return [
    part(days),
    between(' '),
    part(clockTime(hours.opens, locale)),
    between('-'),
    part(clockTime(hours.closes, locale)),
    between(' '),
    part(zoneName(hours.timeZone, locale)),
  ];
}

/** The hours as one text, as the page reads: "Monday-Friday 9:00 AM-6:00 PM PST". */
export function formatBusinessHours(hours: OpeningHours, locale: string): string {
  return businessHoursPieces(hours, locale)
    .map((piece) => piece.text)
    .join('');
}
