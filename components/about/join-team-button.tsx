import { Button, buttonClassName } from '@/components/ui/button';
import { site } from '@/content/site';
import type { SiteFacts } from '@/content/types';
import { jobsIn, joinTeamHref } from '@/lib/content/jobs';

// Typed as an owner may write it: with or without a careers page elsewhere.
const facts: SiteFacts = site;
const look = { size: 'lg', variant: 'secondary' } as const;
const width = 'w-full sm:w-auto';

// "Join Our Team": the careers page while a job is open in this language, else the owner's own
// careers page elsewhere, else the spec's button that leads nowhere yet.
export function JoinTeamButton({ label }: { label: string }) {
  const href = joinTeamHref(jobsIn().length, facts.careersUrl);
  if (href === undefined)
    return (
      <Button type="button" {...look} className={width}>
        {label}
      </Button>
    );
  if (href.startsWith('/'))
    return (
      <Button href={href} {...look} className={width}>
        {label}
      </Button>
    );
  return (
    <a href={href} className={buttonClassName(look, width)}>
      {label}
    </a>
  );
}
