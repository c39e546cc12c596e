import { ContactLink } from '@/components/shared/contact-link';
import { EmbedOnRequest } from '@/components/shared/embed-on-request';
import { SocialLinks } from '@/components/shared/social-links';
import { contactCopy } from '@/content/contact';
import { socialCopy } from '@/content/shared';
import { site } from '@/content/site';
import type { ContactInfoCopy } from '@/content/types';
import { LANGUAGE } from '@/lib/content/languages.mjs';
import { BusinessHours } from './business-hours';
import { ContactDetail } from './contact-detail';

const linkClass = 'rounded text-ink-900 underline-offset-4 hover:text-brand-700 hover:underline';

export function ContactDetails() {
  // Typed as the copy may be written: the map is optional.
  const info: ContactInfoCopy = contactCopy.info;
  return (
    <div>
      <h2 className="text-h3 text-ink-950">{info.heading}</h2>
      <p className="mt-2 text-body text-ink-700">{info.intro}</p>
      <ul className="mt-8 space-y-6">
        <ContactDetail icon="mail" label={info.emailLabel}>
          <ContactLink kind="email" className={linkClass} />
        </ContactDetail>
        <ContactDetail icon="phone" label={info.phoneLabel}>
          <ContactLink kind="phone" className={linkClass} />
        </ContactDetail>
        <ContactDetail icon="map-pin" label={info.addressLabel}>
          <address className="not-italic">
            {site.address.lines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </ContactDetail>
        <ContactDetail icon="clock" label={info.hoursLabel}>
          <BusinessHours hours={site.openingHours} locale={LANGUAGE.locale} />
        </ContactDetail>
      </ul>
      {info.map && (
        <EmbedOnRequest
          src={info.map.src}
          title={info.map.title}
          copy={info.map}
          className="mt-8 aspect-[4/3] w-full rounded-lg border border-ink-200"
        />
      )}
      <h3 className="mt-10 text-small font-semibold text-ink-600">{socialCopy.heading}</h3>
      <SocialLinks className="mt-3" />
    </div>
  );
}
