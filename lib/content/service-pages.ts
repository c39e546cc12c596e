import { portfolioCopy } from '@/content/portfolio';
import { servicesCopy } from '@/content/services';
import type { CaseStudy, Project, Service, ServicePageFrontmatter } from '@/content/types';
import { LANGUAGE, LANGUAGES, type Language } from './languages.mjs';
import { readMarkdown, type MarkdownEntry } from './markdown.mjs';

// The pages of content/services/: a service of content/services.ts whose id names a file there
// gets a page of its own at /services/<id>. Its title, icon and technologies are the card's.

export type ServicePageEntry = MarkdownEntry<ServicePageFrontmatter>;

/** A piece of work that shows a service: a project or a case study of content/portfolio.ts. */
export type Work =
  | { readonly kind: 'project'; readonly item: Project }
  | { readonly kind: 'case-study'; readonly item: CaseStudy };

/** A service's page: its file, its card, and the work its file names. */
export interface ServicePage {
  readonly entry: ServicePageEntry;
  readonly service: Service;
  readonly work: readonly Work[];
}

export const servicePath = (id: string) => `/services/${id}`;

const ids = (items: readonly { id: string }[]) => items.map((item) => item.id).join(', ');

/** A file with its service and its work; an id that names neither stops the build. */
function servicePageOf(entry: ServicePageEntry): ServicePage {
  const refuse = (message: string): never => {
    throw new Error(`${entry.file}: ${message}`);
  };
  const { items } = servicesCopy.services;
  const service =
    items.find((item) => item.id === entry.slug) ??
    refuse(`${entry.slug} is the id of no service of content/services.ts (${ids(items)})`);
  const { projects, caseStudies } = portfolioCopy;
  const work = entry.data.work.map((id, index): Work => {
    if (entry.data.work.indexOf(id) !== index) return refuse(`work: ${id} is named twice`);
    const project = projects.items.find((item) => item.id === id);
    if (project) return { kind: 'project', item: project };
    const study = caseStudies.items.find((item) => item.id === id);
    if (study) return { kind: 'case-study', item: study };
    return refuse(
      `work: ${id} is the id of no project or case study of content/portfolio.ts (${ids([...projects.items, ...caseStudies.items])})`,
    );
  });
  return { entry, service, work };
}

/** This build's service pages, in the Services page's order. */
export function servicePagesIn(): ServicePage[] {
  const order: readonly string[] = servicesCopy.services.items.map((item) => item.id);
  return readMarkdown()
    .services.filter((entry) => entry.language === LANGUAGE.code)
    .map(servicePageOf)
    .sort((a, b) => order.indexOf(a.entry.slug) - order.indexOf(b.entry.slug));
}

/** The page of a service, where this build has one. */
export function servicePageFor(id: string): ServicePage | undefined {
  return servicePagesIn().find((page) => page.entry.slug === id);
}

/** The languages that have a page of this service: where its hreflang links point. */
export function servicePageLanguages(id: string): Language[] {
  const { services } = readMarkdown();
  return LANGUAGES.filter((language) =>
    services.some((entry) => entry.slug === id && entry.language === language.code),
  );
}

/** This build's page of that service. */
export function servicePageNamed(id: string): ServicePage {
  const page = servicePageFor(id);
  if (!page) throw new Error(`No service page ${id} in content/services/${LANGUAGE.code}/`);
  return page;
}
