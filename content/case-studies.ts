import type { CaseStudiesContent } from './types';

export const caseStudies: CaseStudiesContent = {
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
};
