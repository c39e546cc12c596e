import { videoCopy } from '@/content/shared';
import { articlesIn } from '@/lib/content/articles';
import { LANGUAGE } from '@/lib/content/languages.mjs';
import type { MarkdownNode } from '@/lib/content/markdown.mjs';
import { storiesIn } from '@/lib/content/stories';
import { VIDEO_TAG, videoPages } from '@/lib/content/videos.mjs';
import { fill } from '@/lib/server/template';
import { escapeRegExp } from './content';
import { cspViolations, expect, expectClean, test, waitForHydration } from './fixtures';

// A video in a text shows a stand-in until it is played (components/shared/embed-on-request.tsx).
const videosOf = (nodes: readonly MarkdownNode[]): { src: string; href: string; title: string }[] =>
  nodes.flatMap((node) =>
    typeof node === 'string'
      ? []
      : node.tag === VIDEO_TAG
        ? [
            {
              src: String(node.props.src),
              href: String(node.props.href),
              title: String(node.props.title),
            },
          ]
        : videosOf(node.children),
  );
const texts = [
  ...articlesIn().map((article) => ({ slug: article.slug, body: article.body })),
  ...storiesIn().map((story) => ({ slug: story.entry.slug, body: story.entry.body })),
];
const pages = videoPages(LANGUAGE.code).map((page) => {
  const [video] = videosOf(texts.find((text) => page.path.endsWith(`/${text.slug}`))?.body ?? []);
  return { ...page, video };
});

test.skip(pages.length === 0, 'this owner has no video in a text');

for (const { path, video } of pages) {
  const site = new URL(video?.href ?? 'https://video.invalid').hostname;
  const origin = new URL(video?.src ?? 'https://video.invalid').origin;
  const play = new RegExp(
    `^${escapeRegExp(videoCopy.show)}\\W+${escapeRegExp(video?.title ?? '')}$`,
  );

  test(`${path}: the player loads when asked, on a direct visit and after a link, with no policy violation`, async ({
    page,
    watch,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(origin)) asked.push(request.url());
    });
    const played = async () => {
      const frame = page.getByTitle(video?.title ?? '', { exact: true });
      await expect(
        page.getByRole('link', { name: fill(videoCopy.open, { site }) }),
      ).toHaveAttribute('href', video?.href ?? '');
      await expect(frame).toHaveCount(0);
      // Nothing of the video's site loads with the page, its poster included.
      expect(asked).toEqual([]);
      await expect(
        page.getByText(fill(videoCopy.notice, { site: new URL(origin).hostname })),
      ).toBeVisible();
      await page.getByRole('button', { name: play }).click();
      await expect(frame).toHaveAttribute('src', video?.src ?? '');
      await expect(frame).toHaveAttribute('allow', /autoplay/);
      await expect(frame).toBeFocused();
      // The player's origin answers (a stand-in page, tests/e2e/fixtures.ts): nothing blocked it.
      await expect(frame.contentFrame().locator('body')).toBeAttached();
      asked.length = 0;
    };
    await page.goto(`${path}/`);
    await waitForHydration(page);
    await played();
    // From a page that shows none, by the site's own link: the page loads in full, with its policy.
    await page.goto('/articles/');
    await waitForHydration(page);
    await page.locator(`main a[href$="${path}/"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${path}/$`));
    await waitForHydration(page);
    await played();
    expect(cspViolations(watch)).toEqual([]);
    expectClean(watch);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test(`${path}: the video is a link to its page, with no button`, async ({ page, watch }) => {
      await page.goto(`${path}/`);
      await expect(
        page.getByRole('link', { name: fill(videoCopy.open, { site }) }),
      ).toHaveAttribute('href', video?.href ?? '');
      await expect(page.getByRole('button', { name: play })).toBeHidden();
      expectClean(watch);
    });
  });
}
