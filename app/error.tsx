'use client';

import { useEffect } from 'react';
import { PageMessage } from '@/components/shared/page-message';
import { Button, buttonClassName } from '@/components/ui/button';
import { pageErrorCopy } from '@/content/shared';

/*
 * Shown in place of a page whose files could not be loaded during a client-side navigation (a
 * chunk lost to a dropped connection). It sits inside the root layout, so the header and footer
 * stay; without it Next shows a bare page of its own.
 */
export default function PageError() {
  // The navigation left the scroll where the link was: the message takes the focus and the view.
  useEffect(() => document.querySelector('main')?.focus(), []);

  return (
    <PageMessage title={pageErrorCopy.title} text={pageErrorCopy.text}>
      {/* An empty href is the page's own address: a full load, which fetches every file anew. */}
      <a href="" className={buttonClassName({ size: 'lg' })}>
        {pageErrorCopy.reloadLabel}
      </a>
      <Button href="/" size="lg" variant="secondary">
        {pageErrorCopy.homeLabel}
      </Button>
    </PageMessage>
  );
}
