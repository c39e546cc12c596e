import type { ComponentPropsWithoutRef } from 'react';
import { cn } from '@/lib/shared/cn';

interface TagListProps extends ComponentPropsWithoutRef<'ul'> {
  tags: readonly string[];
}

/** How a tag is drawn, as a list item here and as a link to its page among the articles. */
export const TAG_CHIP =
  'rounded-full border border-brand-100 bg-brand-50 px-3 py-1 text-small font-medium text-brand-800';

// Each tag runs its own way (dir="auto"): a technology's name keeps its order in a right-to-left
// line ("C++", not "++C"), and a tag in the page's script reads with it.
export function TagList({ tags, className, ...props }: TagListProps) {
  return (
    <ul className={cn('flex flex-wrap gap-2', className)} {...props}>
      {tags.map((tag) => (
        <li key={tag} dir="auto" className={TAG_CHIP}>
          {tag}
        </li>
      ))}
    </ul>
  );
}
