import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { aboutCopy } from '@/content/about';
import { homeCopy } from '@/content/home';
import { mainNavigation } from '@/content/navigation';
import { portfolioCopy } from '@/content/portfolio';
import { servicesCopy } from '@/content/services';
import { callToActionCopy } from '@/content/shared';
import { site } from '@/content/site';

const root = join(__dirname, '..', '..');
const { services } = servicesCopy;
const { projects, caseStudies } = portfolioCopy;

function expectUnique(values: readonly string[]) {
  expect(new Set(values).size).toBe(values.length);
}

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path, pattern);
    return pattern.test(name) ? [path] : [];
  });
}

describe('site', () => {
  it('lists the five routes of the spec in order', () => {
    expect(mainNavigation.map((n) => [n.href, n.label])).toEqual([
      ['/', 'Home'],
      ['/about', 'About'],
      ['/services', 'Services'],
      ['/portfolio', 'Portfolio'],
      ['/contact', 'Contact'],
    ]);
  });

  it('has the five social profiles of the spec', () => {
    expect(site.socials.map((s) => s.name)).toEqual([
      'LinkedIn',
      'Twitter',
      'Facebook',
      'Instagram',
      'GitHub',
    ]);
  });
});

describe('home', () => {
  it('has the headline and the two actions of the spec', () => {
    expect(homeCopy.heading).toBe('We Build Digital Experiences');
    expect(homeCopy.intro.trim()).not.toBe('');
    expect(homeCopy.actions).toEqual([
      { label: 'Start Your Project', href: '/contact' },
      { label: 'View Our Work', href: '/portfolio' },
    ]);
  });
});

describe('about', () => {
  it("opens with 'Since 2018'", () => {
    expect(aboutCopy.eyebrow).toBe('Since 2018');
    expect(aboutCopy.intro.trim()).not.toBe('');
  });

  it('has the four value cards in order, each with text and an icon', () => {
    expect(aboutCopy.values.items.map((v) => v.title)).toEqual([
      'Mission',
      'Innovation',
      'Client-Centric',
      'Quality',
    ]);
    expectUnique(aboutCopy.values.items.map((v) => v.id));
    for (const value of aboutCopy.values.items) {
      expect(value.text.trim()).not.toBe('');
      expect(value.icon).toBeTruthy();
    }
  });

  it('has the four expertise areas, each with three or more unique tags', () => {
    expect(aboutCopy.expertise.items.map((a) => a.title)).toEqual([
      'Frontend',
      'Mobile',
      'Backend',
      'UI/UX Design',
    ]);
    expectUnique(aboutCopy.expertise.items.map((a) => a.id));
    for (const area of aboutCopy.expertise.items) {
      expect(area.technologies.length).toBeGreaterThanOrEqual(3);
      expectUnique(area.technologies);
    }
  });

  it('has a leadership-team section with two button labels', () => {
    expect(aboutCopy.team.heading).toMatch(/leadership|team/i);
    expect(aboutCopy.team.primaryLabel.trim()).not.toBe('');
    expect(aboutCopy.team.secondaryLabel.trim()).not.toBe('');
    expect(aboutCopy.team.primaryLabel).not.toBe(aboutCopy.team.secondaryLabel);
  });
});

describe('services', () => {
  it('has the six services of the spec in order', () => {
    expect(services.items.map((s) => s.title)).toEqual([
      'Web Development',
      'Mobile App Development',
      'UI/UX Design',
      'Software Solutions',
      'E-commerce Development',
      'API Development & Integration',
    ]);
    expect(services.learnMoreLabel).toBe('Learn More');
  });

  it('gives every service a unique id, a description and technology tags', () => {
    expectUnique(services.items.map((s) => s.id));
    for (const service of services.items) {
      expect(service.description.trim()).not.toBe('');
      expect(service.technologies.length).toBeGreaterThan(0);
      expectUnique(service.technologies);
    }
  });
});

describe('portfolio projects', () => {
  it('has the three projects of the spec in order and the control labels', () => {
    expect(projects.items.map((p) => p.title)).toEqual([
      'E-Commerce Platform',
      'Healthcare Management System',
      'Mobile Banking App',
    ]);
    expect(projects.liveDemoLabel).toBe('Live Demo');
    expect(projects.codeLabel).toBe('Code');
    expectUnique(projects.items.map((p) => p.id));
  });

  it.each(projects.items.map((p) => [p.title, p] as const))(
    '%s has an image in content/images with alt text, and full details',
    (_, project) => {
      expect(existsSync(join(root, 'content', 'images', project.image.src))).toBe(true);
      expect(project.image.alt.trim().length).toBeGreaterThan(10);
      expect(project.description.trim()).not.toBe('');
      expect(project.technologies.length).toBeGreaterThan(0);
      expect(project.features.length).toBeGreaterThan(0);
      expect(project.metrics.trim()).not.toBe('');
      expect(typeof project.liveUrl).toBe('string');
      expect(typeof project.githubUrl).toBe('string');
    },
  );

  it('gives every image a distinct alt text', () => {
    expectUnique(projects.items.map((p) => p.image.alt));
  });
});

describe('case studies', () => {
  it('has two complete case studies with unique ids', () => {
    expect(caseStudies.items).toHaveLength(2);
    expectUnique(caseStudies.items.map((c) => c.id));
    for (const study of caseStudies.items) {
      for (const text of [study.client, study.industry, study.challenge, study.solution]) {
        expect(text.trim()).not.toBe('');
      }
      expect(study.results.length).toBeGreaterThan(0);
      const { quote, author, position } = study.testimonial;
      expect([quote, author, position].every((text) => text.trim() !== '')).toBe(true);
    }
  });
});

describe('call to action', () => {
  it('links to the contact and portfolio pages', () => {
    expect(callToActionCopy.primary.href).toBe('/contact');
    expect(callToActionCopy.secondary.href).toBe('/portfolio');
    expect(callToActionCopy.heading.trim()).not.toBe('');
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
