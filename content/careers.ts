import { site } from './site';
import type { CareersCopy } from './types';

// The words around the jobs of content/jobs/: the careers page and each open job's page. While no
// job is open the site has neither page and no link to them.
export const careersCopy = {
  title: 'Careers',
  description: `Open positions at ${site.name}: join a small team of designers and engineers who build websites, apps and software.`,
  heading: 'Join our team',
  intro:
    'We are a small team of designers and engineers. If you like building things people rely on every day, we would like to hear from you.',
  employmentTypes: {
    FULL_TIME: 'Full-time',
    PART_TIME: 'Part-time',
    CONTRACTOR: 'Contract',
    TEMPORARY: 'Temporary',
    INTERN: 'Internship',
  },
  payUnits: {
    HOUR: 'an hour',
    DAY: 'a day',
    WEEK: 'a week',
    MONTH: 'a month',
    YEAR: 'a year',
  },
  pay: '{amount} {unit}',
  remote: 'Remote, from {countries}',
  placeOrRemote: '{place}, or remote from {countries}',
  listLabel: 'Open positions',
  placeLabel: 'Where',
  employmentLabel: 'Employment',
  payLabel: 'Pay',
  postedLabel: 'Posted',
  closesLabel: 'Apply by',
  applyHeading: 'How to apply',
  applyByEmail: {
    text: 'Send us a few lines about yourself and your work, with your CV or a link to it.',
    label: 'Apply by email',
    subject: 'Application: {title}',
  },
  applyOnline: {
    text: 'Our application form asks for what we need to know, and takes a few minutes.',
    label: 'Apply online',
  },
} as const satisfies CareersCopy;
