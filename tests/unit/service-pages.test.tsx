import { render, screen } from '@testing-library/react';
import { ServiceCard } from '@/components/services/service-card';
import { portfolioCopy } from '@/content/portfolio';
import { servicesCopy } from '@/content/services';
import { site } from '@/content/site';
import type { ServicePageFrontmatter } from '@/content/types';
import { LANGUAGE, LANGUAGES } from '@/lib/content/languages.mjs';
import type { MarkdownManifest } from '@/lib/content/markdown.mjs';
import {
  servicePageFor,
  servicePageLanguages,
  servicePagesIn,
  servicePath,
} from '@/lib/content/service-pages';
import { serviceJsonLd } from '@/lib/server/structured-data';

// The reader of content/services/ (lib/content/service-pages.ts) on a manifest written here, as
// the Markdown step would write it, and the card that links to a service's page where it has one.

let services: MarkdownManifest['services'] = [];
jest.mock('@/lib/content/markdown.mjs', () => ({
  readMarkdown: () => ({ services }),
}));

const { items } = servicesCopy.services;
const [first, second] = items;
const [project] = portfolioCopy.projects.items;
const [study] = portfolioCopy.caseStudies.items;
if (!first || !second || !project) throw new Error('content has no two services and no project');
// Another language of the site, or a code that is none where it has one language only.
const OTHER = LANGUAGES.find((language) => language !== LANGUAGE)?.code ?? 'xx';

function entry(slug: string, data: Partial<ServicePageFrontmatter> = {}, code = LANGUAGE.code) {
  return {
    file: `content/services/${code}/${slug}.md`,
    language: code,
    slug,
    data: {
      description: 'What the service is, in a sentence long enough for search results.',
      deliverables: [],
      steps: [],
      questions: [],
      work: [],
      ...data,
    },
    minutes: 1,
    body: [],
  };
}

afterEach(() => {
  services = [];
});

describe('service pages', () => {
  it("stops at a file named for no service, naming the file and the services' ids", () => {
    services = [entry('no-such-service')];
    expect(() => servicePagesIn()).toThrow(
      `content/services/${LANGUAGE.code}/no-such-service.md: no-such-service is the id of no service of content/services.ts (${items.map((item) => item.id).join(', ')})`,
    );
  });

  it('stops at work that is no project or case study, naming the file and the id', () => {
    services = [entry(first.id, { work: [project.id, 'no-such-work'] })];
    expect(() => servicePagesIn()).toThrow(
      new RegExp(
        `^content/services/${LANGUAGE.code}/${first.id}\\.md: work: no-such-work is the id of no project or case study of content/portfolio\\.ts \\(`,
      ),
    );
    services = [entry(first.id, { work: [project.id, project.id] })];
    expect(() => servicePagesIn()).toThrow(`work: ${project.id} is named twice`);
  });

  it("takes its title and the work from the typed copy, in the Services page's order", () => {
    const work = [project.id, ...(study ? [study.id] : [])];
    services = [entry(second.id), entry(first.id, { work })];
    const pages = servicePagesIn();
    expect(pages.map((page) => page.service)).toEqual([first, second]);
    expect(pages[0]?.work).toEqual([
      { kind: 'project', item: project },
      ...(study ? [{ kind: 'case-study', item: study }] : []),
    ]);
  });

  it("reads only this build's language, and names the languages that have a page for hreflang", () => {
    services = [entry(first.id), entry(first.id, {}, OTHER), entry(second.id, {}, OTHER)];
    expect(servicePagesIn().map((page) => page.entry.slug)).toEqual([first.id]);
    expect(servicePageFor(second.id)).toBeUndefined();
    const named = (...codes: string[]) => LANGUAGES.filter((l) => codes.includes(l.code));
    expect(servicePageLanguages(first.id)).toEqual(named(LANGUAGE.code, OTHER));
    expect(servicePageLanguages(second.id)).toEqual(named(OTHER));
  });

  it('describes the service with the agency as its provider', () => {
    const path = servicePath(first.id);
    const data = serviceJsonLd({ path, title: first.title, description: 'What it is.' });
    expect(data).toMatchObject({
      '@type': 'Service',
      name: first.title,
      provider: { '@type': 'ProfessionalService', name: site.name },
      mainEntityOfPage: { '@type': 'WebPage', inLanguage: LANGUAGE.locale },
    });
    expect(data.provider['@id']).toMatch(/#organization$/);
    expect(data.url).toContain(path);
  });
});

describe('ServiceCard', () => {
  const { learnMoreLabel, learnMoreName } = servicesCopy.services;

  it("links Learn More to the service's page where this language has one, named for the service", () => {
    services = [entry(first.id)];
    render(<ServiceCard item={first} />);
    const link = screen.getByRole('link', {
      name: learnMoreName.replace('{service}', first.title),
    });
    expect(link).toHaveAttribute('href', servicePath(first.id));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("says in the link's name the label the eye reads, and which service (WCAG 2.5.3)", () => {
    expect(learnMoreName.toLowerCase()).toContain(learnMoreLabel.toLowerCase());
    expect(learnMoreName).toContain('{service}');
  });

  it('keeps the inert button where it has none', () => {
    services = [entry(first.id)];
    render(<ServiceCard item={second} />);
    const button = screen.getByRole('button', { name: learnMoreLabel });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAccessibleDescription(second.title);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
