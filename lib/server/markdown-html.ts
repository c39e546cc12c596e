import type { MarkdownNode } from '@/lib/content/markdown.mjs';

// The text the Markdown step made (lib/content/markdown.mjs) as a string of the few HTML elements
// Google's job search reads in a JobPosting's description: paragraphs, lists, headings and
// emphasis. Every other element gives its text alone (a link its words, a table its cells'), and
// a picture nothing, so the string holds no attribute and no markup an author did not write.

const KEPT: Readonly<Record<string, string>> = {
  p: 'p',
  ul: 'ul',
  ol: 'ul',
  li: 'li',
  h2: 'h2',
  h3: 'h3',
  h4: 'h4',
  h5: 'h5',
  h6: 'h5',
  strong: 'strong',
  em: 'em',
  br: 'br',
  blockquote: 'p',
  pre: 'p',
  figcaption: 'p',
};
/** Elements whose text stands apart from the next: a cell, a row, a table. */
const SPACED = new Set(['td', 'th', 'tr', 'table']);

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function markdownHtml(nodes: readonly MarkdownNode[]): string {
  return nodes
    .map((node) => {
      if (typeof node === 'string') return escape(node);
      if (node.tag === 'img') return '';
      const inner = markdownHtml(node.children);
      const tag = KEPT[node.tag];
      if (tag === 'br') return '<br>';
      if (tag) return `<${tag}>${inner}</${tag}>`;
      return SPACED.has(node.tag) ? ` ${inner} ` : inner;
    })
    .join('');
}
