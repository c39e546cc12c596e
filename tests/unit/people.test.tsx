import { render, screen, within } from '@testing-library/react';
import { TeamSection } from '@/components/about/team-section';
import { Byline } from '@/components/articles/byline';
import { PersonCard } from '@/components/people/person-card';
import { aboutCopy } from '@/content/about';
import { portfolioCopy } from '@/content/portfolio';
import { socialCopy } from '@/content/shared';
import type { ArticleFrontmatter, PersonFrontmatter } from '@/content/types';
import { fill, type Article } from '@/lib/content/articles';
import { DEFAULT_LANGUAGE } from '@/lib/content/languages.mjs';
import type { MarkdownManifest } from '@/lib/content/markdown.mjs';
import {
  articleAuthor,
  articlesBy,
  linkKind,
  peopleIn,
  personHref,
  personLanguages,
  personNamed,
  TEAM_PATH,
  type PersonEntry,
} from '@/lib/content/people';
import { SITE_URL } from '@/lib/settings/env.mjs';
import { blogPostingJsonLd, profilePageJsonLd } from '@/lib/server/structured-data';

// The reader of content/people/ and the authors of articles, on a manifest this test writes: the
// project's own content has no people.
const manifest: MarkdownManifest = {
  articles: [],
  stories: [],
  services: [],
  people: [],
  jobs: [],
  home: [],
};
jest.mock('@/lib/content/markdown.mjs', () => ({
  ...jest.requireActual('@/lib/content/markdown.mjs'),
  readMarkdown: () => manifest,
}));

const { code } = DEFAULT_LANGUAGE;
const TEXT = [{ tag: 'p', props: {}, children: ['The longer text.'] }];
const BIO = 'Leads design at the studio: wayfinding, museum guides and forms people finish.';
// A photo the owner's content has, so the image step made it.
const [firstProject] = portfolioCopy.projects.items;
if (!firstProject) throw new Error('content/portfolio.ts: the test needs a project with a photo');
const PHOTO = { src: firstProject.image.src, alt: 'Ada at her desk' } as const;

function person(
  slug: string,
  data: Partial<PersonFrontmatter> & Pick<PersonFrontmatter, 'name'>,
  { page = false, language = code } = {},
): PersonEntry {
  return {
    file: `content/people/${language}/${slug}.md`,
    language,
    slug,
    minutes: 1,
    body: page ? TEXT : [],
    data: { role: 'Engineer', bio: BIO, links: [], order: 100, ...data },
  };
}

function article(slug: string, author: string, date = '2026-11-12'): Article {
  const data: ArticleFrontmatter = {
    title: `The article ${slug}`,
    description: 'What the article says, in a sentence of fifty characters or more.',
    date,
    author,
    tags: [],
    cover: PHOTO,
    draft: false,
  };
  return {
    file: `content/articles/${code}/${slug}.md`,
    language: code,
    slug,
    minutes: 3,
    body: [],
    headings: [],
    data,
  };
}

const ada = person(
  'ada-byron',
  {
    name: 'Ada Byron',
    role: 'Design Director',
    photo: PHOTO,
    links: [
      'https://github.com/ada',
      'https://bsky.app/profile/ada.example.com',
      'https://ada.example.com',
    ],
    order: 10,
  },
  { page: true },
);
const grace = person('grace-hopper', { name: 'Grace Hopper', order: 20 });
const alan = person('alan-turing', { name: 'Alan Turing', order: 20 });
const edsger = person('edsger-dijkstra', { name: 'Edsger Dijkstra' });
const elsewhere = person('only-elsewhere', { name: 'Only Elsewhere' }, { language: 'xx' });

beforeEach(() => {
  manifest.people = [edsger, grace, ada, alan, elsewhere];
  manifest.articles = [];
});

