import { portfolioCopy } from '@/content/portfolio';
import type { ContentImage, StoryFrontmatter, Testimonial } from '@/content/types';
import { LANGUAGE, LANGUAGES, type Language } from './languages.mjs';
import { readMarkdown, type MarkdownEntry } from './markdown.mjs';
import { COLLECTION_PATHS } from './videos.mjs';

// The stories of content/stories/: a project or case study of content/portfolio.ts whose id names
// a file there gets a page of its own at /portfolio/<id>.

export type StoryEntry = MarkdownEntry<StoryFrontmatter>;

/** A story as its page shows it: its file, and what the Portfolio page already says of it. */
export interface Story {
  readonly entry: StoryEntry;
  readonly title: string;
  readonly description: string;
  readonly image?: ContentImage;
  readonly industry?: string;
  readonly technologies: readonly string[];
  readonly challenge: string;
  readonly solution: string;
  readonly results: readonly string[];
  readonly testimonial?: Testimonial;
}

export const storyPath = (id: string) => `${COLLECTION_PATHS.stories}/${id}`;

const CASE_FIELDS = ['challenge', 'solution', 'results', 'testimonial'] as const;

/**
 * A story with its project or case study. The schema cannot say which fields a story needs, since
 * that depends on what it tells of: a case study brings its challenge, solution, results and
 * testimonial (one source per fact, so the story may not repeat them); a project's story gives
 * the first three.
 */
function storyOf(entry: StoryEntry): Story {
  const refuse = (message: string): never => {
    throw new Error(`${entry.file}: ${message}`);
  };
  const study = portfolioCopy.caseStudies.items.find((item) => item.id === entry.slug);
  const project = portfolioCopy.projects.items.find((item) => item.id === entry.slug);
  const { data } = entry;
  const common = { entry, description: data.description };
  if (study) {
    const repeated = CASE_FIELDS.find((field) =>
      field === 'results' ? data.results.length > 0 : data[field] !== undefined,
    );
    if (repeated)
      refuse(
        `${repeated}: the case study ${study.id} of content/portfolio.ts has its own; leave it out`,
      );
    return { ...study, ...common, title: study.client, technologies: [] };
  }
  if (project) {
    const { challenge, solution, results, testimonial } = data;
    if (!challenge) return refuse("challenge: missing (a project's story gives its challenge)");
    if (!solution) return refuse("solution: missing (a project's story gives its solution)");
    if (results.length === 0)
      return refuse("results: missing (a project's story lists its results)");
    return {
      ...common,
      title: project.title,
      image: project.image,
      technologies: project.technologies,
      challenge,
      solution,
      results,
      ...(testimonial && { testimonial }),
    };
  }
  const ids = [...portfolioCopy.projects.items, ...portfolioCopy.caseStudies.items].map(
    (item) => item.id,
  );
  return refuse(
    `${entry.slug} is the id of no project or case study of content/portfolio.ts (${ids.join(', ')})`,
  );
}

/** This build's stories, in the Portfolio page's order. */
export function storiesIn(): Story[] {
  const entries = readMarkdown().stories.filter((story) => story.language === LANGUAGE.code);
  const order = [...portfolioCopy.projects.items, ...portfolioCopy.caseStudies.items].map(
    (item) => item.id,
  );
  return entries
    .map(storyOf)
    .sort((a, b) => order.indexOf(a.entry.slug) - order.indexOf(b.entry.slug));
}

/** The story of a project or case study, where it has one. */
export function storyFor(id: string): Story | undefined {
  return storiesIn().find((story) => story.entry.slug === id);
}

/** The languages that tell the story of this id: where its hreflang links point. */
export function storyLanguages(id: string): Language[] {
  const { stories } = readMarkdown();
  return LANGUAGES.filter((language) =>
    stories.some((story) => story.slug === id && story.language === language.code),
  );
}

/** This build's story of that id. */
export function storyNamed(id: string): Story {
  const story = storyFor(id);
  if (!story) throw new Error(`No story ${id} in content/stories/${LANGUAGE.code}/`);
  return story;
}
