import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { aboutCopy } from '@/content/about';
import { homeCopy } from '@/content/home';
import { mainNavigation } from '@/content/navigation';
import { portfolioCopy } from '@/content/portfolio';
import { servicesCopy } from '@/content/services';
import { callToActionCopy, headerCopy, notFoundCopy } from '@/content/shared';
import { site } from '@/content/site';
import type { PostalAddress } from '@/content/types';
import { openDays } from '@/lib/server/hours';
import { DEFAULT_LANGUAGE } from '@/lib/content/languages.mjs';

const root = join(__dirname, '..', '..');
const { services } = servicesCopy;
const { projects, caseStudies } = portfolioCopy;

function expectUnique(values: readonly string[]) {
  expect(new Set(values).size).toBe(values.length);
}

function expectText(...texts: readonly string[]) {
  for (const text of texts) expect(text.trim()).not.toBe('');
}

// Invariants any owner's content must keep (names, labels and numbers are the owner's): the routes
// are the site's structure, the rest is that every text is there and the lists hold together.

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path, pattern);
    return pattern.test(name) ? [path] : [];
  });
}

describe('site', () => {
  it("keeps the spec's five routes in their order, each link with its own label", () => {
    // A page the owner adds may go anywhere among them: only the spec's five are the site's own.
    const spec = ['/', '/about', '/services', '/portfolio', '/contact'];
    expect(mainNavigation.map((n) => n.href).filter((href) => spec.includes(href))).toEqual(spec);
    expectText(...mainNavigation.map((n) => n.label));
    expectUnique(mainNavigation.map((n) => n.label));
  });

  it('names the company and gives the texts every page shows', () => {
    expectText(site.name, site.shortName, site.tagline, site.description, site.email, site.phone);
    const { theme, ...header } = headerCopy;
    expectText(...Object.values(header), ...Object.values(theme), ...Object.values(notFoundCopy));
  });

  it('has social profiles with unique names and secure links', () => {
    expect(site.socials.length).toBeGreaterThan(0);
    expectUnique(site.socials.map((s) => s.name));
    for (const social of site.socials) {
      expect(social.href).toMatch(/^https:\/\/[^/\s]+/);
      expect(social.icon).toBeTruthy();
    }
  });

  it('writes the address line by line, with every part search engines get in those lines', () => {
    // Typed as an address may be written: the region is optional.
    const address: PostalAddress = site.address;
    const { lines, street, locality, region, postalCode, country } = address;
    expect(lines.length).toBeGreaterThan(0);
    expectText(...lines);
    const parts = [street, locality, postalCode, ...(region === undefined ? [] : [region])];
    for (const part of parts) {
      expectText(part);
      expect(lines.join('\n')).toContain(part);
    }
    expect(country).toMatch(/^[A-Z]{2}$/);
  });

  it('is written for a valid locale', () => {
    // A BCP 47 tag: <html lang>, og:locale and how the hours are written read it.
    expect(() => new Intl.Locale(DEFAULT_LANGUAGE.locale)).not.toThrow();
  });

  it('opens on at least one day, in a valid time zone, and closes after it opens', () => {
    const { opens, closes, timeZone } = site.openingHours;
    expect(() => new Intl.DateTimeFormat('en', { timeZone })).not.toThrow();
    expect(opens).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
    expect(closes).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
    // Zero-padded HH:MM sorts as text in the order of the day.
    expect(opens < closes).toBe(true);
    expect(openDays(site.openingHours).length).toBeGreaterThan(0);
  });
});

describe('home', () => {
  it('has a headline, a pitch and the two actions of the spec', () => {
    expectText(homeCopy.heading, homeCopy.intro);
    expect(homeCopy.actions.map((a) => a.href)).toEqual(['/contact', '/portfolio']);
    expectText(...homeCopy.actions.map((a) => a.label));
    expectUnique(homeCopy.actions.map((a) => a.label));
  });
});

