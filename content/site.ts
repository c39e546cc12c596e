import type { SiteFacts } from './types';

// The company name is a placeholder the owner replaces here, and only here. The public URL is a
// deployment setting: NEXT_PUBLIC_SITE_URL (lib/settings/settings.mjs).
export const site = {
  name: 'Acme Digital',
  shortName: 'Acme',
  tagline: 'Web, mobile and custom software',
  description:
    'Acme Digital is a small agency that designs and builds websites, mobile apps and custom software for growing businesses.',
  email: 'hello@example.com',
  phone: '+1 (555) 010-0123',
  phoneE164: '+15550100123',
  address: {
    lines: ['100 Example Street, Suite 300', 'San Francisco, CA 94105'],
    street: '100 Example Street, Suite 300',
    locality: 'San Francisco',
    region: 'CA',
    postalCode: '94105',
    country: 'US',
  },
  openingHours: {
    firstDay: 'Monday',
    lastDay: 'Friday',
    opens: '09:00',
    closes: '18:00',
    timeZone: 'America/Los_Angeles',
  },
  areaServed: 'Worldwide',
  foundingYear: 2018,
  socials: [
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/example', icon: 'linkedin' },
    { name: 'Twitter', href: 'https://twitter.com/example', icon: 'twitter' },
    { name: 'Facebook', href: 'https://www.facebook.com/example', icon: 'facebook' },
    { name: 'Instagram', href: 'https://www.instagram.com/example', icon: 'instagram' },
    { name: 'GitHub', href: 'https://github.com/example', icon: 'github' },
  ],
  // What the privacy notice cannot know from the settings. Add `imprint` (content/types.ts
  // ImprintFacts) where the law asks for one, as in Germany and Austria: the site then has an
  // imprint page in every language.
  legal: {
    host: {
      name: 'Example Hosting, Inc.',
      privacyPolicy: 'https://hosting.example.com/privacy',
      contract:
        'It keeps these in its logs for 30 days, to run and protect the site for us under our agreement with it, and then deletes them.',
    },
    retention:
      'We keep your message for as long as we need it to answer you and for any work that follows, and delete it after two years at the latest.',
    // The accessibility statement's own facts: list a barrier you know of in `limitations`, and
    // add `enforcement` (content/types.ts AccessibilityFacts) where the law names such a body.
    accessibility: {
      reviewed: '2026-11-27',
      answerDays: 5,
      limitations: [],
    },
  },
} as const satisfies SiteFacts;
