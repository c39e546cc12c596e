import { ICON_LINK } from '@/components/shared/social-links';
import { Icon } from '@/components/ui/icon';
import { aboutCopy } from '@/content/about';
import { socialCopy } from '@/content/shared';
import { fill } from '@/lib/content/articles';
import { linkKind, type Person } from '@/lib/content/people';
import { cn } from '@/lib/shared/cn';

interface PersonLinksProps {
  person: Person;
  /**
   * On the person's own page: the page and the profiles are the same person's (rel="me"), which
   * Bluesky, Mastodon and others read to confirm a profile's link. Not on a card among others.
   */
  own?: boolean;
  className?: string;
}

// A person's profiles and site, each by its icon, named for screen readers as "Ada on GitHub".
// They open a new tab, as the agency's own profiles in the footer do.
export function PersonLinks({ person, own = false, className }: PersonLinksProps) {
  const { linksLabel, profileLabel, websiteLabel } = aboutCopy.people;
  const { name } = person;
  return (
    <ul aria-label={fill(linksLabel, { name })} className={cn('flex flex-wrap gap-2', className)}>
      {person.links.map((href) => {
        const { network, icon } = linkKind(href);
        const label = network
          ? fill(profileLabel, { name, network })
          : fill(websiteLabel, { name });
        return (
          <li key={href}>
            <a
              href={href}
              target="_blank"
              rel={own ? 'me noopener noreferrer' : 'noopener noreferrer'}
              aria-label={`${label} (${socialCopy.newTab})`}
              className={ICON_LINK}
            >
              <Icon name={icon} className="size-5" />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
