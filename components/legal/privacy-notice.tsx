import { contactCopy } from '@/content/contact';
import { embeds } from '@/content/embeds.mjs';
import { privacyCopy } from '@/content/legal';
import { mainNavigation } from '@/content/navigation';
import { site } from '@/content/site';
import { CONTACT_RECIPIENT } from '@/lib/server/contact-recipient.mjs';
import { ANALYTICS, CONTACT_CAPTCHA } from '@/lib/settings/env.mjs';
import { OTHER_LANGUAGES } from '@/lib/content/languages.mjs';
import { privacyNotice } from '@/lib/server/privacy-notice';
import { LegalSections } from './legal-sections';

// What this build's pages do with a visitor's data, put together from its settings at build time.
const sections = privacyNotice(
  {
    recipient: CONTACT_RECIPIENT,
    analytics: ANALYTICS,
    captcha: CONTACT_CAPTCHA,
    embeds,
    multilingual: OTHER_LANGUAGES.length > 0,
  },
  {
    copy: privacyCopy,
    site,
    fields: Object.values(contactCopy.form.fields).map((field) => field.label),
    pageName: (path) => mainNavigation.find((link) => link.href === path)?.label ?? path,
  },
);

export function PrivacyNotice() {
  return <LegalSections sections={sections} />;
}
