import { SiteLink } from '@/components/ui/site-link';
import { footer } from '@/content/layout';
import { mainNavigation } from '@/content/navigation';
import { site } from '@/content/site';
import { Container } from '@/components/ui/container';
import { ContactLinks } from '@/components/contact-links';
import { SocialLinks } from '@/components/social-links';

export function SiteFooter() {
  return (
    <footer className="border-t border-ink-200 bg-ink-50">
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
        <nav aria-label="Footer">
          <h2 className="text-eyebrow text-ink-900 uppercase">{footer.navHeading}</h2>
          <ul className="mt-4 space-y-1">
            {mainNavigation.map((link) => (
              <li key={link.href}>
                <SiteLink
                  href={link.href}
                  className="inline-block rounded py-1.5 text-small text-ink-700 hover:text-brand-700"
                >
                  {link.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-eyebrow text-ink-900 uppercase">{footer.contactHeading}</h2>
          <ContactLinks className="mt-4" />
        </div>
        <div>
          <h2 className="text-eyebrow text-ink-900 uppercase">{footer.socialHeading}</h2>
          <SocialLinks className="mt-4" />
        </div>
      </Container>
      <Container className="border-t border-ink-200 py-6">
        <p className="text-small text-ink-600">
          © {new Date().getFullYear()} {site.name}. {footer.rights}
        </p>
      </Container>
    </footer>
  );
}
