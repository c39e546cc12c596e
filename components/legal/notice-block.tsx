import { ContactLink } from '@/components/shared/contact-link';
import type { NoticeBlock as Block } from '@/lib/server/privacy-notice';
import { legalLinkClass, LinkedText } from './linked-text';

const listClass = 'list-disc space-y-1 ps-6 text-body text-ink-700 marker:text-ink-400';

// One part of a section of the privacy notice, as lib/server/privacy-notice.ts made it.
export function NoticeBlock({ block }: { block: Block }) {
  switch (block.kind) {
    case 'text':
      return (
        <p className="text-body text-ink-700">
          <LinkedText text={block.text} links={block.links} isolates={block.isolates} />
        </p>
      );
    case 'list':
      return (
        <ul className={listClass}>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'parties':
      return (
        <ul className={listClass}>
          {block.items.map(({ name, policy }) => (
            <li key={name}>
              <bdi className="font-semibold text-ink-900">{name}</bdi>
              {policy && (
                <>
                  {' · '}
                  <a href={policy.href} className={legalLinkClass}>
                    <LinkedText text={policy.text} isolates={[name]} />
                  </a>
                </>
              )}
            </li>
          ))}
        </ul>
      );
    case 'controller':
      return (
        <address className="text-body text-ink-700 not-italic">
          <span className="block font-semibold text-ink-900">{block.name}</span>
          {block.lines.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
          {(['email', 'phone'] as const).map((kind) => (
            <span key={kind} className="block">
              <ContactLink kind={kind} className={legalLinkClass} />
            </span>
          ))}
        </address>
      );
    case 'stored':
      return (
        <ul className={listClass}>
          {block.items.map(({ key, area, use }) => (
            <li key={key}>
              <code className="rounded bg-ink-100 px-1.5 py-0.5 text-small text-ink-900">
                {key}
              </code>{' '}
              ({area}): {use}
            </li>
          ))}
        </ul>
      );
  }
}
