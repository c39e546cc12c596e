// @ts-check
// The WCAG levels axe checks, in the Playwright suite and the engine suite alike.
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
