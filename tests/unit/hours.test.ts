import type { OpeningHours } from '@/content/types';
import { businessHoursPieces, formatBusinessHours, openDays, zoneName } from '@/lib/server/hours';

const weekdays = (opens: string, closes: string, timeZone: string): OpeningHours => ({
  firstDay: 'Monday',
  lastDay: 'Friday',
  opens,
  closes,
  timeZone,
});

describe('business hours', () => {
  it("print the spec's text from local times in an IANA zone, in US English", () => {
    expect(formatBusinessHours(weekdays('09:00', '18:00', 'America/Los_Angeles'), 'en-US')).toBe(
      'Monday-Friday 9:00 AM-6:00 PM PST',
    );
  });

  it('follow the locale: 24-hour times and the zone name where it uses them', () => {
    const berlin = weekdays('08:00', '17:00', 'Europe/Berlin');
    expect(formatBusinessHours(berlin, 'en-GB')).toBe('Monday-Friday 8:00-17:00 CET');
    expect(formatBusinessHours(berlin, 'de-DE')).toBe('Montag-Freitag 8:00-17:00 MEZ');
  });

  it('come as the days, each time and the zone, which the page isolates, and what stands between', () => {
    const pieces = businessHoursPieces(weekdays('09:00', '18:00', 'America/Los_Angeles'), 'en-US');
    expect(pieces).toEqual([
      { text: 'Monday-Friday', part: true },
      { text: ' ', part: false },
      { text: '9:00 AM', part: true },
      { text: '-', part: false },
      { text: '6:00 PM', part: true },
      { text: ' ', part: false },
      { text: 'PST', part: true },
    ]);
    const dubai: OpeningHours = {
      firstDay: 'Sunday',
      lastDay: 'Thursday',
      opens: '09:00',
      closes: '18:00',
      timeZone: 'Asia/Dubai',
    };
    // Arabic as the UAE writes it: Latin digits, ص and م for the morning and the afternoon.
    expect(
      businessHoursPieces(dubai, 'ar-AE')
        .filter((piece) => piece.part)
        .map((piece) => piece.text),
    ).toEqual(['الأحد-الخميس', '9:00 ص', '6:00 م', 'غرينتش+4']);
  });

  it('name the zone by its standard time in either hemisphere', () => {
    expect(zoneName('America/Los_Angeles', 'en-US')).toBe('PST');
    expect(zoneName('Australia/Sydney', 'en-AU')).toBe('AEST');
  });

  it('list the open days', () => {
    expect(openDays(weekdays('09:00', '18:00', 'UTC'))).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
    ]);
    expect(openDays({ ...weekdays('09:00', '18:00', 'UTC'), lastDay: 'Monday' })).toEqual([
      'Monday',
    ]);
  });

  it('list a week that runs over the end of the list: Sunday to Thursday in the Gulf', () => {
    expect(
      openDays({
        ...weekdays('09:00', '18:00', 'Asia/Dubai'),
        firstDay: 'Sunday',
        lastDay: 'Thursday',
      }),
    ).toEqual(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday']);
  });
});
