import type { Metadata } from 'next';
import { ContactSection } from '@/components/contact/contact-section';
import { PageIntro } from '@/components/sections/page-intro';
import { contactPage } from '@/content/pages';

export const metadata: Metadata = {
  title: contactPage.title,
  description: contactPage.description,
};

export default function ContactPage() {
  return (
    <>
      <PageIntro heading={contactPage.heading} intro={contactPage.intro} />
      <ContactSection />
    </>
  );
}
