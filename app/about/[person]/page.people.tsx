import type { Metadata } from 'next';
import { PersonArticles } from '@/components/people/person-articles';
import { PersonHeader } from '@/components/people/person-header';
import { PersonText } from '@/components/people/person-text';
import { JsonLd } from '@/components/seo/json-ld';
import { CallToAction } from '@/components/shared/call-to-action';
import { personPageFacts } from '@/lib/content/content-pages';
import { peopleIn, personNamed } from '@/lib/content/people';
import { metadataOf } from '@/lib/server/metadata';
import { profilePageJsonLd } from '@/lib/server/structured-data';
import { searchBody } from '@/lib/content/search';

interface Props {
  params: Promise<{ person: string }>;
}

export const dynamicParams = false;

// A person's own page, where their file in content/people/ has a longer text: Next sees this
// route only where the language has one (next.config.mjs).
export function generateStaticParams() {
  return peopleIn()
    .filter((person) => person.hasPage)
    .map((person) => ({ person: person.id }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return metadataOf(personPageFacts(personNamed((await params).person)));
}

export default async function PersonPage({ params }: Props) {
  const person = personNamed((await params).person);
  return (
    <>
      <JsonLd data={profilePageJsonLd(person, personPageFacts(person))} />
      <article {...searchBody}>
        <PersonHeader person={person} />
        <PersonText person={person} />
        <PersonArticles person={person} />
      </article>
      <CallToAction />
    </>
  );
}
