import { Container } from '@/components/ui/container';
import { articlesCopy } from '@/content/articles';
import { tagsIn } from '@/lib/content/articles';
import { TagLinks } from './tag-links';

// Every tag of the language's articles, each leading to its page.
export function ArticleTopics() {
  const tags = tagsIn().map(({ tag }) => tag);
  if (tags.length === 0) return null;
  return (
    <Container>
      <nav aria-labelledby="topics-heading">
        <h2 id="topics-heading" className="text-eyebrow text-ink-600 uppercase">
          {articlesCopy.tagsLabel}
        </h2>
        <TagLinks tags={tags} className="mt-3" />
      </nav>
    </Container>
  );
}
