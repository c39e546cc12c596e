import type { Page } from '@playwright/test';
import type { AccessibilityFacts } from '@/content/types';
import { formatDate } from '@/lib/content/articles';
import { LANGUAGES } from '@/lib/content/languages.mjs';
import { pluralOf, STANDARD, SUITE_CHECKS } from '@/lib/server/accessibility-statement';
import { languagePath } from '@/lib/server/language-urls';
import { fill } from '@/lib/server/template';
import { canonicalPath } from '@/lib/shared/paths';
import { expect, test } from './fixtures';
import { copyOf, sitePagesOf } from './languages';

// The accessibility statement in every language: reached from every page's footer, it says the
// standard and each check the suite runs in the language's words, the owner's known barriers
// (or that none are known), how to report one and how soon the answer comes, and the day it was
// reviewed, as the page writes dates. What it says does not depend on the width.
test.skip(({ isMobile }) => isMobile, 'the statement says the same at every width');

const region = (page: Page, heading: string) =>
  page.getByRole('main').getByRole('region', { name: heading, exact: true });

for (const language of LANGUAGES) {
  test(`${language.locale}: every page's footer links the accessibility statement`, async ({
    page,
  }) => {
    const copy = await copyOf(language);
    const link = copy.navigation.legalLinks.accessibility;
    for (const { href } of sitePagesOf(copy, language)) {
      await page.goto(languagePath(language, href));
      await expect(
        page.getByRole('contentinfo').getByRole('link', { name: link.label, exact: true }),
      ).toHaveAttribute('href', languagePath(language, canonicalPath(link.href)));
    }
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: link.label, exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      copy.legal.accessibilityCopy.heading,
    );
  });

  test(`${language.locale}: the statement says what is checked, what is known and how to report a barrier`, async ({
    page,
  }) => {
    const copy = await copyOf(language);
    const words = copy.legal.accessibilityCopy;
    const { site } = copy.site;
    const facts: AccessibilityFacts = site.legal.accessibility;
    await page.goto(languagePath(language, copy.navigation.legalLinks.accessibility.href));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(words.heading);

    await expect(region(page, words.standard.heading)).toContainText(
      fill(words.standard.standardName, STANDARD),
    );
    await expect(region(page, words.checks.heading).getByRole('listitem')).toHaveText(
      SUITE_CHECKS.map((check) => words.checks.items[check]),
    );

    const limitations = region(page, words.limitations.heading);
    if (facts.limitations.length === 0) {
      await expect(limitations).toContainText(words.limitations.none);
      await expect(limitations.getByRole('listitem')).toHaveCount(0);
    } else {
      await expect(limitations.getByRole('listitem')).toHaveText([...facts.limitations]);
    }

    const feedback = region(page, words.feedback.heading);
    await expect(feedback.getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
    const contact = copy.navigation.mainNavigation.find((link) => link.href === '/contact');
    await expect(feedback.getByRole('link', { name: contact?.label, exact: true })).toHaveAttribute(
      'href',
      languagePath(language, canonicalPath('/contact')),
    );
    await expect(feedback).toContainText(
      pluralOf(words.feedback.answer, facts.answerDays, language.locale),
    );
    const { enforcement } = facts;
    if (enforcement) {
      await expect(feedback.getByRole('link', { name: enforcement.name })).toHaveAttribute(
        'href',
        enforcement.href,
      );
    } else {
      await expect(feedback.getByRole('link')).toHaveCount(2);
    }

    await expect(region(page, words.reviewed.heading)).toContainText(
      formatDate(facts.reviewed, language.locale, site.openingHours.timeZone),
    );

    const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (block) => JSON.parse(block) as { '@type': string; name?: string },
    );
    expect(data.find((node) => node['@type'] === 'WebPage')?.name).toBe(words.title);
  });
}
