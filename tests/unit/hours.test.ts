import { site } from '@/content/site';
import { formatBusinessHours, openDays } from '@/lib/hours';

describe('business hours', () => {
  it('prints the spec text from the structured hours', () => {
    expect(formatBusinessHours(site.openingHours)).toBe('Monday-Friday 9:00 AM-6:00 PM PST');
    expect(openDays(site.openingHours)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
    ]);
  });
});
