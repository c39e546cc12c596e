import { Fragment, type ReactNode } from 'react';
import type { TextLink } from '@/lib/server/privacy-notice';

export const legalLinkClass =
  'rounded text-brand-700 underline underline-offset-4 hover:text-brand-800';

/** A part of a sentence: a link where it has an address, else a name set apart (<bdi>). */
type Part = { readonly text: string; readonly href?: string };

function withParts(text: string, parts: readonly Part[]): ReactNode {
  const part = parts.find((candidate) => text.includes(candidate.text));
  if (!part) return text;
  const at = text.indexOf(part.text);
  const rest = parts.filter((other) => other !== part);
  return (
    <Fragment>
      {withParts(text.slice(0, at), rest)}
      {part.href ? (
        <a href={part.href} className={legalLinkClass}>
          {part.text}
        </a>
      ) : (
        <bdi>{part.text}</bdi>
      )}
      {withParts(text.slice(at + part.text.length), rest)}
    </Fragment>
  );
}

// A sentence whose parts link elsewhere (each link's text, where the sentence shows it, is the
// link) or run their own way: a Latin name in an Arabic sentence keeps its own order and full stop.
export function LinkedText({
  text,
  links = [],
  isolates = [],
}: {
  text: string;
  links?: readonly TextLink[];
  isolates?: readonly string[];
}) {
  const names = isolates.filter((name) => name && !links.some((link) => link.text === name));
  return withParts(text, [...links, ...names.map((name) => ({ text: name }))]);
}
