import type { BrandIcon, PersonFrontmatter } from '@/content/types';
import { articlesIn, type Article } from './articles';
import { LANGUAGE, LANGUAGES, type Language } from './languages.mjs';
import { readMarkdown, type MarkdownEntry } from './markdown.mjs';

// The people of content/people/: each a card on About, and a page of their own at /about/<id>
// where their file has a longer text. An article's author may be one of them, by the file's name.

export type PersonEntry = MarkdownEntry<PersonFrontmatter>;

/** A person as the pages show them: their fields, their id (the file's name) and text. */
export type Person = PersonFrontmatter & {
  readonly id: string;
  readonly file: string;
  readonly body: PersonEntry['body'];
  /** Whether they have a page of their own: their file has a longer text. */
  readonly hasPage: boolean;
};

/** The section of About that shows the team: where "Meet the Team" and a byline without a page lead. */
export const TEAM_SECTION_ID = 'people';
export const TEAM_PATH = `/about#${TEAM_SECTION_ID}`;

export const personPath = (id: string) => `/about/${id}`;

/** Where a person's name links: their page, or the team on About. */
export const personHref = (person: Person) => (person.hasPage ? personPath(person.id) : TEAM_PATH);

/** A page's summary in search results and link previews, as every page's description. */
const SUMMARY = { min: 50, max: 160 };

function personOf(entry: PersonEntry): Person {
  const hasPage = entry.body.length > 0;
  const { length } = entry.data.bio;
  // The bio is the page's description: a person with a page needs one search results show whole.
  if (hasPage && (length < SUMMARY.min || length > SUMMARY.max))
    throw new Error(
      `${entry.file}: bio: ${length} characters; with a longer text it is the page's summary in search results, ${SUMMARY.min} to ${SUMMARY.max}`,
    );
  return { ...entry.data, id: entry.slug, file: entry.file, body: entry.body, hasPage };
}

/** A language's people in the owner's order: `order`, lowest first, then by name. */
export function peopleIn(language: Language = LANGUAGE): Person[] {
  return readMarkdown()
    .people.filter((entry) => entry.language === language.code)
    .map(personOf)
    .sort((a, b) => a.order - b.order || a.name.localeCompare(b.name, language.locale));
}

/** This build's person with a page of that id. */
export function personNamed(id: string): Person {
  const person = peopleIn().find((candidate) => candidate.id === id && candidate.hasPage);
  if (!person)
    throw new Error(`No person ${id} with a longer text in content/people/${LANGUAGE.code}/`);
  return person;
}

/** The languages in which this person has a page: where its hreflang links point. */
export function personLanguages(id: string): Language[] {
  const { people } = readMarkdown();
  return LANGUAGES.filter((language) =>
    people.some(
      (entry) => entry.slug === id && entry.language === language.code && entry.body.length > 0,
    ),
  );
}

/** An author written as a person's id would be: a file's name. */
const PERSON_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Who wrote an article: its `author` as written, or the person whose file it names. */
export interface Author {
  readonly name: string;
  readonly person?: Person;
}

/**
 * An article's author. `author: mira-hoffmann` names the person of content/people/<its
 * language>/mira-hoffmann.md, whose name the article then shows, linked; any other text is the
 * author's name as it is. An id, not the name: the name is written once (in the person's file) and
 * a change to it reaches every byline; and an id that names nobody is refused, where a misspelt
 * name would quietly lose its link.
 */
export function articleAuthor(article: Article): Author {
  const { author } = article.data;
  const language = LANGUAGES.find((candidate) => candidate.code === article.language);
  const people = language ? peopleIn(language) : [];
  const person = people.find((candidate) => candidate.id === author);
  if (person) return { name: person.name, person };
  if (PERSON_ID.test(author)) {
    const ids = people.map((candidate) => candidate.id).join(', ') || 'none';
    throw new Error(
      `${article.file}: author: "${author}" is the file of no person in content/people/${article.language}/ (${ids}); write their name, or the name of their file`,
    );
  }
  return { name: author };
}

/** The articles of this build a person wrote, the newest first. */
export function articlesBy(person: Person): Article[] {
  return articlesIn().filter((article) => articleAuthor(article).person?.id === person.id);
}

/** The networks a person's link is recognised as, by its host (and any subdomain of it). */
const NETWORKS = [
  { host: 'linkedin.com', network: 'LinkedIn', icon: 'linkedin' },
  { host: 'github.com', network: 'GitHub', icon: 'github' },
  { host: 'bsky.app', network: 'Bluesky', icon: 'bluesky' },
] as const satisfies readonly { host: string; network: string; icon: BrandIcon }[];

/** What a link of a person's is: a profile on a network, or a site of their own. */
export function linkKind(href: string) {
  const { hostname } = new URL(href);
  const known = NETWORKS.find(({ host }) => hostname === host || hostname.endsWith(`.${host}`));
  return known ?? { host: hostname, network: undefined, icon: 'globe' as const };
}
