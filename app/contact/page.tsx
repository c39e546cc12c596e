import type { Metadata } from 'next';
import { ContactSection } from '@/components/contact/contact-section';
import { PageIntro } from '@/components/shared/page-intro';
import { JsonLd } from '@/components/seo/json-ld';
import { contactCopy } from '@/content/contact';
import type { RoutePath } from '@/content/navigation';
import { pageMetadata } from '@/lib/server/metadata';
import { webPageJsonLd } from '@/lib/server/structured-data';

const PATH: RoutePath = '/contact';

export const metadata: Metadata = pageMetadata(PATH);

export default function ContactPage() {
  return (
    <>
      <JsonLd data={webPageJsonLd(PATH)} />
      <PageIntro heading={contactCopy.heading} intro={contactCopy.intro} />
      <ContactSection path={PATH} />
    </>
  );
}
