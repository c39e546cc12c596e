import type { AccessibilityCopy, PluralForms, SiteFacts } from '@/content/types';
import { filled, text, type NoticeSection, type TextLink } from './privacy-notice';
import { fill } from './template';

// The accessibility statement, in the W3C WAI statement's order: commitment, the standard aimed
// at, how the site is checked, what is known not to work, how to report a barrier and how soon an
// answer comes, and when it was reviewed. What is checked is the test suite's (SUITE_CHECKS, which
// tests/unit/accessibility-statement.test.ts holds to the suite); the rest is content/site.ts's
// `legal.accessibility`. A pure function, so every combination is tested without a build.

/** The guidelines the tests check against: axe's WCAG tags (tests/axe-tags.mjs) end at these. */
export const STANDARD = { version: '2.2', level: 'AA' } as const;

/**
 * What the suite checks on every build, in the order the statement tells it. A check named here
 * that the suite no longer runs fails tests/unit/accessibility-statement.test.ts.
 */
export const SUITE_CHECKS = [
  'axe',
  'codeSniffer',
  'engines',
  'keyboard',
  'reducedMotion',
  'rightToLeft',
] as const;

export type SuiteCheck = (typeof SUITE_CHECKS)[number];

/** The copy the statement is made of, with a sentence for every check lib/ knows. */
export type StatementCopy = AccessibilityCopy & {
  readonly checks: { readonly items: Readonly<Record<SuiteCheck, string>> };
};

/** What the statement needs of the site's other copy and the page's language. */
export interface StatementContent {
  readonly copy: StatementCopy;
  readonly site: SiteFacts;
  /** The contact page: its name in the menu and its address. */
  readonly contact: TextLink;
  /** The page's locale, for the date and the number of days. */
  readonly locale: string;
  /** A day ('YYYY-MM-DD') as the page's language writes it. */
  readonly formatDate: (day: string) => string;
}

/** The sentence of a number in the language's plural form for it, the number written as it writes it. */
export function pluralOf(forms: PluralForms, count: number, locale: string) {
  const form = forms[new Intl.PluralRules(locale).select(count)] ?? forms.other;
  return fill(form, { days: new Intl.NumberFormat(locale).format(count) });
}

/** The accessibility statement of a site: its sections in order, each with what it says. */
export function accessibilityStatement(content: StatementContent): NoticeSection[] {
  const { copy, site, contact, locale } = content;
  const facts = site.legal.accessibility;
  const { enforcement } = facts;
  const email: TextLink = { text: site.email, href: `mailto:${site.email}` };
  return [
    {
      id: 'commitment',
      heading: copy.commitment.heading,
      blocks: [filled(copy.commitment.text, { name: site.name })],
    },
    {
      id: 'standard',
      heading: copy.standard.heading,
      blocks: [
        text(fill(copy.standard.text, { standard: fill(copy.standard.standardName, STANDARD) })),
      ],
    },
    {
      id: 'checks',
      heading: copy.checks.heading,
      blocks: [
        text(copy.checks.text),
        { kind: 'list', items: SUITE_CHECKS.map((check) => copy.checks.items[check]) },
      ],
    },
    {
      id: 'limitations',
      heading: copy.limitations.heading,
      blocks:
        facts.limitations.length === 0
          ? [text(copy.limitations.none)]
          : [text(copy.limitations.intro), { kind: 'list', items: facts.limitations }],
    },
    {
      id: 'feedback',
      heading: copy.feedback.heading,
      blocks: [
        filled(copy.feedback.text, { email: site.email, contact: contact.text }, [email, contact]),
        text(pluralOf(copy.feedback.answer, facts.answerDays, locale)),
        ...(enforcement
          ? [
              filled(copy.feedback.enforcement, { name: enforcement.name }, [
                { text: enforcement.name, href: enforcement.href },
              ]),
            ]
          : []),
      ],
    },
    {
      id: 'reviewed',
      heading: copy.reviewed.heading,
      blocks: [text(fill(copy.reviewed.text, { date: content.formatDate(facts.reviewed) }))],
    },
  ];
}
