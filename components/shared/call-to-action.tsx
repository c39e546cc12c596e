import { Button } from '@/components/ui/button';
import { callToActionCopy } from '@/content/shared';
import { PAGE_IDS } from '@/lib/content/page-ids.mjs';
import { Band } from './band';

export function CallToAction() {
  const { heading, intro, primary, secondary } = callToActionCopy;
  return (
    <Band headingId={PAGE_IDS.callToAction} heading={heading} intro={intro} tone="brand">
      <Button href={primary.href} size="lg" variant="secondary" className="w-full sm:w-auto">
        {primary.label}
      </Button>
      <Button href={secondary.href} size="lg" className="w-full ring-1 ring-brand-300 sm:w-auto">
        {secondary.label}
      </Button>
    </Band>
  );
}
