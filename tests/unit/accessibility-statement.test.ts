/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { accessibilityCopy } from '@/content/legal';
import { site } from '@/content/site';
import type { AccessibilityFacts, SiteFacts } from '@/content/types';
import { LANGUAGE } from '@/lib/content/languages.mjs';
import {
  accessibilityStatement,
  pluralOf,
  STANDARD,
  SUITE_CHECKS,
  type SuiteCheck,
} from '@/lib/server/accessibility-statement';
import type { NoticeSection } from '@/lib/server/privacy-notice';
import { WCAG_TAGS } from '../axe-tags.mjs';
import { ENGINES } from '../harness/engines.mjs';
import { binScript } from '../../scripts/tools/node-tools.mjs';
import packageJson from '../../package.json';

// The statement says what the suite checks: each check it names is one the suite runs, read from
// the suite's own values (axe's tags, the engines, Playwright's list of its tests),
// so dropping a check from the suite fails here until the statement stops claiming it.

const ROOT = join(__dirname, '..', '..');

// Playwright refuses to load its tests where it sees Jest's worker.
const outsideJest = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => name !== 'JEST_WORKER_ID'),
) as NodeJS.ProcessEnv;

// The Playwright tests the statement's checks stand on, as Playwright lists them (every project).
const TITLES = execFileSync(
  process.execPath,
  [
    binScript('@playwright/test', 'playwright'),
    'test',
    'tests/e2e/a11y.spec.ts',
    'tests/e2e/animations.spec.ts',
    'tests/e2e/rtl.spec.ts',
    '--list',
  ],
  { cwd: ROOT, encoding: 'utf8', env: outsideJest },
);

const SUITE_RUNS: Record<SuiteCheck, () => boolean> = {
  axe: () =>
    WCAG_TAGS.includes(`wcag${STANDARD.version.replace('.', '')}${STANDARD.level.toLowerCase()}`) &&
    TITLES.includes(`has no WCAG ${STANDARD.version} A/${STANDARD.level} violations`),
  codeSniffer: () =>
    'html_codesniffer' in packageJson.devDependencies &&
    Boolean(require.resolve('html_codesniffer/build/HTMLCS.js')),
  engines: () => [...ENGINES].sort().join() === 'chromium,firefox,webkit',
  keyboard: () => /a keyboard-only journey: .*visible focus ring/.test(TITLES),
  reducedMotion: () => /under reduced motion › .*no animation at all/.test(TITLES),
  rightToLeft: () => /\[rtl\] › rtl\.spec\.ts.*the brand at the line's start/.test(TITLES),
};

describe('what the statement says is checked', () => {
  it.each([...SUITE_CHECKS])('%s: the suite runs it', (check) => {
    expect(SUITE_RUNS[check]()).toBe(true);
  });

  it('aims at the highest WCAG version and level axe checks', () => {
    // 'wcag21aa' is WCAG 2.1 level AA; 'wcag2a' is 2.0 level A.
    const checked = WCAG_TAGS.map((tag) => {
      const [, major = '', minor = '0', level = ''] = /^wcag(\d)(\d?)(a+)$/.exec(tag) ?? [];
      return { version: `${major}.${minor || '0'}`, level: level.toUpperCase() };
    });
    const highest = checked.reduce((best, tag) =>
      tag.version > best.version || (tag.version === best.version && tag.level > best.level)
        ? tag
        : best,
    );
    expect(highest).toEqual(STANDARD);
  });

  it('names each engine the suite opens the pages in', () => {
    for (const engine of ENGINES) {
      expect(accessibilityCopy.checks.items.engines.toLowerCase()).toContain(engine);
    }
  });
});

const REVIEWED = '2026-03-09';

function statementOf(facts: Partial<AccessibilityFacts>): NoticeSection[] {
  const legal = { ...site.legal, accessibility: { ...site.legal.accessibility, ...facts } };
  return accessibilityStatement({
    copy: accessibilityCopy,
    site: { ...site, legal } as SiteFacts,
    contact: { text: 'Contact', href: '/contact/' },
    locale: LANGUAGE.locale,
    formatDate: (day) => `day ${day}`,
  });
}

const textsOf = (sections: NoticeSection[], id: string) =>
  sections
    .find((section) => section.id === id)
    ?.blocks.flatMap((block) =>
      block.kind === 'text' ? [block.text] : block.kind === 'list' ? block.items : [],
    );

describe('the statement', () => {
  it('follows the W3C WAI order', () => {
    expect(statementOf({}).map((section) => section.id)).toEqual([
      'commitment',
      'standard',
      'checks',
      'limitations',
      'feedback',
      'reviewed',
    ]);
  });

  it('names the standard and every check, in the suite order', () => {
    const sections = statementOf({});
    expect(textsOf(sections, 'standard')?.join()).toContain(STANDARD.version);
    expect(textsOf(sections, 'checks')?.slice(1)).toEqual(
      SUITE_CHECKS.map((check) => accessibilityCopy.checks.items[check]),
    );
  });

  it('says no barrier is known where the owner lists none', () => {
    expect(textsOf(statementOf({ limitations: [] }), 'limitations')).toEqual([
      accessibilityCopy.limitations.none,
    ]);
  });

  it("lists the owner's known barriers under their intro", () => {
    const limitations = ['The map has no text alternative.', 'Old PDFs are untagged.'];
    expect(textsOf(statementOf({ limitations }), 'limitations')).toEqual([
      accessibilityCopy.limitations.intro,
      ...limitations,
    ]);
  });

  it('links the address and the contact page, and says how soon an answer comes', () => {
    const feedback = statementOf({ answerDays: 7 }).find((section) => section.id === 'feedback');
    const [report, answer] = feedback?.blocks ?? [];
    expect(report).toMatchObject({
      links: [{ text: site.email, href: `mailto:${site.email}` }, { href: '/contact/' }],
    });
    expect(answer).toEqual({
      kind: 'text',
      text: pluralOf(accessibilityCopy.feedback.answer, 7, LANGUAGE.locale),
    });
  });

  it('names the enforcement body only where the owner gives one', () => {
    const enforcement = { name: 'The Authority', href: 'https://authority.example' } as const;
    expect(textsOf(statementOf({ enforcement: undefined }), 'feedback')).toHaveLength(2);
    const feedback = statementOf({ enforcement }).find((section) => section.id === 'feedback');
    expect(feedback?.blocks.at(-1)).toMatchObject({
      links: [{ text: enforcement.name, href: enforcement.href }],
    });
  });

  it('gives the day it was reviewed as the page writes dates', () => {
    expect(textsOf(statementOf({ reviewed: REVIEWED }), 'reviewed')?.join()).toContain(
      `day ${REVIEWED}`,
    );
  });
});

describe('the answer in plural forms', () => {
  const forms = { one: 'one day', two: 'two days', other: '{days} days' };

  it("takes the language's form for the number, the number in its digits", () => {
    expect(pluralOf(forms, 1, 'en')).toBe('one day');
    expect(pluralOf(forms, 5, 'en')).toBe('5 days');
    expect(pluralOf(forms, 2, 'ar')).toBe('two days');
    expect(pluralOf(forms, 5, 'ar-EG')).toBe('٥ days');
  });

  it('falls back to other where the language has the form but the copy not', () => {
    expect(pluralOf({ other: '{days} days' }, 1, 'en')).toBe('1 days');
  });
});
