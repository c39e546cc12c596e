import { buttonClassName } from '@/components/ui/button';
import { SiteLink } from '@/components/ui/site-link';
import { portfolioCopy } from '@/content/portfolio';
import { storyFor, storyPath } from '@/lib/content/stories';

interface StoryLinkProps {
  /** The project's or case study's id, which names its story in content/stories/. */
  id: string;
  /** The id of the card's heading, which says whose story it is. */
  describedBy: string;
  className?: string;
}

// The way from a card to its story's page, where content/stories/ tells one; nothing elsewhere.
export function StoryLink({ id, describedBy, className }: StoryLinkProps) {
  if (!storyFor(id)) return null;
  return (
    <SiteLink
      href={storyPath(id)}
      aria-describedby={describedBy}
      className={buttonClassName({ variant: 'primary' }, className)}
    >
      {portfolioCopy.story.linkLabel}
    </SiteLink>
  );
}
