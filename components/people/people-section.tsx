import { CardGrid } from '@/components/shared/card-grid';
import { Section } from '@/components/shared/section';
import { aboutCopy } from '@/content/about';
import { TEAM_SECTION_ID, type Person } from '@/lib/content/people';
import { PersonCard } from './person-card';

// The team on About, in the owner's order, in rows of even length (components/shared/card-grid.tsx).
export function PeopleSection({ people }: { people: readonly Person[] }) {
  return (
    <Section id={TEAM_SECTION_ID} anchored copy={aboutCopy.people} className="pb-16 sm:pb-24">
      <CardGrid items={people} Card={PersonCard} layout="quarters" />
    </Section>
  );
}
