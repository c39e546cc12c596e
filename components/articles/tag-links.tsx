import type { ComponentPropsWithoutRef } from 'react';
import { SiteLink } from '@/components/ui/site-link';
import { TAG_CHIP } from '@/components/ui/tag-list';
import { tagPath } from '@/lib/content/articles';
import { cn } from '@/lib/shared/cn';

interface TagLinksProps extends ComponentPropsWithoutRef<'ul'> {
  tags: readonly string[];
}

// Each tag as a link to its page, drawn like the site's other tags and, like them, running its own
// way (dir="auto"): C++ stays C++ among Arabic tags.
export function TagLinks({ tags, className, ...props }: TagLinksProps) {
  return (
    <ul className={cn('flex flex-wrap gap-2', className)} {...props}>
      {tags.map((tag) => (
        <li key={tag} dir="auto">
          <SiteLink
            href={tagPath(tag)}
            className={cn('inline-block hover:border-brand-300', TAG_CHIP)}
          >
            {tag}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