describe('about', () => {
  it('opens with the founding year', () => {
    expect(aboutCopy.eyebrow).toContain(String(site.foundingYear));
    expectText(aboutCopy.heading, aboutCopy.intro);
  });

  // Any number of cards makes composed rows (lib/server/card-rows.ts,
  // tests/e2e/card-grids.spec.tsx).
  it('has at least one value card, each with a title, text and an icon', () => {
    expect(aboutCopy.values.items.length).toBeGreaterThan(0);
    expectUnique(aboutCopy.values.items.map((v) => v.id));
    expectUnique(aboutCopy.values.items.map((v) => v.title));
    for (const value of aboutCopy.values.items) {
      expectText(value.title, value.text);
      expect(value.icon).toBeTruthy();
    }
  });

  it('has at least one expertise area, each with an icon and three or more unique tags', () => {
    expect(aboutCopy.expertise.items.length).toBeGreaterThan(0);
    expectUnique(aboutCopy.expertise.items.map((a) => a.id));
    expectUnique(aboutCopy.expertise.items.map((a) => a.title));
    for (const area of aboutCopy.expertise.items) {
      expectText(area.title);
      expect(area.icon).toBeTruthy();
      expect(area.technologies.length).toBeGreaterThanOrEqual(3);
      expectText(...area.technologies);
      expectUnique(area.technologies);
    }
  });

  it('has a leadership-team section with two button labels', () => {
    expectText(aboutCopy.team.heading, aboutCopy.team.intro);
    expectText(aboutCopy.team.primaryLabel, aboutCopy.team.secondaryLabel);
    expect(aboutCopy.team.primaryLabel).not.toBe(aboutCopy.team.secondaryLabel);
  });
});

describe('services', () => {
  it('has at least one service, each with a title, and a Learn More label', () => {
    expect(services.items.length).toBeGreaterThan(0);
    expectText(...services.items.map((s) => s.title));
    expectUnique(services.items.map((s) => s.title));
    expectText(servicesCopy.heading, services.learnMoreLabel, services.technologiesLabel);
  });

  it('gives every service a unique id, a description and technology tags', () => {
    expectUnique(services.items.map((s) => s.id));
    for (const service of services.items) {
      expectText(service.description);
      expect(service.icon).toBeTruthy();
      expect(service.technologies.length).toBeGreaterThan(0);
      expectText(...service.technologies);
      expectUnique(service.technologies);
    }
  });
});

describe('portfolio projects', () => {
  it('has at least one project with a unique id and title, and the control labels', () => {
    expect(projects.items.length).toBeGreaterThan(0);
    expectUnique(projects.items.map((p) => p.id));
    expectText(...projects.items.map((p) => p.title));
    expectUnique(projects.items.map((p) => p.title));
    expectText(projects.liveDemoLabel, projects.codeLabel, projects.unavailableNote);
    expect(projects.liveDemoLabel).not.toBe(projects.codeLabel);
  });

  it.each(projects.items.map((p) => [p.title, p] as const))(
    '%s has an image in content/images with alt text, and full details',
    (_, project) => {
      expect(existsSync(join(root, 'content', 'images', project.image.src))).toBe(true);
      expect(project.image.alt.trim().length).toBeGreaterThan(10);
      expectText(project.description, project.metrics);
      expect(project.technologies.length).toBeGreaterThan(0);
      expect(project.features.length).toBeGreaterThan(0);
      expectText(...project.technologies, ...project.features);
      expect(typeof project.liveUrl).toBe('string');
      expect(typeof project.githubUrl).toBe('string');
    },
  );

  it('gives every image a distinct alt text', () => {
    expectUnique(projects.items.map((p) => p.image.alt));
  });
});

describe('case studies', () => {
  it('has at least one complete case study, each with a unique id', () => {
    expect(caseStudies.items.length).toBeGreaterThan(0);
    expectUnique(caseStudies.items.map((c) => c.id));
    expectUnique(caseStudies.items.map((c) => c.client));
    for (const study of caseStudies.items) {
      expectText(study.client, study.industry, study.challenge, study.solution);
      expect(study.results.length).toBeGreaterThan(0);
      expectText(...study.results);
      const { quote, author, position } = study.testimonial;
      expectText(quote, author, position);
    }
  });
});

describe('call to action', () => {
  it('links to the contact and portfolio pages', () => {
    expect(callToActionCopy.primary.href).toBe('/contact');
    expect(callToActionCopy.secondary.href).toBe('/portfolio');
    expectText(
      callToActionCopy.heading,
      callToActionCopy.primary.label,
      callToActionCopy.secondary.label,
    );
  });
});

describe('colours', () => {
  it('keeps hex colours out of components and pages', () => {
    const offenders = [...filesUnder(join(root, 'components'), /\.tsx?$/)]
      .concat(filesUnder(join(root, 'app'), /\.(tsx?|css)$/))
      .filter((file) => /#[0-9a-f]{3}(?:[0-9a-f]{3})?\b/i.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});

describe('the content layer', () => {
  it('is data: it imports nothing from lib/ or components/', () => {
    const offenders = filesUnder(join(root, 'content'), /\.ts$/).filter((file) =>
      /from ["'](?:@\/|(?:\.\.\/)+)(?:lib|components)\//.test(readFileSync(file, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});
