import { portfolioCopy } from '@/content/portfolio';
import { imageAsset, MEDIA_PATH } from '@/lib/content/images.mjs';
import { storiesIn, storyPath } from '@/lib/content/stories';
import { fill } from '@/lib/server/template';
import { escapeRegExp } from './content';
import { cspViolations, expect, expectClean, test, waitForHydration } from './fixtures';
import type { Page } from '@playwright/test';

// A story's gallery: each photo opens large in a dialog (components/stories/story-gallery.tsx).
const story = storiesIn().find((entry) => entry.entry.data.gallery.length > 1);
const photos = story?.entry.data.gallery ?? [];
const copy = portfolioCopy.story.photo;
const position = (index: number) =>
  fill(copy.position, { number: String(index + 1), count: String(photos.length) });
const photoButton = (page: Page, index: number) =>
  page.getByRole('button', {
    name: new RegExp(`^${escapeRegExp(photos[index]?.alt ?? '')}.*${escapeRegExp(copy.open)}$`),
  });
const dialog = (page: Page, index: number) =>
  page.getByRole('dialog', { name: position(index), exact: true });

test.skip(!story, 'this owner has no story with a gallery');

test('a photo opens large from the keyboard, steps with the arrows and the buttons, and gives the focus back', async ({
  page,
  watch,
}) => {
  await page.goto(`${storyPath(story?.entry.slug ?? '')}/`);
  await waitForHydration(page);
  const first = dialog(page, 0);
  // The large picture waits in its closed dialog: it loads nothing with the page beyond the file
  // its thumbnail shows already (on a phone's dense screen, the same width).
  const large = page.locator('dialog').first().locator('img');
  const thumbnails = await page
    .locator('[data-gallery] button img')
    .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).currentSrc));
  expect(['', ...thumbnails]).toContain(
    await large.evaluate((image: HTMLImageElement) => image.currentSrc),
  );
  await photoButton(page, 0).focus();
  await page.keyboard.press('Enter');
  await expect(first).toBeVisible();
  await expect(first.getByRole('img', { name: photos[0]?.alt })).toBeVisible();
  await expect(large).toHaveJSProperty('complete', true);
  expect(await large.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(first.getByRole('button', { name: copy.close })).toBeFocused();
  // The page behind the modal dialog is inert: Tab goes round the dialog's buttons, and past the
  // last to the browser's own controls (the body, to the page), never to the page behind.
  for (let press = 0; press < 5; press++) {
    await page.keyboard.press('Tab');
    const where = await page.evaluate(() =>
      document.activeElement?.closest('dialog[open]')
        ? 'dialog'
        : document.activeElement === document.body || !document.activeElement
          ? 'browser'
          : document.activeElement.outerHTML.slice(0, 80),
    );
    expect(['dialog', 'browser']).toContain(where);
  }
  const next = await page.evaluate(() => getComputedStyle(document.documentElement).direction);
  const [forward, back] =
    next === 'rtl' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowRight', 'ArrowLeft'];
  await page.keyboard.press(forward);
  await expect(dialog(page, 1)).toBeVisible();
  await expect(first).toBeHidden();
  await page.keyboard.press(back);
  await expect(first).toBeVisible();
  await page.keyboard.press(back);
  await expect(dialog(page, photos.length - 1)).toBeVisible();
  await dialog(page, photos.length - 1)
    .getByRole('button', { name: copy.next })
    .click();
  await expect(first).toBeVisible();
  await expect(first.getByRole('button', { name: copy.next })).toBeFocused();
  await first.getByRole('button', { name: copy.next }).click();
  await expect(dialog(page, 1)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Back on the photo last shown, where the visitor goes on from.
  await expect(photoButton(page, 1)).toBeFocused();
  expect(cspViolations(watch)).toEqual([]);
  expectClean(watch);
});

test('the close button closes, a click on a photo opens it', async ({ page, watch }) => {
  await page.goto(`${storyPath(story?.entry.slug ?? '')}/`);
  await photoButton(page, 1).click();
  await expect(dialog(page, 1)).toBeVisible();
  await dialog(page, 1).getByRole('button', { name: copy.close }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(photoButton(page, 1)).toBeFocused();
  expectClean(watch);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('each photo is a link to its largest file', async ({ page, watch }) => {
    await page.goto(`${storyPath(story?.entry.slug ?? '')}/`);
    for (const [index, photo] of photos.entries()) {
      const asset = imageAsset(photo.src, 'the test');
      const file =
        asset.kind === 'vector' ? asset.file : (asset.avif.at(-1) ?? asset.fallback).file;
      const link = page.getByRole('link', {
        name: new RegExp(`^${escapeRegExp(photo.alt)}.*${escapeRegExp(copy.open)}$`),
      });
      await expect(link).toHaveAttribute(
        'href',
        new RegExp(`${MEDIA_PATH}/${escapeRegExp(file)}$`),
      );
      await expect(photoButton(page, index)).toBeHidden();
    }
    expectClean(watch);
  });
});
