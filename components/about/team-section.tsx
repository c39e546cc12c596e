import { Band } from '@/components/shared/band';
import { Button } from '@/components/ui/button';
import { aboutCopy } from '@/content/about';

// The spec gives no team members and no targets, so both buttons stay inert until it does.
export function TeamSection() {
  const { heading, intro, primaryLabel, secondaryLabel } = aboutCopy.team;
  return (
    <Band headingId="team-heading" heading={heading} intro={intro} tone="soft">
      <Button type="button" size="lg" className="w-full sm:w-auto">
        {primaryLabel}
      </Button>
      <Button type="button" size="lg" variant="secondary" className="w-full sm:w-auto">
        {secondaryLabel}
      </Button>
    </Band>
  );
}