describe('the people of content/people/', () => {
  it("are the language's own, by their order and then by name", () => {
    expect(peopleIn().map((entry) => entry.id)).toEqual([
      'ada-byron',
      'alan-turing',
      'grace-hopper',
      'edsger-dijkstra',
    ]);
  });

  it('have a page where their file has a longer text; the others lead to the team on About', () => {
    const [withPage, withoutPage] = peopleIn();
    expect(withPage?.hasPage).toBe(true);
    expect(withPage && personHref(withPage)).toBe('/about/ada-byron');
    expect(withoutPage?.hasPage).toBe(false);
    expect(withoutPage && personHref(withoutPage)).toBe(TEAM_PATH);
    expect(TEAM_PATH).toBe('/about#people');
    expect(personNamed('ada-byron').name).toBe('Ada Byron');
    expect(() => personNamed('grace-hopper')).toThrow(
      `No person grace-hopper with a longer text in content/people/${code}/`,
    );
    // hreflang only where the page exists: in a language with the file but no text, none.
    expect(personLanguages('ada-byron')).toEqual([DEFAULT_LANGUAGE]);
    expect(personLanguages('grace-hopper')).toEqual([]);
  });

  it('refuses a page whose bio search results would cut or find too short, naming the file', () => {
    manifest.people = [
      person('ada-byron', { name: 'Ada Byron', bio: 'Leads design.' }, { page: true }),
    ];
    expect(() => peopleIn()).toThrow(
      `content/people/${code}/ada-byron.md: bio: 13 characters; with a longer text it is the page's summary in search results, 50 to 160`,
    );
    // Without a page, the card takes any bio the schema does.
    manifest.people = [person('ada-byron', { name: 'Ada Byron', bio: 'Leads design.' })];
    expect(peopleIn()).toHaveLength(1);
  });

  it('knows a link by its host: LinkedIn, GitHub and Bluesky by name, any other as a site', () => {
    expect(linkKind('https://www.linkedin.com/in/ada')).toMatchObject({
      network: 'LinkedIn',
      icon: 'linkedin',
    });
    expect(linkKind('https://de.linkedin.com/in/ada')).toMatchObject({ network: 'LinkedIn' });
    expect(linkKind('https://github.com/ada')).toMatchObject({ network: 'GitHub', icon: 'github' });
    expect(linkKind('https://bsky.app/profile/ada.example.com')).toMatchObject({
      network: 'Bluesky',
      icon: 'bluesky',
    });
    expect(linkKind('https://notgithub.com/ada')).toMatchObject({
      network: undefined,
      icon: 'globe',
    });
    expect(linkKind('https://ada.example.com')).toMatchObject({
      network: undefined,
      icon: 'globe',
    });
  });
});

describe("an article's author", () => {
  it("is the person whose file the author names, by that person's name", () => {
    const byAda = article('by-ada', 'ada-byron');
    expect(articleAuthor(byAda)).toMatchObject({ name: 'Ada Byron', person: { id: 'ada-byron' } });
  });

  it('is a name as written where it names no file', () => {
    expect(articleAuthor(article('by-lena', 'Lena Vogt'))).toEqual({ name: 'Lena Vogt' });
    expect(articleAuthor(article('by-team', 'The Team'))).toEqual({ name: 'The Team' });
  });

  it("stops the build at an id that names nobody in the article's language, listing who there is", () => {
    for (const author of ['ada-bryon', 'only-elsewhere'])
      expect(() => articleAuthor(article('by-nobody', author))).toThrow(
        `content/articles/${code}/by-nobody.md: author: "${author}" is the file of no person in content/people/${code}/ (ada-byron, alan-turing, grace-hopper, edsger-dijkstra); write their name, or the name of their file`,
      );
  });

  it("lists a person's articles, the newest first", () => {
    manifest.articles = [
      article('older', 'ada-byron', '2026-01-01'),
      article('other', 'Lena Vogt', '2026-06-01'),
      article('newer', 'ada-byron', '2026-11-01'),
    ];
    expect(articlesBy(personNamed('ada-byron')).map((entry) => entry.slug)).toEqual([
      'newer',
      'older',
    ]);
  });
});

