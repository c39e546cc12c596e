import { JsonLd } from '@/components/seo/json-ld';
import { Icon } from '@/components/ui/icon';
import { SiteLink } from '@/components/ui/site-link';
import { breadcrumbCopy } from '@/content/shared';
import { cn } from '@/lib/shared/cn';
import type { Crumb } from '@/lib/server/breadcrumbs';
import { breadcrumbListJsonLd } from '@/lib/server/structured-data';

// The way down to this page, as links and as BreadcrumbList data made from the same trail. The
// chevrons are drawn, not read (the list says the order), and point along the line: mirrored
// right to left (MIRRORED_ICONS).
export function Breadcrumbs({ trail, className }: { trail: readonly Crumb[]; className?: string }) {
  return (
    <>
      <JsonLd data={breadcrumbListJsonLd(trail)} />
      <nav aria-label={breadcrumbCopy.navLabel} className={className}>
        <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-small text-ink-600">
          {trail.map((crumb, index) => {
            const current = index === trail.length - 1;
            return (
              <li key={crumb.href} className="flex items-center gap-x-1.5">
                {index > 0 && (
                  <Icon name="chevron-right" className="size-4 shrink-0 text-ink-400" />
                )}
                <SiteLink
                  href={crumb.href}
                  aria-current={current ? 'page' : undefined}
                  className={cn(
                    'rounded-md',
                    current
                      ? 'text-ink-700'
                      : 'font-semibold text-brand-700 underline underline-offset-2',
                  )}
                >
                  {crumb.label}
                </SiteLink>
              </li>
            );
          })}
        </ol>
      </nav>
    </>
  );
}
