import type { ServicesCopy } from './types';

export const servicesCopy = {
  title: 'Services',
  description:
    'Web development, mobile apps, UI/UX design, custom software, e-commerce and API integration, delivered by one small senior team.',
  heading: 'Our services',
  intro:
    'Everything you need to design, build and run a digital product, from the first prototype to a platform that serves thousands of customers.',
  services: {
    heading: 'What we do',
    intro:
      'Six services, one team: pick the one you need or combine them into a full product build.',
    technologiesLabel: 'Technologies',
    learnMoreLabel: 'Learn More',
    learnMoreName: 'Learn more about {service}',
    items: [
      {
        id: 'web-development',
        title: 'Web Development',
        description:
          'Fast, accessible websites and web applications that rank well, load instantly and are easy for your team to update.',
        technologies: ['React', 'Next.js', 'TypeScript', 'Node.js'],
        icon: 'code-xml',
      },
      {
        id: 'mobile-app-development',
        title: 'Mobile App Development',
        description:
          'Native and cross-platform apps for iOS and Android, from the first prototype to store release and updates.',
        technologies: ['React Native', 'Swift', 'Kotlin', 'Flutter'],
        icon: 'smartphone',
      },
      {
        id: 'ui-ux-design',
        title: 'UI/UX Design',
        description:
          'Research, wireframes and polished interfaces, tested with real users before a single line of code is written.',
        technologies: ['Figma', 'Prototyping', 'User testing', 'Design systems'],
        icon: 'palette',
      },
      {
        id: 'software-solutions',
        title: 'Software Solutions',
        description:
          'Custom internal tools, dashboards and workflow automation that replace spreadsheets and manual busywork.',
        technologies: ['Python', 'PostgreSQL', 'Docker', 'AWS'],
        icon: 'boxes',
      },
      {
        id: 'e-commerce-development',
        title: 'E-commerce Development',
        description:
          'Online stores with smooth checkout, inventory sync and analytics, built to convert browsers into buyers.',
        technologies: ['Shopify', 'Next.js', 'Stripe', 'Headless CMS'],
        icon: 'shopping-cart',
      },
      {
        id: 'api-development-integration',
        title: 'API Development & Integration',
        description:
          'Secure, documented APIs and reliable integrations that connect your product to payment, CRM and ERP systems.',
        technologies: ['REST', 'GraphQL', 'OpenAPI', 'Webhooks'],
        icon: 'plug',
      },
    ],
  },
  // A service with a page of its own (content/services/en/<id>.md) shows these over its parts.
  servicePage: {
    deliverablesHeading: 'What you get',
    stepsHeading: 'How we work',
    questionsHeading: 'Questions',
    workHeading: 'Work that shows it',
  },
} as const satisfies ServicesCopy;
