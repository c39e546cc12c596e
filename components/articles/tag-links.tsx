import type { ComponentPropsWithoutRef } from 'react';
import { SiteLink } from '@/components/ui/site-link';
import { tagPath } from '@/lib/articles';
import { cn } from '@/lib/cn';

interface TagLinksProps extends ComponentPropsWithoutRef<'ul'> {
  tags: readonly string[];
}

// Each tag as a link to its page, drawn like the site's other tags.
export function TagLinks({ tags, className, ...props }: TagLinksProps) {
  return (
    <ul className={cn('flex flex-wrap gap-2', className)} {...props}>
      {tags.map((tag) => (
        <li key={tag}>
          <SiteLink
            href={tagPath(tag)}
            className="inline-block rounded-full border border-brand-100 bg-brand-50 px-3 py-1 text-small font-medium text-brand-800 hover:border-brand-300"
          >
            {tag}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
