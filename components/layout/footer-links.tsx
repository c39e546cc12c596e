import { SiteLink } from '@/components/ui/site-link';
import type { PageLink } from '@/content/types';

// A list of the footer's links to pages of the site.
export function FooterLinks({
  links,
  className,
}: {
  links: readonly PageLink[];
  className: string;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <SiteLink
            href={link.href}
            className="inline-block rounded py-1.5 text-small text-ink-700 hover:text-brand-700"
          >
            {link.label}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
