import type { ReactNode } from 'react';
import { site } from '@/content/site';
import { TRACKED_LINK_ATTRIBUTE } from '@/lib/browser/analytics';

const targets = {
  email: { href: `mailto:${site.email}`, text: site.email },
  phone: { href: `tel:${site.phoneE164}`, text: site.phone },
} as const;

interface ContactLinkProps {
  kind: keyof typeof targets;
  className?: string;
  /** Shown before the address or number, e.g. an icon. */
  children?: ReactNode;
}

// The agency's email address or phone number as a link that writes or calls.
export function ContactLink({ kind, className, children }: ContactLinkProps) {
  const { href, text } = targets[kind];
  return (
    <a href={href} className={className} {...{ [TRACKED_LINK_ATTRIBUTE]: kind }}>
      {children}
      {/* An address or a number runs left to right on every page, a right-to-left one too. */}
      <span dir="ltr">{text}</span>
    </a>
  );
}
