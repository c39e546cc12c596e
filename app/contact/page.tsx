import type { Metadata } from 'next';
import { ContactSection } from '@/components/contact/contact-section';
import { pageSeo } from '@/content/seo';
import { pageMetadata } from '@/lib/metadata';
import { PageIntro } from '@/components/sections/page-intro';
import { contactPage } from '@/content/pages';

export const metadata: Metadata = pageMetadata(pageSeo['/contact']);

export default function ContactPage() {
  return (
    <>
      <PageIntro heading={contactPage.heading} intro={contactPage.intro} />
      <ContactSection />
    </>
  );
}
