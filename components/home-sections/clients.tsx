import { Section } from '@/components/shared/section';
import { ClientLogo } from './client-logo';
import type { HomeSectionProps } from './home-sections';

// The clients' logos in rows, centred, in one colour.
export function Clients({ id, section, className }: HomeSectionProps<'clients'>) {
  return (
    <Section id={id} copy={section} className={className}>
      <ul className="mt-12 flex flex-wrap items-center justify-center gap-x-12 gap-y-10 text-ink-500">
        {section.items.map((client) => (
          <li key={client.name}>
            <ClientLogo client={client} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
