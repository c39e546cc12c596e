import type { ReactNode } from 'react';
import { buttonClassName } from '@/components/ui/button';
import { isPlaceholderUrl } from '@/lib/server/links';

interface ProjectLinkProps {
  href: string;
  children: ReactNode;
  /** Ids of the elements that say which project, and why a control is unavailable. */
  'aria-describedby'?: string;
}

// A placeholder URL must neither navigate nor jump to the top, so it renders as an inert,
// visibly unavailable button instead of <a href="#">.
export function ProjectLink({ href, children, ...aria }: ProjectLinkProps) {
  if (isPlaceholderUrl(href)) {
    return (
      <button
        type="button"
        aria-disabled="true"
        className={buttonClassName({ variant: 'secondary' }, 'cursor-not-allowed opacity-60')}
        {...aria}
      >
        {children}
      </button>
    );
  }
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClassName({ variant: 'secondary' })}
      {...aria}
    >
      {children}
    </a>
  );
}
