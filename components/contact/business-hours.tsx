import type { OpeningHours } from '@/content/types';
import { businessHoursPieces } from '@/lib/server/hours';

interface BusinessHoursProps {
  hours: OpeningHours;
  locale: string;
}

// The days, the times and the zone each in an isolate of its own: in a right-to-left line the
// bidi algorithm would otherwise pull "-" and the spaces into a neighbouring time or zone and
// reorder them. The text is the same as formatBusinessHours' in every direction.
export function BusinessHours({ hours, locale }: BusinessHoursProps) {
  return businessHoursPieces(hours, locale).map((piece, index) =>
    piece.part ? <bdi key={index}>{piece.text}</bdi> : piece.text,
  );
}
