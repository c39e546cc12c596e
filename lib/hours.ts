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

export function openDays({ firstDay, lastDay }: OpeningHours): Weekday[] {
  return WEEKDAYS.slice(WEEKDAYS.indexOf(firstDay), WEEKDAYS.indexOf(lastDay) + 1);
}

function twelveHour(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours >= 12 ? 'PM' : 'AM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

// "Monday-Friday 9:00 AM-6:00 PM PST", the form the spec prints.
export function formatBusinessHours(hours: OpeningHours): string {
  return `${hours.firstDay}-${hours.lastDay} ${twelveHour(hours.opens)}-${twelveHour(hours.closes)} ${hours.zone}`;
}
