import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { animationsEnded, finishAnimations } from '../animations-ended.mjs';
import { WCAG_TAGS } from '../axe-tags.mjs';
import { expect } from './fixtures';

// A second engine: HTML_CodeSniffer checks WCAG techniques axe does not (a fieldset's legend, H71).
const HTMLCS_SOURCE = readFileSync(require.resolve('html_codesniffer/build/HTMLCS.js'), 'utf8');

/** HTML_CodeSniffer's WCAG 2 AA errors (its warnings and notices ask for a person's judgement). */
async function codeSnifferErrors(page: Page) {
  // Evaluated, not added as a script tag, which the page's CSP refuses.
  await page.evaluate(HTMLCS_SOURCE);
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const { HTMLCS } = window as unknown as {
          HTMLCS: {
            process(standard: string, root: Document, done: () => void): void;
            getMessages(): { type: number; code: string; element: Element }[];
          };
        };
        const ERROR = 1;
        HTMLCS.process('WCAG2AA', document, () =>
          resolve(
            HTMLCS.getMessages()
              // An element not rendered at all (display: none, as hCaptcha writes its response
              // fields) is not exposed to anyone; HTML_CodeSniffer checks it regardless.
              .filter((message) => message.type === ERROR && message.element.checkVisibility())
              .map(({ code, element }) => `${code}: ${element.outerHTML.slice(0, 100)}`),
          ),
        );
      }),
  );
}

/** axe's WCAG 2.2 A/AA rules and HTML_CodeSniffer's WCAG 2 AA errors, on the page as it is. */
export async function expectNoViolations(page: Page) {
  // The page at rest: each entrance moved to its end, where it would come to by itself (0.4-0.8 s
  // of waiting a page here), then whatever that set off waited for.
  await page.evaluate(finishAnimations);
  await page.evaluate(animationsEnded);
  // axe.run in the page itself: the default runs each frame apart and joins the results in a blank
  // page it opens for every analysis, 0.4 s of each 1.3 s here. What it would add is the inside of
  // another origin's frame, which in these tests is a blank stand-in (fixtures.ts); the frame's own
  // element, its title, is the page's and checked either way.
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .setLegacyMode(true)
    // Only the violations are read: axe then skips building the passes' node lists.
    .options({ resultTypes: ['violations'] })
    .analyze();
  const summary = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, 'axe').toEqual([]);
  expect(await codeSnifferErrors(page), 'HTML_CodeSniffer').toEqual([]);
}
