import { ContactLink } from '@/components/shared/contact-link';
import { Container } from '@/components/ui/container';
import { imprintCopy } from '@/content/legal';
import { site } from '@/content/site';
import { cn } from '@/lib/shared/cn';
import { imprintFacts } from '@/lib/content/legal-pages';
import { addressUnder } from '@/lib/server/privacy-notice';
import { legalLinkClass } from './linked-text';

// The imprint's facts (content/site.ts's `legal.imprint`), each under its label. The route exists
// only where they are given (app/[legal]/page.tsx).
export function Imprint() {
  if (!imprintFacts) return null;
  const { legalName, legalForm, representatives, register, vatId, supervisoryAuthority, other } =
    imprintFacts;
  const { labels } = imprintCopy;
  const rows = [
    { label: labels.legalForm, value: legalForm },
    {
      label: labels.address,
      value: addressUnder(legalName, site.address.lines).join('\n'),
    },
    {
      label: labels.representatives,
      value: representatives.map(({ name, role }) => `${name} (${role})`).join('\n'),
    },
    ...(register
      ? [{ label: labels.register, value: `${register.court}, ${register.number}` }]
      : []),
    ...(vatId ? [{ label: labels.vatId, value: vatId }] : []),
    ...(supervisoryAuthority
      ? [{ label: labels.supervisoryAuthority, value: supervisoryAuthority }]
      : []),
    ...(other ?? []),
  ];
  return (
    <Container className="pb-20 sm:pb-28">
      <section aria-labelledby="imprint-heading" className="max-w-3xl">
        <h2 id="imprint-heading" className="text-h3 text-ink-950">
          {legalName}
        </h2>
        <dl className="mt-6 grid gap-x-8 gap-y-4 text-body sm:grid-cols-[minmax(0,14rem)_1fr]">
          {rows.map(({ label, value }) => (
            <div key={label} className="contents">
              <dt className="font-semibold text-ink-900">{label}</dt>
              <dd className="whitespace-pre-line text-ink-700">{value}</dd>
            </div>
          ))}
          <div className="contents">
            <dt className="font-semibold text-ink-900">{labels.contact}</dt>
            <dd className="text-ink-700">
              {(['email', 'phone'] as const).map((kind) => (
                <ContactLink key={kind} kind={kind} className={cn('block w-fit', legalLinkClass)} />
              ))}
            </dd>
          </div>
        </dl>
      </section>
    </Container>
  );
}
