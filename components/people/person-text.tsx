import { MarkdownBody } from '@/components/reading/markdown-body';
import { ReadingColumn } from '@/components/reading/reading-column';
import type { Person } from '@/lib/content/people';

/** The text's width (max-w-3xl, inside the page's padding), as its pictures' `sizes`. */
const TEXT_SIZES =
  '(min-width: 832px) 48rem, (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2rem)';

// The person's longer text, under the header and in line with it.
export function PersonText({ person }: { person: Person }) {
  return (
    <ReadingColumn width="wide" className="pt-10">
      <MarkdownBody nodes={person.body} sizes={TEXT_SIZES} className="max-w-3xl" />
    </ReadingColumn>
  );
}
