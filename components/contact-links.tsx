import { Icon } from '@/components/ui/icon';
import { site } from '@/content/site';
import { cn } from '@/lib/cn';

export function ContactLinks({ className }: { className?: string }) {
  return (
    <ul className={cn('space-y-2 text-small', className)}>
      <li>
        <a
          href={`mailto:${site.email}`}
          className="inline-flex items-center gap-2 rounded py-1 text-ink-700 hover:text-brand-700"
        >
          <Icon name="mail" className="size-4 shrink-0" />
          {site.email}
        </a>
      </li>
      <li>
        <a
          href={`tel:${site.phoneE164}`}
          className="inline-flex items-center gap-2 rounded py-1 text-ink-700 hover:text-brand-700"
        >
          <Icon name="phone" className="size-4 shrink-0" />
          {site.phone}
        </a>
      </li>
    </ul>
  );
}
