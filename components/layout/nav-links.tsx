import { usePathname } from 'next/navigation';
import { RouteLink } from '@/components/ui/route-link';
import type { PageLink } from '@/content/types';
import { cn } from '@/lib/shared/cn';
import { isCurrentPath } from '@/lib/shared/paths';

const looks = {
  // Tighter where the bar first shows (768 px), so longer labels (German, a second language's
  // link) still fit on one line beside the name.
  bar: {
    list: 'flex items-center gap-1',
    link: 'relative rounded-md px-2 py-2 text-small font-medium whitespace-nowrap transition-colors motion-reduce:transition-none lg:px-3',
    current:
      'text-brand-700 after:absolute after:inset-x-2 after:-bottom-0.5 lg:after:inset-x-3 after:h-0.5 after:rounded-full after:bg-brand-700',
    other: 'text-ink-700 hover:text-ink-950',
  },
  menu: {
    list: 'flex flex-col gap-1 px-4 py-4 sm:px-6',
    link: 'block rounded-lg px-4 py-3 text-body font-medium',
    current: 'bg-brand-50 text-brand-700',
    other: 'text-ink-800 hover:bg-ink-50',
  },
} as const;

interface NavLinksProps {
  links: readonly PageLink[];
  /** The header bar on wide screens, or the mobile menu's panel. */
  look: keyof typeof looks;
  onNavigate?: () => void;
}

// The main navigation's links, with the current route marked. Used inside the header islands
// only (it reads the route with a client hook).
export function NavLinks({ links, look, onNavigate }: NavLinksProps) {
  const pathname = usePathname();
  const classes = looks[look];
  return (
    <ul className={classes.list}>
      {links.map((link) => {
        const current = isCurrentPath(pathname, link.href);
        return (
          <li key={link.href}>
            <RouteLink
              href={link.href}
              onClick={onNavigate}
              aria-current={current ? 'page' : undefined}
              className={cn(classes.link, current ? classes.current : classes.other)}
            >
              {link.label}
            </RouteLink>
          </li>
        );
      })}
    </ul>
  );
}
