import { Card } from '@/components/ui/card';
import { SiteLink } from '@/components/ui/site-link';
import { aboutCopy } from '@/content/about';
import { fill } from '@/lib/content/articles';
import { personPath, type Person } from '@/lib/content/people';
import { PersonLinks } from './person-links';
import { PersonPhoto } from './person-photo';

interface PersonCardProps {
  item: Person;
  index: number;
  sizes: string;
}

// One of the team on About: photo, name, role, short bio, their links, and their page if any.
export function PersonCard({ item: person, sizes }: PersonCardProps) {
  return (
    <Card className="flex h-full flex-col overflow-hidden">
      <PersonPhoto
        person={person}
        frame="card"
        sizes={sizes}
        className="-mx-6 -mt-6 mb-6 w-[calc(100%+3rem)] max-w-none border-b border-ink-200 sm:-mx-8 sm:-mt-8 sm:w-[calc(100%+4rem)]"
      />
      <h3 className="text-h3 text-ink-950">{person.name}</h3>
      <p className="mt-1 text-small font-semibold text-brand-700">{person.role}</p>
      <p className="mt-3 text-body text-ink-700">{person.bio}</p>
      {person.hasPage && (
        <SiteLink
          href={personPath(person.id)}
          className="mt-4 self-start rounded-md text-small font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          {fill(aboutCopy.people.pageLabel, { name: person.name })}
        </SiteLink>
      )}
      {person.links.length > 0 && <PersonLinks person={person} className="mt-auto pt-6" />}
    </Card>
  );
}
