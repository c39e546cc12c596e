// @ts-check
// The fields of the Markdown files in content/, declared once: the build checks every file's
// frontmatter against them (scripts/build/markdown.mjs stops naming the file and the field),
// content/types.ts derives their TypeScript types from them, and a CMS configuration can be
// generated from them (each field's `widget` is the Decap CMS widget that edits it). A collection
// keeps one folder per language, named by its code (content/articles/en/, content/articles/de/),
// and a file's name is its address: content/articles/en/hello-world.md is /articles/hello-world/.
// The same name in two languages' folders is one text in two languages.

/**
 * @typedef {'string' | 'text' | 'date' | 'boolean' | 'list' | 'image' | 'images' | 'quote'} FieldType
 *   string: one line; text: a paragraph; date: YYYY-MM-DD or an ISO 8601 date and time with its
 *   offset; list: words or lines; image: { src, alt, focus? } under content/images/; images: a
 *   list of them; quote: { quote, author, position }
 * @typedef {{
 *   type: FieldType,
 *   label: string,
 *   required: boolean,
 *   widget: string,
 *   default?: unknown,
 *   hint?: string,
 *   minLength?: number,
 *   maxLength?: number,
 * }} Field
 * @typedef {{
 *   label: string,
 *   folder: string,
 *   fields: Record<string, Field>,
 *   body: { label: string, widget: 'markdown', hint: string },
 * }} Collection
 */

/** A page's summary: under its title, in search results, feeds and link previews. */
const summary = /** @type {const} */ ({
  type: 'text',
  label: 'Summary',
  required: true,
  widget: 'text',
  minLength: 50,
  maxLength: 160,
  hint: 'Shown in search results, feeds and link previews',
});

export const collections = /** @satisfies {Record<string, Collection>} */ (
  /** @type {const} */ ({
    articles: {
      label: 'Articles',
      folder: 'content/articles',
      fields: {
        title: { type: 'string', label: 'Title', required: true, widget: 'string', maxLength: 90 },
        description: summary,
        date: { type: 'date', label: 'Published', required: true, widget: 'datetime' },
        updated: {
          type: 'date',
          label: 'Updated',
          required: false,
          widget: 'datetime',
          hint: 'When the text last changed in substance; leave empty until it does',
        },
        author: { type: 'string', label: 'Author', required: true, widget: 'string' },
        tags: { type: 'list', label: 'Tags', required: false, widget: 'list', default: [] },
        cover: {
          type: 'image',
          label: 'Cover image',
          required: true,
          widget: 'image',
          hint: 'A photo under content/images/ and what it shows, for people who cannot see it',
        },
        draft: {
          type: 'boolean',
          label: 'Draft',
          required: false,
          widget: 'boolean',
          default: false,
          hint: 'A draft is checked but not published',
        },
      },
      body: {
        label: 'Text',
        widget: 'markdown',
        hint: 'Markdown; code blocks name their language',
      },
    },
    stories: {
      label: 'Case studies',
      folder: 'content/stories',
      fields: {
        description: summary,
        // A case study of content/portfolio.ts brings its own; a project's story gives them here.
        challenge: { type: 'text', label: 'Challenge', required: false, widget: 'text' },
        solution: { type: 'text', label: 'Solution', required: false, widget: 'text' },
        results: { type: 'list', label: 'Results', required: false, widget: 'list', default: [] },
        testimonial: { type: 'quote', label: 'Testimonial', required: false, widget: 'object' },
        gallery: { type: 'images', label: 'Gallery', required: false, widget: 'list', default: [] },
        updated: { type: 'date', label: 'Updated', required: false, widget: 'datetime' },
      },
      body: {
        label: 'Story',
        widget: 'markdown',
        hint: "The file's name is the id of a project or case study in content/portfolio.ts",
      },
    },
  })
);
