// @ts-check
// The fields of the Markdown files in content/, declared once: the build checks every file's
// frontmatter against them (scripts/build/markdown.mjs stops naming the file and the field),
// content/types.ts derives their TypeScript types from them, and a CMS configuration can be
// generated from them (each field's `widget` is the Decap CMS widget that edits it). A collection
// keeps one folder per language, named by its code (content/articles/en/, content/articles/de/),
// and a file's name is its address: content/articles/en/hello-world.md is /articles/hello-world/.
// The same name in two languages' folders is one text in two languages.

/**
 * @typedef {'string' | 'text' | 'date' | 'boolean' | 'number' | 'choice' | 'list' | 'links'
 *   | 'image' | 'images' | 'logo' | 'quote' | 'object' | 'objects' | 'blocks'} FieldType
 *   string: one line; text: a paragraph; date: YYYY-MM-DD or an ISO 8601 date and time with its
 *   offset; number: a whole number; choice: one of `options`; list: words or lines; links:
 *   https:// addresses; image: { src, alt, focus? } under content/images/; images: a list of
 *   them; logo: an SVG under content/images/; quote: { quote, author, position }; object: the
 *   `fields` it holds; objects: a list of them; blocks: a list of parts, each `{ type, ...fields }`
 *   with `type` one of `types`
 * @typedef {{
 *   type: FieldType,
 *   label: string,
 *   required: boolean,
 *   widget: string,
 *   default?: unknown,
 *   hint?: string,
 *   minLength?: number,
 *   maxLength?: number,
 *   minimum?: number,
 *   maximum?: number,
 *   options?: readonly string[],
 *   fields?: Record<string, Field>,
 *   types?: Record<string, { label: string, fields: Record<string, Field> }>,
 * }} Field
 * @typedef {{
 *   label: string,
 *   folder: string,
 *   fields: Record<string, Field>,
 *   body?: { label: string, widget: 'markdown', hint: string, required?: boolean },
 * }} Collection
 *   body: the Markdown under the fields; a collection without one holds fields only. The build
 *   takes a file without text; the editor asks for one unless `required` is false
 */

/** A date after the build's keeps the text off the site until then (scripts/build/markdown.mjs). */
const WAITS_FOR_ITS_DAY =
  'A later day keeps it off the site until then: the daily build publishes it on its day';

/** A text that is checked with the others but not published until this is unset. */
const draft = /** @type {const} */ ({
  type: 'boolean',
  label: 'Draft',
  required: false,
  widget: 'boolean',
  default: false,
  hint: 'A draft is checked but not published',
});

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

/** A line of words, required. @param {string} label @param {number} [maxLength] */
const line = (label, maxLength) =>
  /** @type {const} */ ({
    type: 'string',
    label,
    required: true,
    widget: 'string',
    ...(maxLength ? { maxLength } : {}),
  });

/** A paragraph, required. @param {string} label */
const paragraph = (label) =>
  /** @type {const} */ ({ type: 'text', label, required: true, widget: 'text' });

/** A section's heading and optional lead paragraph. */
const sectionIntro = /** @type {const} */ ({
  heading: line('Heading', 90),
  intro: { type: 'text', label: 'Lead paragraph', required: false, widget: 'text' },
});

/**
 * The entry's old addresses, each redirected (301) to its page: a file name it had (old-name)
 * or a path of the old site (/blog/old-name), in the entry's language (a German one's under /de/).
 * Decap CMS cannot rename a file, so a new name is a new entry listing the old one here.
 */
const aliases = /** @type {const} */ ({
  type: 'list',
  label: 'Old addresses',
  required: false,
  widget: 'list',
  hint: 'Names or paths this page had before (old-name, /blog/old-name): each sends visitors here',
});

/** A picture, optional. @param {string} label */
const photo = (label) =>
  /** @type {const} */ ({
    type: 'image',
    label,
    required: false,
    widget: 'image',
    hint: 'A photo under content/images/ and what it shows, for people who cannot see it',
  });

