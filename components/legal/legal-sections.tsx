import { Container } from '@/components/ui/container';
import type { NoticeSection as Section } from '@/lib/server/privacy-notice';
import { NoticeSection } from './notice-section';

// The body of a legal page made of sections: the privacy notice, the accessibility statement.
export function LegalSections({ sections }: { sections: readonly Section[] }) {
  return (
    <Container className="pb-20 sm:pb-28">
      <div className="max-w-3xl space-y-12">
        {sections.map((section) => (
          <NoticeSection key={section.id} section={section} />
        ))}
      </div>
    </Container>
  );
}
