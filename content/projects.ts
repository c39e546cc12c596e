import type { ProjectsContent } from './types';

export const projects: ProjectsContent = {
  heading: 'Featured projects',
  intro: 'Three recent builds, from online retail to healthcare and finance.',
  technologiesLabel: 'Technologies',
  featuresLabel: 'Key features',
  metricLabel: 'Result',
  liveDemoLabel: 'Live Demo',
  codeLabel: 'Code',
  unavailableNote: 'Not public yet',
  items: [
    {
      id: 'e-commerce-platform',
      title: 'E-Commerce Platform',
      image: {
        src: '/images/projects/e-commerce-platform.svg',
        alt: 'Online store product page with a product photo, price, size options and an add-to-cart button',
        width: 800,
        height: 500,
      },
      description:
        'A headless storefront for a growing apparel retailer, with fast product search, a one-page checkout and real-time stock levels.',
      technologies: ['Next.js', 'TypeScript', 'Node.js', 'PostgreSQL', 'Stripe'],
      features: [
        'Instant product search and filters',
        'One-page checkout with saved carts',
        'Inventory sync across warehouses',
      ],
      metrics: '35% more completed checkouts',
      liveUrl: '#',
      githubUrl: '#',
    },
    {
      id: 'healthcare-management-system',
      title: 'Healthcare Management System',
      image: {
        src: '/images/projects/healthcare-management-system.svg',
        alt: 'Clinic dashboard with a weekly appointment calendar, a patient list and a chart of daily visits',
        width: 800,
        height: 500,
      },
      description:
        'A scheduling and patient-records platform for a network of outpatient clinics, replacing paper forms and three separate tools.',
      technologies: ['React', 'Python', 'Django', 'PostgreSQL', 'AWS'],
      features: [
        'Online booking with automatic reminders',
        'Role-based access to patient records',
        'Audit log for every record change',
      ],
      metrics: '50% fewer missed appointments',
      liveUrl: '#',
      githubUrl: '#',
    },
    {
      id: 'mobile-banking-app',
      title: 'Mobile Banking App',
      image: {
        src: '/images/projects/mobile-banking-app.svg',
        alt: 'Phone screen of a banking app showing an account balance, a spending chart and recent transactions',
        width: 800,
        height: 500,
      },
      description:
        'A cross-platform banking app for a community credit union, with instant transfers, card controls and spending insights.',
      technologies: ['React Native', 'TypeScript', 'Node.js', 'GraphQL'],
      features: [
        'Biometric sign-in',
        'Instant transfers between members',
        'Freeze and unfreeze cards in one tap',
      ],
      metrics: '4.8-star app store rating',
      liveUrl: '#',
      githubUrl: '#',
    },
  ],
};
