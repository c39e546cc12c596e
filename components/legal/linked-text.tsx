import { Fragment } from 'react';
import type { TextLink } from '@/lib/privacy-notice';

export const legalLinkClass =
  'rounded text-brand-700 underline underline-offset-4 hover:text-brand-800';

// A sentence whose parts link elsewhere: each link's text, where the sentence shows it, is the link.
export function LinkedText({ text, links = [] }: { text: string; links?: readonly TextLink[] }) {
  const link = links.find((candidate) => text.includes(candidate.text));
  if (!link) return text;
  const at = text.indexOf(link.text);
  const rest = links.filter((other) => other !== link);
  return (
    <Fragment>
      <LinkedText text={text.slice(0, at)} links={rest} />
      <a href={link.href} className={legalLinkClass}>
        {link.text}
      </a>
      <LinkedText text={text.slice(at + link.text.length)} links={rest} />
    </Fragment>
  );
}
