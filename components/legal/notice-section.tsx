import type { NoticeSection as Section } from '@/lib/server/privacy-notice';
import { NoticeBlock } from './notice-block';

// A section of a legal page: a region named by its heading.
export function NoticeSection({ section }: { section: Section }) {
  const headingId = `${section.id}-heading`;
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-h3 text-ink-950">
        {section.heading}
      </h2>
      {section.blocks.map((block, index) => (
        <NoticeBlock key={index} block={block} />
      ))}
    </section>
  );
}
