import { portfolioCopy } from '@/content/portfolio';
import { servicesCopy } from '@/content/services';
import type {
  ContentImage,
  HomeSection,
  HomeSectionsFrontmatter,
  PortfolioCopy,
  Project,
  Service,
  StoryFrontmatter,
} from '@/content/types';
import { articlesIn, type Article } from './articles';
import { LANGUAGE, type Language } from './languages.mjs';
import { readMarkdown, type MarkdownEntry } from './markdown.mjs';
import { servicePath } from './service-pages';
import { storyPath } from './stories';

// The sections under the Home page's first screen, from content/home-sections/<code>/home.md, in
// the owner's order: each with what it shows looked up in the typed copy and the other
// collections. A section with nothing to show (no article yet, an empty list) is left out, and a
// language without the file has the hero alone.

export type HomeSectionsEntry = MarkdownEntry<HomeSectionsFrontmatter>;

/** The one file of a language: the page it makes is the Home page. */
export const HOME_SECTIONS_SLUG = 'home';

type Block<Type extends HomeSection['type']> = Extract<HomeSection, { type: Type }>;

/** A project under the hero, and where its title leads: its story, or its card on Portfolio. */
export interface FeaturedProject {
  readonly id: string;
  readonly project: Project;
  readonly href: string;
}

/** A service, and where it leads: its own page, or its card on the Services page. */
export interface ServiceTeaser {
  readonly id: string;
  readonly service: Service;
  readonly href: string;
}

/** What a client said, from a case study, a project's story or the owner's own list. */
export interface HomeTestimonial {
  readonly id: string;
  readonly quote: string;
  readonly name: string;
  readonly position: string;
  readonly company?: string;
  readonly photo?: ContentImage;
}

export type HomeSectionView =
  | (Omit<Block<'projects'>, 'projects'> & { readonly projects: readonly FeaturedProject[] })
  | (Block<'services'> & { readonly services: readonly ServiceTeaser[] })
  | (Omit<Block<'testimonials'>, 'caseStudies' | 'items'> & {
      readonly items: readonly HomeTestimonial[];
    })
  | Block<'clients'>
  | Block<'figures'>
  | (Omit<Block<'articles'>, 'count'> & { readonly articles: readonly Article[] });

/** What a language's sections are made from. */
export interface HomeSources {
  readonly language: Language;
  /** The language's home.md, where it has one. */
  readonly entry?: HomeSectionsEntry;
  readonly portfolio: Pick<PortfolioCopy, 'projects' | 'caseStudies'>;
  readonly services: readonly Service[];
  /** The language's articles, the newest first. */
  readonly articles: readonly Article[];
  /** The language's stories, by the id of their project or case study. */
  readonly stories: readonly { readonly slug: string; readonly data: StoryFrontmatter }[];
  /** The ids of the services with a page of their own in the language (content/services/). */
  readonly servicePages: readonly string[];
}

/** A copy file of a language, as the owner finds it. */
const copyFile = (language: Language, file: string) =>
  language.isDefault ? `content/${file}.ts` : `content/${language.code}/${file}.ts`;

/** A language's sections, in the order its home.md lists them. */
export function homeSectionsOf(sources: HomeSources): HomeSectionView[] {
  const { entry, language, portfolio, stories } = sources;
  if (!entry) return [];
  const refuse = (message: string): never => {
    throw new Error(`${entry.file}: ${message}`);
  };
  if (entry.slug !== HOME_SECTIONS_SLUG)
    refuse(
      `the Home page's sections are content/home-sections/${language.code}/${HOME_SECTIONS_SLUG}.md: rename the file`,
    );
  const storyOf = (id: string) =>
    stories.some((story) => story.slug === id) ? storyPath(id) : undefined;

  const view = (section: HomeSection, index: number): HomeSectionView | undefined => {
    switch (section.type) {
      case 'projects': {
        const { projects: ids, ...rest } = section;
        const projects = ids.map((id) => {
          const project = portfolio.projects.items.find((item) => item.id === id);
          if (!project) {
            const known = portfolio.projects.items.map((item) => item.id).join(', ');
            return refuse(
              `sections[${index}].projects: ${id} is the id of no project of ${copyFile(language, 'portfolio')} (${known})`,
            );
          }
          return { id, project, href: storyOf(id) ?? `/portfolio#project-${id}` };
        });
        return projects.length > 0 ? { ...rest, projects } : undefined;
      }
      case 'services': {
        const services = sources.services.map((service) => ({
          id: service.id,
          service,
          href: sources.servicePages.includes(service.id)
            ? servicePath(service.id)
            : `/services#service-${service.id}`,
        }));
        return services.length > 0 ? { ...section, services } : undefined;
      }
      case 'testimonials': {
        const { caseStudies, items: own, ...rest } = section;
        const quoted: HomeTestimonial[] = caseStudies
          ? [
              // In the Portfolio page's order: the projects' stories, then the case studies.
              ...portfolio.projects.items.flatMap((project) => {
                const quote = stories.find((story) => story.slug === project.id)?.data.testimonial;
                if (!quote) return [];
                const { author, ...words } = quote;
                return [{ id: project.id, ...words, name: author }];
              }),
              ...portfolio.caseStudies.items.map(({ id, client, testimonial }) => {
                const { author, ...words } = testimonial;
                return { id, ...words, name: author, company: client };
              }),
            ]
          : [];
        const items = [
          ...quoted,
          ...own.map((item, place) => ({ id: `testimonial-${place + 1}`, ...item })),
        ];
        return items.length > 0 ? { ...rest, items } : undefined;
      }
      case 'clients':
      case 'figures':
        return section.items.length > 0 ? section : undefined;
      case 'articles': {
        const { count, ...rest } = section;
        const articles = sources.articles.slice(0, count);
        return articles.length > 0 ? { ...rest, articles } : undefined;
      }
      // A type content/schema.mjs offers the CMS and no case reads is a type error here.
      default:
        return section satisfies never;
    }
  };
  return entry.data.sections.flatMap((section, index) => view(section, index) ?? []);
}

/** This build's sections: its language's home.md, read with its copy. */
export function homeSections(): HomeSectionView[] {
  const { home, stories, services } = readMarkdown();
  const own = <T extends { language: string }>(entries: readonly T[]) =>
    entries.filter((entry) => entry.language === LANGUAGE.code);
  const files = own(home);
  // A file of another name is refused, naming it.
  const entry = files.find((file) => file.slug !== HOME_SECTIONS_SLUG) ?? files[0];
  return homeSectionsOf({
    language: LANGUAGE,
    ...(entry && { entry }),
    portfolio: portfolioCopy,
    services: servicesCopy.services.items,
    articles: articlesIn(),
    stories: own(stories),
    servicePages: own(services).map((page) => page.slug),
  });
}
