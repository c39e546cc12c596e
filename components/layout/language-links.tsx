import { usePathname } from 'next/navigation';
import type { PageLink } from '@/content/types';
import { cn } from '@/lib/shared/cn';
import { canonicalPath, isCurrentPath } from '@/lib/shared/paths';

/** Another language of the site, as the header links to it. */
export interface LanguageLink {
  /** BCP 47, for hreflang and lang. */
  readonly locale: string;
  /** The language's name in itself: Deutsch. */
  readonly name: string;
  /** Which way the name is written, whatever the page's: right to left for Arabic. */
  readonly dir: 'ltr' | 'rtl';
  /** Where its pages live: /de, or the site's base path for the default language. */
  readonly root: string;
  /** This language's menu pages it lacks: their link leads to its Home. */
  readonly missing?: readonly string[];
}

const looks = {
  bar: {
    list: 'flex items-center border-s border-ink-200 ps-2',
    link: 'rounded-md px-2 py-2 text-small font-medium whitespace-nowrap text-ink-700 hover:text-ink-950 lg:px-3',
  },
  menu: {
    list: 'flex flex-wrap gap-1 border-t border-ink-200 px-4 py-3 sm:px-6',
    link: 'block rounded-lg px-4 py-3 text-body font-medium text-ink-800 hover:bg-ink-50',
  },
} as const;

interface LanguageLinksProps {
  languages: readonly LanguageLink[];
  /** The site's pages: a path that is none of them (the 404) leads to the other language's home. */
  links: readonly PageLink[];
  label: string;
  look: keyof typeof looks;
}

// The same page in each other language. Plain links: each language is an export of its own, so
// the move is a full page load, and without JavaScript the links are already right (the route is
// known when the page is rendered). Inside the header islands only (it reads the route).
export function LanguageLinks({ languages, links, label, look }: LanguageLinksProps) {
  const pathname = usePathname();
  const route = links.find((link) => isCurrentPath(pathname, link.href))?.href ?? '/';
  const classes = looks[look];
  return (
    <ul aria-label={label} className={classes.list}>
      {languages.map((language) => (
        <li key={language.locale}>
          <a
            href={`${language.root}${canonicalPath(language.missing?.includes(route) ? '/' : route)}`}
            hrefLang={language.locale}
            lang={language.locale}
            dir={language.dir}
            className={cn(
              classes.link,
              'transition-colors motion-reduce:transition-none rtl:font-rtl',
            )}
          >
            {language.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
