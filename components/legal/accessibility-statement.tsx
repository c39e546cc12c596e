import { accessibilityCopy } from '@/content/legal';
import { mainNavigation } from '@/content/navigation';
import { site } from '@/content/site';
import { formatDate } from '@/lib/content/articles';
import { LANGUAGE } from '@/lib/content/languages.mjs';
import { accessibilityStatement } from '@/lib/server/accessibility-statement';
import { canonicalPath } from '@/lib/shared/paths';
import { withBasePath } from '@/lib/shared/urls';
import { LegalSections } from './legal-sections';

const contactPage = mainNavigation.find((link) => link.href === '/contact');

// What this site is checked for and what its owner knows of it, put together at build time.
const sections = accessibilityStatement({
  copy: accessibilityCopy,
  site,
  contact: {
    text: contactPage?.label ?? '/contact',
    href: withBasePath(canonicalPath('/contact')),
  },
  locale: LANGUAGE.locale,
  formatDate: (day) => formatDate(day, LANGUAGE.locale, site.openingHours.timeZone),
});

export function AccessibilityStatement() {
  return <LegalSections sections={sections} />;
}
