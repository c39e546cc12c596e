import { site } from './site';
import type { AboutCopy } from './types';

export const aboutCopy = {
  title: 'About us',
  description: `Since ${site.foundingYear} our small team of designers and engineers has helped businesses plan, build and grow their web, mobile and custom software.`,
  heading: 'About us',
  intro:
    'We help startups and established businesses turn ideas into websites, apps and software that people rely on every day.',
  eyebrow: `Since ${site.foundingYear}`,
  values: {
    heading: 'What we stand for',
    intro: 'Four commitments shape every project, from the first workshop to the last release.',
    items: [
      {
        id: 'mission',
        title: 'Mission',
        text: 'Help growing businesses turn ideas into reliable software that their customers enjoy using every day.',
        icon: 'target',
      },
      {
        id: 'innovation',
        title: 'Innovation',
        text: 'We adopt new tools when they make products faster, safer or simpler, never just because they are new.',
        icon: 'lightbulb',
      },
      {
        id: 'client-centric',
        title: 'Client-Centric',
        text: 'You work directly with the people who build your product, with weekly demos and no surprises on the invoice.',
        icon: 'heart-handshake',
      },
      {
        id: 'quality',
        title: 'Quality',
        text: 'Automated tests, code review and accessibility checks are part of every sprint, not an optional extra.',
        icon: 'award',
      },
    ],
  },
  expertise: {
    heading: 'Our expertise',
    intro: 'A senior team covering the whole stack, so one group owns your product end to end.',
    items: [
      {
        id: 'frontend',
        title: 'Frontend',
        icon: 'code-xml',
        technologies: ['React', 'Next.js', 'TypeScript', 'Tailwind CSS'],
      },
      {
        id: 'mobile',
        title: 'Mobile',
        icon: 'smartphone',
        technologies: ['React Native', 'Swift', 'Kotlin', 'Flutter'],
      },
      {
        id: 'backend',
        title: 'Backend',
        icon: 'server',
        technologies: ['Node.js', 'Python', 'PostgreSQL', 'AWS'],
      },
      {
        id: 'ui-ux-design',
        title: 'UI/UX Design',
        icon: 'palette',
        technologies: ['Figma', 'User research', 'Prototyping', 'Design systems'],
      },
    ],
  },
  team: {
    heading: 'Our leadership team',
    intro:
      'Our founders and leads bring over 20 years of combined experience in product design, engineering and delivery. They stay hands-on in every engagement, from scoping to launch.',
    primaryLabel: 'Meet the Team',
    secondaryLabel: 'Join Our Team',
  },
  people: {
    heading: 'The team',
    intro:
      'The designers and engineers you work with, from the first workshop to the last release.',
    pageTitle: '{name}, {role}',
    pageLabel: 'More about {name}',
    linksLabel: '{name} elsewhere',
    profileLabel: '{name} on {network}',
    websiteLabel: 'Website of {name}',
    articlesHeading: 'Articles by {name}',
  },
} as const satisfies AboutCopy;
