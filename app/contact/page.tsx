import type { Metadata } from 'next';
import { ContactSection } from '@/components/contact/contact-section';
import { PageIntro } from '@/components/shared/page-intro';
import { contactCopy } from '@/content/contact';
import { pageMetadata } from '@/lib/metadata';

export const metadata: Metadata = pageMetadata('/contact');

export default function ContactPage() {
  return (
    <>
      <PageIntro heading={contactCopy.heading} intro={contactCopy.intro} />
      <ContactSection />
    </>
  );
}
