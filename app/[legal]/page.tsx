import type { Metadata } from 'next';
import { AccessibilityStatement } from '@/components/legal/accessibility-statement';
import { Imprint } from '@/components/legal/imprint';
import { PrivacyNotice } from '@/components/legal/privacy-notice';
import { PageIntro } from '@/components/shared/page-intro';
import { JsonLd } from '@/components/seo/json-ld';
import { legalLinks, type LegalPath } from '@/content/navigation';
import { legalNavigation } from '@/lib/content/legal-pages';
import { pageCopy, pageMetadata } from '@/lib/server/metadata';
import { webPageJsonLd } from '@/lib/server/structured-data';

// The legal pages share one route, so a page the site lacks is never built: a static export
// writes exactly the paths generateStaticParams lists, and the imprint is listed only where its
// facts are given (lib/content/legal-pages.ts). Their paths are content/navigation.ts's.
export const dynamicParams = false;

interface LegalPageProps {
  params: Promise<{ legal: string }>;
}

const BODIES = {
  [legalLinks.privacy.href]: PrivacyNotice,
  [legalLinks.accessibility.href]: AccessibilityStatement,
  [legalLinks.imprint.href]: Imprint,
} satisfies Record<LegalPath, () => unknown>;

export function generateStaticParams() {
  return legalNavigation.map(({ href }) => ({ legal: href.slice(1) }));
}

async function pathOf({ params }: LegalPageProps): Promise<LegalPath> {
  const { legal } = await params;
  const link = legalNavigation.find(({ href }) => href === `/${legal}`);
  if (!link) throw new Error(`No legal page at /${legal}`);
  return link.href;
}

export async function generateMetadata(props: LegalPageProps): Promise<Metadata> {
  return pageMetadata(await pathOf(props));
}

export default async function LegalPage(props: LegalPageProps) {
  const path = await pathOf(props);
  const { heading, intro } = pageCopy[path];
  const Body = BODIES[path];
  return (
    <>
      <JsonLd data={webPageJsonLd(path)} />
      <PageIntro heading={heading} intro={intro} />
      <Body />
    </>
  );
}
