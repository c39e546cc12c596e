import { Icon } from '@/components/ui/icon';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import type { Person } from '@/lib/content/people';
import { cn } from '@/lib/shared/cn';

/** The frames a person's photo fills: square on a card, upright on their page. */
const FRAMES = {
  card: { aspect: 1, className: 'aspect-square' },
  page: { aspect: 4 / 5, className: 'aspect-[4/5]' },
} as const;

interface PersonPhotoProps {
  person: Person;
  frame: keyof typeof FRAMES;
  /** The width the frame takes at each breakpoint, as the image's `sizes`. */
  sizes: string;
  priority?: boolean;
  className?: string;
}

// A person's photo, cropped to the frame around its focus (a face near the top of a portrait
// stays in view); without one, a figure in the same frame, so the cards of a row line up.
export function PersonPhoto({ person, frame, sizes, priority, className }: PersonPhotoProps) {
  const { aspect, className: shape } = FRAMES[frame];
  if (!person.photo) {
    return (
      <div
        className={cn(
          'flex items-center justify-center bg-brand-50 text-brand-300',
          shape,
          className,
        )}
      >
        <Icon name="user-round" className="size-1/3" />
      </div>
    );
  }
  return (
    <ResponsiveImage
      image={person.photo}
      sizes={sizes}
      aspect={aspect}
      priority={priority}
      className={cn('block h-auto bg-brand-50', className)}
    />
  );
}
