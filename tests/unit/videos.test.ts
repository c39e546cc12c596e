/**
 * @jest-environment node
 * @once the Markdown step's videos on files the test writes: the project's own code
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { portfolioCopy } from '@/content/portfolio';
import type { MarkdownNode } from '@/lib/content/markdown.mjs';
import { VIDEO_SERVICES, VIDEO_TAG, videoOf, videoPages } from '@/lib/content/videos.mjs';

// A picture the content has, whoever owns it: a poster.
const PHOTO = portfolioCopy.projects.items[0]?.image.src ?? '';
const ROOT = join(__dirname, '..', '..');

// The Markdown step runs in a Node of its own: unified is ES modules only (markdown.test.ts).
const RUNNER = `
import { collections } from './content/schema.mjs';
import { readMarkdownFile } from './scripts/build/markdown.mjs';
const results = {};
for (const [name, text] of Object.entries(JSON.parse(process.argv[1]))) {
  const source = '---\\ntitle: Routes\\ndescription: ' + 'A route planner and what it taught us about maps. '.repeat(2) +
    '\\ndate: 2026-10-21\\nauthor: Lena\\ncover: { src: ${PHOTO}, alt: The pier }\\n---\\n\\n' + text + '\\n';
  try {
    results[name] = { body: (await readMarkdownFile(source, collections.articles.fields)).body };
  } catch (error) {
    results[name] = { error: error.message };
  }
}
console.log(JSON.stringify(results));
`;

function run(texts: Record<string, string>) {
  const child = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', RUNNER, JSON.stringify(texts)],
    { cwd: ROOT, encoding: 'utf8' },
  );
  if (child.status !== 0) throw new Error(child.stderr);
  return JSON.parse(child.stdout) as Record<string, { body?: MarkdownNode[]; error?: string }>;
}

describe('a video address', () => {
  it.each([
    ['https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=30', 'youtube'],
    ['https://youtu.be/aqz-KE-bpKQ', 'youtube'],
    ['https://youtube.com/shorts/aqz-KE-bpKQ', 'youtube'],
    ['https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ', 'youtube'],
  ])('%s plays from youtube-nocookie.com and links to YouTube', (href, service) => {
    expect(videoOf(href)).toEqual({
      service,
      embed: `${VIDEO_SERVICES.youtube.origin}/embed/aqz-KE-bpKQ?autoplay=1`,
      page: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    });
  });

  it('plays a Vimeo video without tracking, an unlisted one with its key', () => {
    expect(videoOf('https://vimeo.com/76979871')).toEqual({
      service: 'vimeo',
      embed: `${VIDEO_SERVICES.vimeo.origin}/video/76979871?dnt=1&autoplay=1`,
      page: 'https://vimeo.com/76979871',
    });
    expect(videoOf('https://vimeo.com/76979871/0a1b2c3d')?.embed).toBe(
      `${VIDEO_SERVICES.vimeo.origin}/video/76979871?dnt=1&autoplay=1&h=0a1b2c3d`,
    );
    expect(videoOf('https://player.vimeo.com/video/76979871?h=0a1b2c3d')?.page).toBe(
      'https://vimeo.com/76979871/0a1b2c3d',
    );
  });

  it.each([
    'https://www.youtube.com/@channel',
    'https://www.youtube.com/watch?v=short',
    'https://vimeo.com/channels/staffpicks',
    'https://example.com/watch?v=aqz-KE-bpKQ',
    '/articles/routes',
    'not a link',
  ])('%s is no video', (href) => {
    expect(videoOf(href)).toBeUndefined();
  });
});

describe('a video in a text', () => {
  const results = run({
    titled: '[The route from the lift](https://youtu.be/aqz-KE-bpKQ)',
    poster: `[![The route from the lift](${PHOTO})](https://vimeo.com/76979871)`,
    inline: 'Watch [the route](https://youtu.be/aqz-KE-bpKQ) before you go.',
    bare: 'Some text.\n\nhttps://youtu.be/aqz-KE-bpKQ',
    other: '[A channel](https://www.youtube.com/@channel)',
  });

  it('is a line holding only a link to it: the link names it', () => {
    expect(results.titled?.body).toEqual([
      {
        tag: VIDEO_TAG,
        props: {
          src: videoOf('https://youtu.be/aqz-KE-bpKQ')?.embed,
          href: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
          title: 'The route from the lift',
        },
        children: [],
      },
    ]);
  });

  it("takes the poster it links from content/images/, and the poster's text as its name", () => {
    expect(results.poster?.body?.[0]).toMatchObject({
      tag: VIDEO_TAG,
      props: {
        title: 'The route from the lift',
        poster: PHOTO,
        href: 'https://vimeo.com/76979871',
      },
    });
  });

  it('stays a link within a sentence, and any other link too', () => {
    expect(JSON.stringify(results.inline?.body)).not.toContain(VIDEO_TAG);
    expect(JSON.stringify(results.other?.body)).not.toContain(VIDEO_TAG);
  });

  it('stops the build at a bare address, which names nothing for the player', () => {
    expect(results.bare?.error).toBe(
      'body, line 11: the video "https://youtu.be/aqz-KE-bpKQ" needs its title, what it shows: [a title](https://youtu.be/aqz-KE-bpKQ) alone on its line',
    );
  });

  it('makes its page one that embeds the player', () => {
    const video = results.titled?.body ?? [];
    const entry = (slug: string, body: MarkdownNode[]) => ({ language: 'en', slug, body });
    const manifest = {
      articles: [entry('routes', video), entry('plain', ['text'])],
      stories: [{ ...entry('ferry', video), language: 'de' }],
    } as unknown as Parameters<typeof videoPages>[1];
    expect(videoPages('en', manifest)).toEqual([
      {
        path: '/articles/routes',
        collection: 'articles',
        slug: 'routes',
        origins: [VIDEO_SERVICES.youtube.origin],
      },
    ]);
    expect(videoPages('de', manifest).map((page) => page.path)).toEqual(['/portfolio/ferry']);
  });
});
