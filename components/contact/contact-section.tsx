import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { contactCopy } from '@/content/contact';
import type { RoutePath } from '@/content/navigation';
import { site } from '@/content/site';
import { EMPTY_MESSAGE, LANGUAGE_FIELD, type ContactBackend } from '@/lib/browser/contact';
import { contactFormGuard } from '@/lib/browser/contact-guard';
import {
  CONTACT_BACKEND,
  CONTACT_CAPTCHA,
  CONTACT_ENDPOINT,
  CONTACT_HIDDEN_FIELDS,
  CONTACT_HONEYPOT,
} from '@/lib/settings/env.mjs';
import { LANGUAGE, OTHER_LANGUAGES } from '@/lib/content/languages.mjs';
import { canonicalPath } from '@/lib/shared/paths';
import { withBasePath } from '@/lib/shared/urls';
import { ContactDetails } from './contact-details';
import { ContactForm } from './contact-form';

// Where the site has more than one language, each message says which one it was written in.
const hiddenFields: [string, string][] =
  OTHER_LANGUAGES.length > 0
    ? [...CONTACT_HIDDEN_FIELDS, [LANGUAGE_FIELD, LANGUAGE.locale]]
    : CONTACT_HIDDEN_FIELDS;

// A trap or a fixed field named like a field of the form would swallow what the visitor typed.
for (const name of [CONTACT_HONEYPOT, ...hiddenFields.map(([field]) => field)]) {
  if (name in EMPTY_MESSAGE || name === 'form-name') {
    throw new Error(`The contact form already has a field named ${name}`);
  }
}

export function ContactSection({ path }: { path: RoutePath }) {
  const { form } = contactCopy;
  const backend: ContactBackend = {
    kind: CONTACT_BACKEND,
    // Netlify Forms takes the post at the page's own address.
    endpoint: CONTACT_BACKEND === 'netlify' ? withBasePath(canonicalPath(path)) : CONTACT_ENDPOINT,
    hiddenFields,
  };
  return (
    <section aria-labelledby="contact-form-heading" className="pb-20 sm:pb-28">
      <Container className="grid gap-12 lg:grid-cols-5 lg:gap-16">
        <Card className="lg:col-span-3">
          <h2 id="contact-form-heading" className="text-h2 text-ink-950">
            {form.heading}
          </h2>
          <p className="mt-2 mb-8 text-body text-ink-700">{form.intro}</p>
          <ContactForm
            copy={form}
            email={site.email}
            backend={backend}
            honeypot={CONTACT_HONEYPOT}
            captcha={CONTACT_CAPTCHA}
            guard={contactFormGuard()}
            dir={LANGUAGE.dir}
          />
        </Card>
        <div className="lg:col-span-2">
          <ContactDetails />
        </div>
      </Container>
    </section>
  );
}
