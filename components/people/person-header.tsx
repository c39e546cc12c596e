import { ReadingColumn } from '@/components/reading/reading-column';
import { Breadcrumbs } from '@/components/shared/breadcrumbs';
import { personPath, type Person } from '@/lib/content/people';
import { trailTo } from '@/lib/server/breadcrumbs';
import { PersonLinks } from './person-links';
import { PersonPhoto } from './person-photo';

/** The photo's width: w-40 on a phone, w-56 beside the name from sm up. */
const PHOTO_SIZES = '(min-width: 640px) 14rem, 10rem';

// Who the person is: the trail up to About, their photo beside their name, role, bio and links.
export function PersonHeader({ person }: { person: Person }) {
  return (
    <header className="bg-linear-to-b from-brand-50 to-white pt-32 sm:pt-40">
      <ReadingColumn width="wide">
        <Breadcrumbs
          trail={trailTo('/about', { href: personPath(person.id), label: person.name })}
          className="mb-6"
        />
        <div className="mt-8 flex flex-col gap-8 sm:flex-row sm:items-center">
          {/* One flex item: a <picture>'s <source>s would each take a gap of the row. */}
          <div className="w-40 shrink-0 sm:w-56">
            <PersonPhoto
              person={person}
              frame="page"
              sizes={PHOTO_SIZES}
              priority
              className="w-full rounded-2xl"
            />
          </div>
          <div>
            <h1 className="text-h1 text-ink-950">{person.name}</h1>
            <p className="mt-3 text-lead font-semibold text-brand-700">{person.role}</p>
            <p className="mt-4 max-w-2xl text-lead text-ink-700">{person.bio}</p>
            {person.links.length > 0 && <PersonLinks person={person} own className="mt-6" />}
          </div>
        </div>
      </ReadingColumn>
    </header>
  );
}
