import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import tailwindConfig from '@/tailwind.config';
import { about } from '@/content/about';
import { callToAction } from '@/content/call-to-action';
import { caseStudies } from '@/content/case-studies';
import { homeHero } from '@/content/home';
import { aboutPage, homePage, portfolioPage, servicesPage } from '@/content/pages';
import { projects } from '@/content/projects';
import { services } from '@/content/services';

const root = join(__dirname, '..', '..');

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

describe('page metadata', () => {
  it.each([
    ['home', homePage],
    ['about', aboutPage],
    ['services', servicesPage],
    ['portfolio', portfolioPage],
  ])('%s has a title and a 50-160 character description', (_, page) => {
    expect(page.title.trim()).not.toBe('');
    expect(page.description.length).toBeGreaterThanOrEqual(50);
    expect(page.description.length).toBeLessThanOrEqual(160);
  });
});

describe('home', () => {
  it('has the headline and the two actions of the spec', () => {
    expect(homePage.heading).toBe('We Build Digital Experiences');
    expect(homePage.intro.trim()).not.toBe('');
    expect(homeHero.actions).toEqual([
      { label: 'Start Your Project', href: '/contact' },
      { label: 'View Our Work', href: '/portfolio' },
    ]);
  });
});

describe('about', () => {
  it("opens with 'Since 2018'", () => {
    expect(about.eyebrow).toBe('Since 2018');
    expect(aboutPage.intro.trim()).not.toBe('');
  });

  it('has the four value cards in order, each with text and an icon', () => {
    expect(about.values.items.map((v) => v.title)).toEqual([
      'Mission',
      'Innovation',
      'Client-Centric',
      'Quality',
    ]);
    expectUnique(about.values.items.map((v) => v.id));
    for (const value of about.values.items) {
      expect(value.text.trim()).not.toBe('');
      expect(value.icon).toBeTruthy();
    }
  });

  it('has the four expertise areas, each with three or more unique tags', () => {
    expect(about.expertise.areas.map((a) => a.title)).toEqual([
      'Frontend',
      'Mobile',
      'Backend',
      'UI/UX Design',
    ]);
    expectUnique(about.expertise.areas.map((a) => a.id));
    for (const area of about.expertise.areas) {
      expect(area.technologies.length).toBeGreaterThanOrEqual(3);
      expectUnique(area.technologies);
    }
  });

  it('has a leadership-team section with two button labels', () => {
    expect(about.team.heading).toMatch(/leadership|team/i);
    expect(about.team.primaryLabel.trim()).not.toBe('');
    expect(about.team.secondaryLabel.trim()).not.toBe('');
    expect(about.team.primaryLabel).not.toBe(about.team.secondaryLabel);
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
    '%s has an existing image with alt text and size, and full details',
    (_, project) => {
      expect(project.image.src).toMatch(/^\/images\/.+\.svg$/);
      expect(existsSync(join(root, 'public', project.image.src))).toBe(true);
      expect(project.image.alt.trim().length).toBeGreaterThan(10);
      expect(project.image.width).toBeGreaterThan(0);
      expect(project.image.height).toBeGreaterThan(0);
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
    expect(callToAction.primary.href).toBe('/contact');
    expect(callToAction.secondary.href).toBe('/portfolio');
    expect(callToAction.heading.trim()).not.toBe('');
  });
});

describe('colours', () => {
  it('keeps hex colours out of components and pages', () => {
    const offenders = [...filesUnder(join(root, 'components'), /\.tsx?$/)]
      .concat(filesUnder(join(root, 'app'), /\.(tsx?|css)$/))
      .filter((file) => /#[0-9a-f]{3}(?:[0-9a-f]{3})?\b/i.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('draws the illustrations with the palette of tailwind.config.ts', () => {
    const palette = new Set(
      JSON.stringify(tailwindConfig.theme?.extend?.colors)
        .match(/#[0-9a-f]{6}/gi)
        ?.map((hex) => hex.toLowerCase()),
    );
    palette.add('#ffffff');
    const used = filesUnder(join(root, 'public', 'images'), /\.svg$/).flatMap(
      (file) => readFileSync(file, 'utf8').match(/#[0-9a-f]{6}\b/gi) ?? [],
    );
    expect(used.length).toBeGreaterThan(0);
    expect(used.map((hex) => hex.toLowerCase()).filter((hex) => !palette.has(hex))).toEqual([]);
  });
});