describe('structured data of people', () => {
  const organization = `${SITE_URL}/#organization`;

  it("makes a person's page a ProfilePage about a Person of the agency", () => {
    const page = {
      path: '/about/ada-byron',
      title: 'Ada Byron, Design Director',
      description: BIO,
    };
    const data = profilePageJsonLd(personNamed('ada-byron'), page);
    const url = `${SITE_URL}/about/ada-byron/`;
    expect(data).toMatchObject({ '@type': 'ProfilePage', '@id': url, url });
    expect(data.mainEntity).toEqual({
      '@type': 'Person',
      '@id': `${url}#person`,
      name: 'Ada Byron',
      url,
      jobTitle: 'Design Director',
      description: BIO,
      image: expect.stringMatching(new RegExp(`^${SITE_URL}/media/.+\\.(jpg|png)$`)),
      sameAs: ada.data.links,
      worksFor: { '@id': organization, name: expect.any(String) },
    });
  });

  it("makes the BlogPosting's author the Person with their page, or the team, or the name alone", () => {
    const authorOf = (author: string) => blogPostingJsonLd(article('x', author)).author;
    expect(authorOf('ada-byron')).toEqual({
      '@type': 'Person',
      '@id': `${SITE_URL}/about/ada-byron/#person`,
      name: 'Ada Byron',
      url: `${SITE_URL}/about/ada-byron/`,
    });
    expect(authorOf('grace-hopper')).toEqual({
      '@type': 'Person',
      name: 'Grace Hopper',
      url: `${SITE_URL}/about/#people`,
    });
    expect(authorOf('Lena Vogt')).toEqual({ '@type': 'Person', name: 'Lena Vogt' });
  });
});

describe('the team on the page', () => {
  const { people } = aboutCopy;

  it("names each of a person's links for who and where, opening a new tab", () => {
    render(<PersonCard item={personNamed('ada-byron')} index={0} sizes="100vw" />);
    const name = 'Ada Byron';
    const links = within(screen.getByRole('list', { name: fill(people.linksLabel, { name }) }));
    const named = (label: string) =>
      links.getByRole('link', { name: `${label} (${socialCopy.newTab})` });
    const github = named(fill(people.profileLabel, { name, network: 'GitHub' }));
    expect(github).toHaveAttribute('href', 'https://github.com/ada');
    expect(github).toHaveAttribute('target', '_blank');
    // A card among others is not the person's own page: no rel="me".
    expect(github).toHaveAttribute('rel', 'noopener noreferrer');
    named(fill(people.profileLabel, { name, network: 'Bluesky' }));
    named(fill(people.websiteLabel, { name }));
    expect(screen.getByRole('link', { name: fill(people.pageLabel, { name }) })).toHaveAttribute(
      'href',
      '/about/ada-byron',
    );
    expect(screen.getByRole('img', { name: PHOTO.alt })).toBeInTheDocument();
  });

  it('leaves out the link to a page the person does not have', () => {
    render(<PersonCard item={peopleIn()[2]!} index={2} sizes="100vw" />);
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Grace Hopper');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('makes "Meet the Team" a link to the team once there is one, and leaves it inert before', () => {
    const { primaryLabel, secondaryLabel } = aboutCopy.team;
    const { unmount } = render(<TeamSection people={[]} />);
    expect(screen.getByRole('button', { name: primaryLabel })).toHaveAttribute('type', 'button');
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('region', { name: people.heading })).toBeNull();
    unmount();
    render(<TeamSection people={peopleIn()} />);
    expect(screen.getByRole('link', { name: primaryLabel })).toHaveAttribute('href', '#people');
    expect(screen.getByRole('button', { name: secondaryLabel })).toHaveAttribute('type', 'button');
    const team = screen.getByRole('region', { name: people.heading });
    expect(team).toHaveAttribute('id', 'people');
    expect(
      within(team)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(peopleIn().map((person) => person.name));
  });

  it("links a byline to the person's page, to the team, or not at all", () => {
    const { container } = render(
      <>
        <Byline article={article('a', 'ada-byron')} label="By" />
        <Byline article={article('b', 'grace-hopper')} label="By" />
        <Byline article={article('c', 'Lena Vogt')} label="By" />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Ada Byron' })).toHaveAttribute(
      'href',
      '/about/ada-byron',
    );
    expect(screen.getByRole('link', { name: 'Ada Byron' })).toHaveAttribute('rel', 'author');
    expect(screen.getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute(
      'href',
      '/about#people',
    );
    expect(screen.queryByRole('link', { name: 'Lena Vogt' })).toBeNull();
    expect(container).toHaveTextContent('By Lena Vogt');
  });
});
