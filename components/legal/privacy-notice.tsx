import { contactCopy } from '@/content/contact';
import { embeds } from '@/content/embeds.mjs';
import { privacyCopy } from '@/content/legal';
import { mainNavigation } from '@/content/navigation';
import { site } from '@/content/site';
import { CONTACT_RECIPIENT } from '@/lib/server/contact-recipient.mjs';
import { ANALYTICS, CONTACT_CAPTCHA } from '@/lib/settings/env.mjs';
import { privacyNotice } from '@/lib/server/privacy-notice';
import { LANGUAGE, OTHER_LANGUAGES } from '@/lib/content/languages.mjs';
import { articlesIn } from '@/lib/content/articles';
import { storiesIn } from '@/lib/content/stories';
import { videoPages } from '@/lib/content/videos.mjs';
import { LegalSections } from './legal-sections';

// The texts that show a video, as pages that embed its player, by their titles.
const videos = videoPages(LANGUAGE.code);
const titles = new Map<string, string>(
  videos.map(({ path, collection, slug }) => [
    path,
    (collection === 'articles'
      ? articlesIn().find((article) => article.slug === slug)?.data.title
      : storiesIn().find((story) => story.entry.slug === slug)?.title) ?? path,
  ]),
);

// What this build's pages do with a visitor's data, put together from its settings at build time.
const sections = privacyNotice(
  {
    recipient: CONTACT_RECIPIENT,
    analytics: ANALYTICS,
    captcha: CONTACT_CAPTCHA,
    embeds: {
      site: embeds.site,
      pages: {
        ...embeds.pages,
        ...Object.fromEntries(videos.map(({ path, origins }) => [path, { frame: origins }])),
      },
    },
    multilingual: OTHER_LANGUAGES.length > 0,
  },
  {
    copy: privacyCopy,
    site,
    fields: Object.values(contactCopy.form.fields).map((field) => field.label),
    pageName: (path) =>
      mainNavigation.find((link) => link.href === path)?.label ?? titles.get(path) ?? path,
  },
);

export function PrivacyNotice() {
  return <LegalSections sections={sections} />;
}
