import type { PortfolioCopy } from './types';

export const portfolioCopy: PortfolioCopy = {
  title: 'Portfolio',
  description:
    'Selected projects and case studies: e-commerce platforms, healthcare systems and mobile banking apps we designed and built.',
  heading: 'Our work',
  intro:
    'A selection of projects we are proud of, and the stories behind two of them: the problem, what we built and what changed.',
  projects: {
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
          src: 'projects/e-commerce-platform.png',
          alt: 'Online store product page with a product photo, price, size options and an add-to-cart button',
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
          src: 'projects/healthcare-management-system.png',
          alt: 'Clinic dashboard with a weekly appointment calendar, a patient list and a chart of daily visits',
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
          src: 'projects/mobile-banking-app.jpg',
          alt: 'Phone screen of a banking app showing an account balance, a spending chart and recent transactions',
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
  },
  caseStudies: {
    heading: 'Case studies',
    intro: 'How two clients went from a stubborn problem to measurable results.',
    industryLabel: 'Industry',
    challengeLabel: 'Challenge',
    solutionLabel: 'Solution',
    resultsLabel: 'Results',
    items: [
      {
        id: 'outdoor-retailer',
        client: 'Regional outdoor-gear retailer',
        industry: 'Retail',
        challenge:
          'Their ten-year-old online store was slow on phones, crashed during seasonal sales and could not show which items were in stock at which shop.',
        solution:
          'We rebuilt the store as a headless Next.js site on their existing product database, added live stock per shop and moved checkout to a single page.',
        results: [
          'Pages load in under one second on mobile',
          'Online revenue up 40% in the first year',
          'Zero downtime during the holiday sale',
        ],
        testimonial: {
          quote:
            'The new store paid for itself within one season. The team explained every trade-off and shipped exactly what they promised.',
          author: 'Jordan Ellis',
          position: 'Head of E-commerce',
        },
      },
      {
        id: 'clinic-network',
        client: 'Multi-site outpatient clinic network',
        industry: 'Healthcare',
        challenge:
          'Front-desk staff juggled paper forms, a phone-only booking line and three tools that did not share data, so patients often missed appointments.',
        solution:
          'We designed and built one scheduling and records platform with online booking, text reminders and strict role-based access to patient data.',
        results: [
          'Missed appointments cut in half',
          'Two hours of admin work saved per clinic each day',
          'Passed an external security review at first attempt',
        ],
        testimonial: {
          quote:
            'Our staff stopped fighting their tools. Patients book online now, and the reminders alone changed how our clinics run.',
          author: 'Casey Lindqvist',
          position: 'Operations Director',
        },
      },
    ],
  },
  story: {
    linkLabel: 'Read the story',
    storyHeading: 'The story',
    galleryHeading: 'Gallery',
    photo: {
      position: 'Photo {number} of {count}',
      open: 'open it large',
      close: 'Close',
      previous: 'Previous photo',
      next: 'Next photo',
    },
  },
};
