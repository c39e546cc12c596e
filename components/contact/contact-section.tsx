import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { contactCopy } from '@/content/contact';
import { site } from '@/content/site';
import { CONTACT_ENDPOINT } from '@/lib/env.mjs';
import { ContactDetails } from './contact-details';
import { ContactForm } from './contact-form';

export function ContactSection() {
  const { form } = contactCopy;
  return (
    <section aria-labelledby="contact-form-heading" className="pb-20 sm:pb-28">
      <Container className="grid gap-12 lg:grid-cols-5 lg:gap-16">
        <Card className="lg:col-span-3">
          <h2 id="contact-form-heading" className="text-h2 text-ink-950">
            {form.heading}
          </h2>
          <p className="mt-2 mb-8 text-body text-ink-700">{form.intro}</p>
          <ContactForm copy={form} email={site.email} endpoint={CONTACT_ENDPOINT} />
        </Card>
        <div className="lg:col-span-2">
          <ContactDetails />
        </div>
      </Container>
    </section>
  );
}
