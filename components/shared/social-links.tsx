import { Icon } from '@/components/ui/icon';
import { socialCopy } from '@/content/shared';
import { site } from '@/content/site';
import { TRACKED_LINK_ATTRIBUTE } from '@/lib/browser/analytics';
import { cn } from '@/lib/shared/cn';

/** A link drawn as its icon alone, a 44 px target: the agency's profiles, and a person's. */
export const ICON_LINK =
  'inline-flex size-11 items-center justify-center rounded-lg border border-ink-200 bg-white text-ink-700 hover:border-brand-300 hover:text-brand-700';

export function SocialLinks({ className }: { className?: string }) {
  return (
    <ul className={cn('flex flex-wrap gap-2', className)}>
      {site.socials.map((social) => (
        <li key={social.name}>
          <a
            href={social.href}
            target="_blank"
            rel="noopener noreferrer"
            {...{ [TRACKED_LINK_ATTRIBUTE]: 'social' }}
            aria-label={`${social.name} (${socialCopy.newTab})`}
            className={ICON_LINK}
          >
            <Icon name={social.icon} className="size-5" />
          </a>
        </li>
      ))}
    </ul>
  );
}
