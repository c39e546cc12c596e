import { PeopleSection } from '@/components/people/people-section';
import { Band } from '@/components/shared/band';
import { Button, buttonClassName } from '@/components/ui/button';
import { aboutCopy } from '@/content/about';
import { TEAM_SECTION_ID, type Person } from '@/lib/content/people';
import { JoinTeamButton } from './join-team-button';

// The spec gives no team members and no targets, so both buttons stay inert until it does: with
// people in content/people/, the team follows the band and "Meet the Team" leads to it; Join Our
// Team leads to the jobs where there are any (join-team-button.tsx).
export function TeamSection({ people }: { people: readonly Person[] }) {
  const { heading, intro, primaryLabel, secondaryLabel } = aboutCopy.team;
  const band = (
    <Band headingId="team-heading" heading={heading} intro={intro} tone="soft">
      {people.length > 0 ? (
        <a
          href={`#${TEAM_SECTION_ID}`}
          className={buttonClassName({ size: 'lg' }, 'w-full sm:w-auto')}
        >
          {primaryLabel}
        </a>
      ) : (
        <Button type="button" size="lg" className="w-full sm:w-auto">
          {primaryLabel}
        </Button>
      )}
      <JoinTeamButton label={secondaryLabel} />
    </Band>
  );
  if (people.length === 0) return band;
  return (
    <>
      {band}
      <PeopleSection people={people} />
    </>
  );
}
