import type { Metadata } from 'next';
import { NotFoundHelp } from '@/components/not-found/not-found-help';
import { NotFoundLogger } from '@/components/not-found/not-found-logger';
import { PageMessage } from '@/components/shared/page-message';
import { Button } from '@/components/ui/button';
import { notFoundCopy } from '@/content/shared';

// Next.js marks the not-found page noindex itself; a robots entry here would print a second tag.
export const metadata: Metadata = {
  title: notFoundCopy.title,
};

export default function NotFound() {
  return (
    <>
      <PageMessage code={notFoundCopy.code} title={notFoundCopy.title} text={notFoundCopy.text}>
        <Button href="/" size="lg">
          {notFoundCopy.homeLabel}
        </Button>
        <NotFoundLogger />
      </PageMessage>
      <NotFoundHelp />
    </>
  );
}
