import type { Page } from '@playwright/test';
import { contactCopy } from '@/content/contact';
import { DRAFT_STORAGE_KEY } from '@/lib/browser/contact';
import { ADA, fill, form } from './contact-page';
import { expect, expectClean, ONCE, test, waitForHydration } from './fixtures';

// The contact form takes the visitor's typing from the first paint, long before React hydrates it
// (lib/browser/inline-scripts/contact-guard.mjs). These tests hold or slow the framework's files so
// that the visitor acts before hydration, then check that nothing typed or sent is lost across it.

const { form: copy } = contactCopy;

/** Holds the framework's scripts until `release` is called. */
async function holdScripts(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe('on a slow phone, first visit', () => {
  test.skip(
    ({ browserName, isMobile }) => browserName !== 'chromium' || !isMobile,
    'CDP throttling, one project',
  );
  test.use({ viewport: { width: 412, height: 823 } });

  // 23 characters at 120 ms each, typed from the moment the field is on screen.
  const TEXT = 'Ada Lovelace, Analytics';
  const KEY_DELAY_MS = 120;

  // Every run crosses hydration mid-word, where it falls varying from run to run (after the 5th to
  // the 8th character in 12 runs measured here): three runs a field sample it, at 8 s a run.
  const RUNS = 3;

  for (const field of ['name', 'message'] as const) {
    const { label } = copy.fields[field];
    for (let run = 1; run <= RUNS; run++) {
      // The early guard keeps keystrokes the same way whatever the owner's copy: the runs run once;
      // the sends below depend on the owner's form service and run for each.
      test(
        `typing into ${field} from the first paint keeps every character (run ${run} of ${RUNS})`,
        ONCE,
        async ({ page, watch }) => {
          // The profile the issue measured: 150 ms latency, 200 kB/s down, CPU 4x slower.
          const cdp = await page.context().newCDPSession(page);
          await cdp.send('Network.emulateNetworkConditions', {
            offline: false,
            latency: 150,
            downloadThroughput: 200 * 1024,
            uploadThroughput: 100 * 1024,
          });
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
          // On a busy machine the page itself can take as long as the scripts: they wait for the
          // first key, so the typing always starts before hydration, as on a real slow phone.
          const release = await holdScripts(page);
          await page.goto('/contact/', { waitUntil: 'commit' });
          const input = page.getByRole('main').getByLabel(label, { exact: true });
          await input.tap();
          await page.keyboard.type(TEXT.slice(0, 1));
          release();
          await page.keyboard.type(TEXT.slice(1), { delay: KEY_DELAY_MS });
          await waitForHydration(page);
          await expect(input).toHaveValue(TEXT);
          await expect(input).toBeFocused();
          expectClean(watch);
        },
      );
    }
  }
});

test('a message sent before hydration is held, said to be waiting, and sent once', async ({
  page,
  watch,
}) => {
  const release = await holdScripts(page);
  await page.goto('/contact/');
  await fill(page);
  const f = form(page);
  await f.submit.click();
  const queued = page.getByRole('status').getByText(copy.notReady.queued);
  await expect(queued).toBeVisible();
  await expect(page).toHaveURL(/\/contact\/$/);
  for (const input of [f.name, f.email, f.message]) await expect(input).not.toHaveValue('');
  release();
  await expect(page.getByText(copy.success.title)).toBeVisible();
  await expect(page.getByText(copy.success.title)).toHaveCount(1);
  await expect(queued).toBeHidden();
  for (const input of [f.name, f.email, f.phone, f.subject, f.message]) {
    await expect(input).toHaveValue('');
  }
  expectClean(watch);
});

test('what is typed before hydration is kept over a reload', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/contact/');
  await fill(page);
  await expect
    .poll(() => page.evaluate((key) => sessionStorage.getItem(key), DRAFT_STORAGE_KEY))
    .toContain(ADA.message);
  release();
  await page.reload();
  await waitForHydration(page);
  const f = form(page);
  await expect(f.name).toHaveValue(ADA.name);
  await expect(f.email).toHaveValue(ADA.email);
  await expect(f.subject).toHaveValue(ADA.subject);
  await expect(f.message).toHaveValue(ADA.message);
});
