import { portfolioCopy } from '@/content/portfolio';
import { servicesCopy } from '@/content/services';
import type { HomeSection, StoryFrontmatter } from '@/content/types';
import type { Article } from '@/lib/content/articles';
import {
  homeSectionsOf,
  type HomeSectionsEntry,
  type HomeSources,
} from '@/lib/content/home-sections';
import { DEFAULT_LANGUAGE } from '@/lib/content/languages.mjs';
import { servicePath } from '@/lib/content/service-pages';

// The reader of content/home-sections/: what each section shows, read from the owner's copy.

const FILE = `content/home-sections/${DEFAULT_LANGUAGE.code}/home.md`;
const projects = portfolioCopy.projects.items;
const services = servicesCopy.services.items;
const studies = portfolioCopy.caseStudies.items;

const entry = (sections: HomeSection[], slug = 'home'): HomeSectionsEntry => ({
  file: FILE.replace('home.md', `${slug}.md`),
  language: DEFAULT_LANGUAGE.code,
  slug,
  data: { sections },
  minutes: 1,
  body: [],
});

const article = (slug: string, date: string) =>
  ({ slug, language: DEFAULT_LANGUAGE.code, data: { date } }) as unknown as Article;

const sources = (sections: HomeSection[], more: Partial<HomeSources> = {}): HomeSources => ({
  language: DEFAULT_LANGUAGE,
  entry: entry(sections),
  portfolio: portfolioCopy,
  services,
  articles: [],
  stories: [],
  servicePages: [],
  ...more,
});

const EVERY_SECTION: HomeSection[] = [
  { type: 'figures', heading: 'In numbers', items: [{ value: '120', label: 'projects shipped' }] },
  {
    type: 'projects',
    heading: 'Work',
    projects: projects
      .slice(0, 2)
      .map((p) => p.id)
      .reverse(),
  },
  { type: 'articles', heading: 'Writing', count: 2 },
  { type: 'services', heading: 'What we do', intro: 'All of it.' },
  {
    type: 'testimonials',
    heading: 'What clients say',
    caseStudies: true,
    items: [{ quote: 'Calm and quick.', name: 'Ada', position: 'Founder', company: 'Byron Ltd' }],
  },
  { type: 'clients', heading: 'Clients', items: [{ name: 'Harbour', logo: 'clients/a.svg' }] },
];

describe('the Home page sections', () => {
  it('keeps the owner order, each section with what it shows', () => {
    const articles = [article('newest', '2026-03-01'), article('older', '2026-02-01')];
    const shown = homeSectionsOf(
      sources(EVERY_SECTION, { articles: [...articles, article('oldest', '2026-01-01')] }),
    );
    expect(shown.map((section) => section.type)).toEqual(
      EVERY_SECTION.map((section) => section.type),
    );
    const [figures, work, writing, offer, quotes, clients] = shown;
    expect(figures).toEqual(EVERY_SECTION[0]);
    expect(work).toMatchObject({
      heading: 'Work',
      projects: [projects[1], projects[0]].map((project) => ({ id: project?.id, project })),
    });
    expect(writing).toEqual({ type: 'articles', heading: 'Writing', articles });
    expect(offer).toMatchObject({ heading: 'What we do', intro: 'All of it.' });
    expect(offer?.type === 'services' && offer.services.map((teaser) => teaser.service)).toEqual(
      services,
    );
    expect(quotes?.type === 'testimonials' && quotes.items).toEqual([
      ...studies.map((study) => ({
        id: study.id,
        quote: study.testimonial.quote,
        name: study.testimonial.author,
        position: study.testimonial.position,
        company: study.client,
      })),
      {
        id: 'testimonial-1',
        quote: 'Calm and quick.',
        name: 'Ada',
        position: 'Founder',
        company: 'Byron Ltd',
      },
    ]);
    expect(clients).toEqual(EVERY_SECTION[5]);
  });

  it('stops at a project id that is none, naming the file, the field and the ids there are', () => {
    const sections: HomeSection[] = [
      { type: 'figures', heading: 'In numbers', items: [{ value: '3', label: 'offices' }] },
      { type: 'projects', heading: 'Work', projects: ['no-such-project'] },
    ];
    expect(() => homeSectionsOf(sources(sections))).toThrow(
      `${FILE}: sections[1].projects: no-such-project is the id of no project of content/portfolio.ts (${projects.map((p) => p.id).join(', ')})`,
    );
  });

  it('leaves out the articles where the language has none, and every section with nothing to show', () => {
    const sections: HomeSection[] = [
      { type: 'articles', heading: 'Writing', count: 3 },
      { type: 'projects', heading: 'Work', projects: [] },
      { type: 'testimonials', heading: 'Clients say', caseStudies: false, items: [] },
      { type: 'clients', heading: 'Clients', items: [] },
      { type: 'figures', heading: 'In numbers', items: [] },
    ];
    expect(homeSectionsOf(sources(sections))).toEqual([]);
    expect(homeSectionsOf({ ...sources([]), entry: undefined })).toEqual([]);
  });

  it('links each service to its own page where it has one, else to its card on Services', () => {
    const [first, second] = services;
    const shown = homeSectionsOf(
      sources([{ type: 'services', heading: 'What we do' }], { servicePages: [first?.id ?? ''] }),
    );
    const teasers = shown[0]?.type === 'services' ? shown[0].services : [];
    expect(teasers[0]?.href).toBe(servicePath(first?.id ?? ''));
    expect(teasers[1]?.href).toBe(`/services#service-${second?.id}`);
  });

  it("leads a project to its story where it has one, and quotes a project's story", () => {
    const [told, untold] = projects;
    const testimonial = { quote: 'They listened.', author: 'Hanne', position: 'Operations' };
    const stories = [
      { slug: told?.id ?? '', data: { testimonial } as unknown as StoryFrontmatter },
    ];
    const shown = homeSectionsOf(
      sources(
        [
          { type: 'projects', heading: 'Work', projects: [told?.id ?? '', untold?.id ?? ''] },
          { type: 'testimonials', heading: 'Clients say', caseStudies: true, items: [] },
        ],
        { stories },
      ),
    );
    const [work, quotes] = shown;
    expect(work?.type === 'projects' && work.projects.map((p) => p.href)).toEqual([
      `/portfolio/${told?.id}`,
      `/portfolio#project-${untold?.id}`,
    ]);
    expect(quotes?.type === 'testimonials' && quotes.items[0]).toEqual({
      id: told?.id,
      quote: 'They listened.',
      name: 'Hanne',
      position: 'Operations',
    });
    expect(quotes?.type === 'testimonials' && quotes.items).toHaveLength(studies.length + 1);
  });

  it('takes its sections from home.md only, naming a file of another name', () => {
    expect(() => homeSectionsOf({ ...sources([]), entry: entry([], 'start') })).toThrow(
      `content/home-sections/${DEFAULT_LANGUAGE.code}/start.md: the Home page's sections are content/home-sections/${DEFAULT_LANGUAGE.code}/home.md: rename the file`,
    );
  });
});
