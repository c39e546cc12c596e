import type { Metadata } from 'next';
import { JsonLd } from '@/components/seo/json-ld';
import { ServiceDeliverables } from '@/components/service-pages/service-deliverables';
import { ServiceHeader } from '@/components/service-pages/service-header';
import { ServiceQuestions } from '@/components/service-pages/service-questions';
import { ServiceSteps } from '@/components/service-pages/service-steps';
import { ServiceText } from '@/components/service-pages/service-text';
import { ServiceWork } from '@/components/service-pages/service-work';
import { CallToAction } from '@/components/shared/call-to-action';
import { servicePageFacts } from '@/lib/content/content-pages';
import { servicePageNamed, servicePagesIn } from '@/lib/content/service-pages';
import { metadataOf } from '@/lib/server/metadata';
import { serviceJsonLd } from '@/lib/server/structured-data';
import { searchBody } from '@/lib/content/search';

interface Props {
  params: Promise<{ service: string }>;
}

export const dynamicParams = false;

// A service's own page, where content/services/ has one: Next sees this route only where the
// language has one (next.config.mjs).
export function generateStaticParams() {
  return servicePagesIn().map((page) => ({ service: page.entry.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return metadataOf(servicePageFacts(servicePageNamed((await params).service)));
}

export default async function ServicePage({ params }: Props) {
  const page = servicePageNamed((await params).service);
  return (
    <>
      <JsonLd data={serviceJsonLd(servicePageFacts(page))} />
      <article {...searchBody}>
        <ServiceHeader page={page} />
        <ServiceText page={page} />
        <ServiceDeliverables page={page} />
        <ServiceSteps page={page} />
        <ServiceQuestions page={page} />
      </article>
      <ServiceWork page={page} />
      <CallToAction />
    </>
  );
}