export const collections = /** @satisfies {Record<string, Collection>} */ (
  /** @type {const} */ ({
    articles: {
      label: 'Articles',
      folder: 'content/articles',
      fields: {
        title: { type: 'string', label: 'Title', required: true, widget: 'string', maxLength: 90 },
        description: summary,
        date: {
          type: 'date',
          label: 'Published',
          required: true,
          widget: 'datetime',
          hint: WAITS_FOR_ITS_DAY,
        },
        updated: {
          type: 'date',
          label: 'Updated',
          required: false,
          widget: 'datetime',
          hint: 'When the text last changed in substance; leave empty until it does',
        },
        author: {
          type: 'string',
          label: 'Author',
          required: true,
          widget: 'string',
          hint: "A name, or a person's file name in content/people/ (ada-byron): the article then shows their name, linked",
        },
        tags: { type: 'list', label: 'Tags', required: false, widget: 'list', default: [] },
        cover: {
          type: 'image',
          label: 'Cover image',
          required: true,
          widget: 'image',
          hint: 'A photo under content/images/ and what it shows, for people who cannot see it',
        },
        draft,
        aliases,
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
        date: {
          type: 'date',
          label: 'Published',
          required: false,
          widget: 'datetime',
          hint: WAITS_FOR_ITS_DAY,
        },
        updated: { type: 'date', label: 'Updated', required: false, widget: 'datetime' },
        draft,
        aliases,
      },
      body: {
        label: 'Story',
        widget: 'markdown',
        hint: "The file's name is the id of a project or case study in content/portfolio.ts",
      },
    },
    services: {
      label: 'Service pages',
      folder: 'content/services',
      fields: {
        description: summary,
        deliverables: {
          type: 'list',
          label: 'What the client gets',
          required: false,
          widget: 'list',
          default: [],
        },
        steps: {
          type: 'objects',
          label: 'How the work goes',
          required: false,
          widget: 'list',
          default: [],
          fields: { title: line('Step', 90), text: paragraph('What happens') },
        },
        questions: {
          type: 'objects',
          label: 'Questions and answers',
          required: false,
          widget: 'list',
          default: [],
          fields: { question: line('Question', 160), answer: paragraph('Answer') },
        },
        work: {
          type: 'list',
          label: 'Work that shows it',
          required: false,
          widget: 'list',
          default: [],
          hint: 'Ids of projects and case studies in content/portfolio.ts',
        },
        updated: { type: 'date', label: 'Updated', required: false, widget: 'datetime' },
        aliases,
      },
      body: {
        label: 'About the service',
        widget: 'markdown',
        hint: "The file's name is the id of a service in content/services.ts",
      },
    },
    people: {
      label: 'People',
      folder: 'content/people',
      fields: {
        name: line('Name', 80),
        role: line('Role', 80),
        photo: photo('Photo'),
        bio: {
          type: 'text',
          label: 'Short bio',
          required: true,
          widget: 'text',
          minLength: 20,
          maxLength: 300,
          hint: "Shown under their name on the About page; with a longer text, their page's summary in search results too (50 to 160 characters)",
        },
        links: {
          type: 'links',
          label: 'Links',
          required: false,
          widget: 'list',
          default: [],
          hint: 'https:// addresses: LinkedIn, GitHub, Bluesky, a site of their own',
        },
        order: {
          type: 'number',
          label: 'Order',
          required: false,
          widget: 'number',
          default: 100,
          minimum: 0,
          hint: 'Lower comes first on the About page; the same, by name',
        },
        aliases,
      },
      body: {
        label: 'Longer text',
        widget: 'markdown',
        hint: 'With a text here the person has a page of their own; without, a card on About',
        required: false,
      },
    },
    jobs: {
      label: 'Jobs',
      folder: 'content/jobs',
      fields: {
        title: line('Title', 90),
        description: summary,
        date: {
          type: 'date',
          label: 'Posted',
          required: true,
          widget: 'datetime',
          hint: WAITS_FOR_ITS_DAY,
        },
        validThrough: {
          type: 'date',
          label: 'Open until',
          required: true,
          widget: 'datetime',
          hint: 'The last day applications are taken: from the next day the job is off the site',
        },
        employmentType: {
          type: 'choice',
          label: 'Employment',
          required: true,
          widget: 'select',
          options: ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN'],
        },
        location: {
          type: 'object',
          label: 'Place of work',
          required: false,
          widget: 'object',
          hint: 'Where the work is; leave empty for a remote job',
          fields: {
            locality: line('Town or city', 80),
            region: { type: 'string', label: 'Region', required: false, widget: 'string' },
            country: line('Country (ISO code: DE)', 2),
          },
        },
        remote: {
          type: 'boolean',
          label: 'Remote',
          required: false,
          widget: 'boolean',
          default: false,
        },
        countries: {
          type: 'list',
          label: 'Applicants may live in',
          required: false,
          widget: 'list',
          default: [],
          hint: 'ISO country codes (DE, AT); for a remote job, at least one',
        },
        pay: {
          type: 'object',
          label: 'Pay',
          required: false,
          widget: 'object',
          fields: {
            minimum: {
              type: 'number',
              label: 'From',
              required: true,
              widget: 'number',
              minimum: 0,
            },
            maximum: { type: 'number', label: 'To', required: false, widget: 'number', minimum: 0 },
            currency: line('Currency (ISO code: EUR)', 3),
            unit: {
              type: 'choice',
              label: 'Per',
              required: true,
              widget: 'select',
              options: ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'],
            },
          },
        },
        apply: {
          type: 'string',
          label: 'Application address',
          required: false,
          widget: 'string',
          hint: "An https:// address of your own; empty: an email to the site's address",
        },
        aliases,
      },
      body: { label: 'The job', widget: 'markdown', hint: 'What the work is, and who it suits' },
    },
    home: {
      label: 'Home page',
      folder: 'content/home-sections',
      fields: {
        sections: {
          type: 'blocks',
          label: 'Sections under the first screen',
          required: false,
          widget: 'list',
          default: [],
          types: {
            projects: {
              label: 'Featured projects',
              fields: {
                ...sectionIntro,
                projects: {
                  type: 'list',
                  label: 'Projects',
                  required: true,
                  widget: 'list',
                  hint: 'Ids of projects in content/portfolio.ts',
                },
              },
            },
            services: { label: 'Services', fields: sectionIntro },
            testimonials: {
              label: 'What clients say',
              fields: {
                ...sectionIntro,
                caseStudies: {
                  type: 'boolean',
                  label: "The case studies' testimonials too",
                  required: false,
                  widget: 'boolean',
                  default: true,
                },
                items: {
                  type: 'objects',
                  label: 'Testimonials',
                  required: false,
                  widget: 'list',
                  default: [],
                  fields: {
                    quote: paragraph('Quote'),
                    name: line('Name', 80),
                    position: line('Position', 80),
                    company: line('Company', 80),
                    photo: photo('Photo'),
                  },
                },
              },
            },
            clients: {
              label: 'Clients',
              fields: {
                ...sectionIntro,
                items: {
                  type: 'objects',
                  label: 'Clients',
                  required: true,
                  widget: 'list',
                  fields: {
                    name: line('Name', 80),
                    logo: {
                      type: 'logo',
                      label: 'Logo',
                      required: true,
                      widget: 'image',
                      hint: 'An SVG under content/images/; shown in one colour',
                    },
                  },
                },
              },
            },
            figures: {
              label: 'Figures',
              fields: {
                ...sectionIntro,
                items: {
                  type: 'objects',
                  label: 'Figures',
                  required: true,
                  widget: 'list',
                  fields: { value: line('Figure', 12), label: line('What it counts', 60) },
                },
              },
            },
            articles: {
              label: 'Latest articles',
              fields: {
                ...sectionIntro,
                count: {
                  type: 'number',
                  label: 'How many',
                  required: false,
                  widget: 'number',
                  default: 3,
                  minimum: 1,
                  maximum: 12,
                },
              },
            },
          },
        },
      },
    },
  })
);
