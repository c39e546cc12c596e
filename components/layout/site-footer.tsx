import { ContactLink } from '@/components/shared/contact-link';
import { SocialLinks } from '@/components/shared/social-links';
import { Container } from '@/components/ui/container';
import { Icon } from '@/components/ui/icon';
import { SiteLink } from '@/components/ui/site-link';
import { footerCopy, socialCopy } from '@/content/shared';
import { site } from '@/content/site';
import { legalNavigation } from '@/lib/content/legal-pages';
import { footerPages, siteNavigation } from '@/lib/content/navigation';
import { PAGE_IDS } from '@/lib/content/page-ids.mjs';
import { FooterLinks } from './footer-links';

const contactLinks = [
  { kind: 'email', icon: 'mail' },
  { kind: 'phone', icon: 'phone' },
] as const;

/** The last landmark of every page: the first frame waits until the parser reaches it (app/layout.tsx). */
export const FOOTER_ID = PAGE_IDS.footer;

export function SiteFooter() {
  return (
    <footer id={FOOTER_ID} className="border-t border-ink-200 bg-ink-50">
      <Container className="grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="lg:col-span-1">
          <SiteLink
            href="/"
            className="rounded-md text-lg font-extrabold tracking-tight text-ink-950"
          >
            {site.name}
          </SiteLink>
          <p className="mt-3 max-w-xs text-small text-ink-600">{site.tagline}</p>
        </div>
        <nav aria-label={footerCopy.navLabel}>
          <h2 className="text-eyebrow text-ink-900 uppercase">{footerCopy.navHeading}</h2>
          <FooterLinks links={[...siteNavigation, ...footerPages]} className="mt-4 space-y-1" />
        </nav>
        <div>
          <h2 className="text-eyebrow text-ink-900 uppercase">{footerCopy.contactHeading}</h2>
          <ul className="mt-4 space-y-2 text-small">
            {contactLinks.map(({ kind, icon }) => (
              <li key={kind}>
                <ContactLink
                  kind={kind}
                  className="inline-flex items-center gap-2 rounded py-1 text-ink-700 hover:text-brand-700"
                >
                  <Icon name={icon} className="size-4 shrink-0" />
                </ContactLink>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="text-eyebrow text-ink-900 uppercase">{socialCopy.heading}</h2>
          <SocialLinks className="mt-4" />
        </div>
      </Container>
      <Container className="flex flex-wrap items-center justify-between gap-x-8 gap-y-2 border-t border-ink-200 py-6">
        <p className="text-small text-ink-600">
          © {new Date().getFullYear()} {site.name}. {footerCopy.rights}
        </p>
        <nav aria-label={footerCopy.legalLabel}>
          <FooterLinks links={legalNavigation} className="flex flex-wrap gap-x-6" />
        </nav>
      </Container>
    </footer>
  );
}
