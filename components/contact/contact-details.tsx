import { ContactDetail } from '@/components/contact/contact-detail';
import { SocialLinks } from '@/components/social-links';
import { contactInfo } from '@/content/contact';
import { site } from '@/content/site';

const linkClass = 'rounded text-ink-900 underline-offset-4 hover:text-brand-700 hover:underline';

export function ContactDetails() {
  const { street, locality, region, postalCode } = site.address;
  return (
    <div>
      <h2 className="text-h3 text-ink-950">{contactInfo.heading}</h2>
      <p className="mt-2 text-body text-ink-700">{contactInfo.intro}</p>
      <ul className="mt-8 space-y-6">
        <ContactDetail icon="mail" label={contactInfo.emailLabel}>
          <a href={`mailto:${site.email}`} className={linkClass}>
            {site.email}
          </a>
        </ContactDetail>
        <ContactDetail icon="phone" label={contactInfo.phoneLabel}>
          <a href={`tel:${site.phoneE164}`} className={linkClass}>
            {site.phone}
          </a>
        </ContactDetail>
        <ContactDetail icon="map-pin" label={contactInfo.addressLabel}>
          <address className="not-italic">
            {street}
            <br />
            {locality}, {region} {postalCode}
          </address>
        </ContactDetail>
        <ContactDetail icon="clock" label={contactInfo.hoursLabel}>
          {site.businessHours}
        </ContactDetail>
      </ul>
      <h3 className="mt-10 text-small font-semibold text-ink-600">{contactInfo.socialHeading}</h3>
      <SocialLinks className="mt-3" />
    </div>
  );
}
