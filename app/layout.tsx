import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { FOOTER_ID, SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { headerCopy } from '@/content/shared';
import { site } from '@/content/site';
import { appIconPath } from '@/lib/server/app-icons';
import { SITE_URL, THEME } from '@/lib/settings/env.mjs';
import { LANGUAGE } from '@/lib/content/languages.mjs';
import { PAGE_IDS } from '@/lib/content/page-ids.mjs';
import { withBasePath } from '@/lib/shared/urls';
import { FRAMES_ALLOWED } from '@/lib/settings/embeds.mjs';
import { inlineScript } from '@/lib/browser/inline-scripts/inline-script.mjs';
import {
  EMBED_ATTRIBUTES,
  EMBED_SANDBOX,
  embedsOnRequest,
} from '@/lib/browser/inline-scripts/embed-on-request.mjs';
import {
  GALLERY_ATTRIBUTES,
  galleryDialogs,
} from '@/lib/browser/inline-scripts/gallery-dialog.mjs';
import { storiesIn } from '@/lib/content/stories';
import { videoPages } from '@/lib/content/videos.mjs';
import { themeColors } from '@/tailwind.config';
import { inter } from './fonts';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(SITE_URL),
  title: { default: site.name, template: `%s | ${site.name}` },
  description: site.description,
  applicationName: site.name,
  icons: {
    icon: [{ url: withBasePath('/favicon.svg'), type: 'image/svg+xml' }],
    apple: [
      {
        url: withBasePath(appIconPath('apple-touch-icon.png')),
        sizes: '180x180',
        type: 'image/png',
      },
    ],
  },
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  // With a dark theme, one per scheme: the switch's script makes both the chosen theme's.
  themeColor:
    THEME === 'light'
      ? themeColors.light
      : (['light', 'dark'] as const).map((scheme) => ({
          media: `(prefers-color-scheme: ${scheme})`,
          color: themeColors[scheme],
        })),
};

/** Whether a page may show another site's page: a map content/embeds.mjs allows, a video. */
const FRAMES = FRAMES_ALLOWED || videoPages(LANGUAGE.code).length > 0;

/** Whether a story of this language shows a gallery, whose photos open large (story-gallery.tsx). */
const GALLERIES = storiesIn().some((story) => story.entry.data.gallery.length > 0);

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang={LANGUAGE.locale} dir={LANGUAGE.dir} className={inter.variable}>
      <head>
        {/* The first frame waits until the parser reaches the footer: the page is a single ~10 kB
            response, and a frame drawn between its network chunks showed the header alone, so the
            content came as a second, later paint (and the framework, started after the first paint,
            raced it). */}
        <link rel="expect" href={`#${FOOTER_ID}`} blocking="render" />
      </head>
      <body className="flex min-h-dvh flex-col bg-white font-sans text-ink-900 antialiased rtl:font-rtl">
        <a href={`#${PAGE_IDS.main}`} className="skip-link">
          {headerCopy.skipLink}
        </a>
        <SiteHeader />
        <main id={PAGE_IDS.main} tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <SiteFooter />
        {FRAMES && (
          <script
            dangerouslySetInnerHTML={{
              __html: inlineScript(embedsOnRequest, EMBED_ATTRIBUTES, EMBED_SANDBOX),
            }}
          />
        )}
        {GALLERIES && (
          <script
            dangerouslySetInnerHTML={{ __html: inlineScript(galleryDialogs, GALLERY_ATTRIBUTES) }}
          />
        )}
      </body>
    </html>
  );
}
